// Times editors type are Nepal's (an <input type="datetime-local"> has no zone); the API stores UTC.
import { NEPAL_OFFSET, nepalLocalOf } from '#shared/calendar/nepal-time.ts';

/** A datetime-local input's value (AD, `2026-12-01T10:00`, seconds optional) read as Nepal time. */
export function nepalLocalToIso(value: string | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}${NEPAL_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The value of a datetime-local input for a stored instant, in Nepal time. */
export function isoToNepalLocal(iso: string | null): string {
  if (!iso) return '';
  return nepalLocalOf(iso);
}
