// The calendar's state lives in the URL (?year=2083&month=8&day=6), so months and days can be linked
// and paged without JavaScript. Reading is forgiving: a bad or missing value never fails the page,
// it falls back to today's month in Nepal or is clamped into the supported range BS 2000/01..2090/12.
import {
  clampMonth,
  daysInMonth,
  fromNepaliDigits,
  nextMonth,
  previousMonth,
  type BsDate,
  type BsMonth,
} from '#shared/calendar/index.ts';

export interface CalendarSelection extends BsMonth {
  /** The selected BS day of the month, or null when none is chosen (or the value was invalid). */
  day: number | null;
}

/** A whole number from the query string (ASCII or Nepali digits), else null. */
function readWholeNumber(value: string | null): number | null {
  if (value === null) return null;
  const text = fromNepaliDigits(value.trim());
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

/**
 * The month and day a calendar URL asks for. No year and no month: today's month. Only a year: its
 * first month (today's month for the current year). A month outside 1..12 is clamped, then the
 * whole month is clamped into 2000/01..2090/12. A day outside the month is dropped.
 */
export function readCalendarSelection(search: URLSearchParams, today: BsDate): CalendarSelection {
  const year = readWholeNumber(search.get('year'));
  const month = readWholeNumber(search.get('month'));
  let wanted: BsMonth;
  if (year === null && month === null) wanted = { year: today.year, month: today.month };
  else {
    const resolvedYear = year ?? today.year;
    const resolvedMonth = month ?? (resolvedYear === today.year ? today.month : 1);
    wanted = { year: resolvedYear, month: Math.min(12, Math.max(1, resolvedMonth)) };
  }
  const { year: finalYear, month: finalMonth } = clampMonth(wanted);
  const day = readWholeNumber(search.get('day'));
  const validDay = day !== null && day >= 1 && day <= daysInMonth(finalYear, finalMonth) ? day : null;
  return { year: finalYear, month: finalMonth, day: validDay };
}

/** `?year=..&month=..` (and `&day=..`): the link to a month or a day of the calendar. */
export function calendarSearch({ year, month }: BsMonth, day?: number | null): string {
  const params = new URLSearchParams({ year: String(year), month: String(month) });
  if (day !== undefined && day !== null) params.set('day', String(day));
  return `?${params.toString()}`;
}

/** The months either side; null at the ends of the supported range (the link becomes disabled). */
export function neighbourMonths(current: BsMonth): { previous: BsMonth | null; next: BsMonth | null } {
  const previous = previousMonth(current);
  const next = nextMonth(current);
  const same = (other: BsMonth) => other.year === current.year && other.month === current.month;
  return { previous: same(previous) ? null : previous, next: same(next) ? null : next };
}
