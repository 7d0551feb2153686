import { adToBs } from '#shared/calendar/convert.ts';
import { formatBsDateWords, formatDate, toNepalIsoDate } from '#shared/calendar/format.ts';
import { localDigits } from '#shared/calendar/digits.ts';
import type { Lang } from '#shared/i18n/index.ts';

const timeInNepal = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kathmandu',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as staff read it: the date (BS in Nepali, AD in English) and the time in Nepal. */
export function formatWhen(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  const date = formatDate(iso, lang, 'long');
  return `${date}, ${localDigits(timeInNepal.format(new Date(iso)), lang)}`;
}

export function formatBytes(size: number, lang: Lang): string {
  const text =
    size >= 1024 * 1024
      ? `${(size / 1024 / 1024).toFixed(1)} MB`
      : `${Math.max(1, Math.round(size / 1024))} KB`;
  return localDigits(text, lang);
}

/** A date as Bikram Sambat words in either language ('६ पुस २०८३' / '6 Poush 2083'): deadlines are BS dates. */
export function formatBsDay(iso: string, lang: Lang): string {
  const day = toNepalIsoDate(iso);
  if (!day) return '';
  try {
    return formatBsDateWords(adToBs(day), lang);
  } catch {
    return day;
  }
}

/** Whole days from `iso` to now (Nepal's days do not matter for an age: 24-hour periods). */
export function ageInDays(iso: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 86_400_000));
}
