import { formatDate } from '#shared/calendar/format.ts';
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
