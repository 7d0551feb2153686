// The site-wide date display. Nepali shows the Bikram Sambat date in Devanagari digits and Nepali
// month names; English shows the AD date, en-GB style. The strings are built from our own tables,
// not Intl, so the server and every browser render the same text (no hydration mismatch).
import type { Lang } from '../i18n/languages.ts';
import { adToBs, CalendarError, parseIsoDate } from './convert.ts';
import { toNepaliDigits } from './digits.ts';
import { nepalToday } from './nepal-time.ts';
import { adMonthName, monthName, weekdayName } from './names.ts';

export type DateStyle = 'long' | 'long-weekday' | 'short' | 'numeric';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const NO_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * The AD calendar date (ISO) a value stands for: a date-only `YYYY-MM-DD` is taken as it is;
 * an instant (timestamp text, epoch milliseconds, Date) becomes the date in Nepal at that instant.
 * Timestamp text without an offset is read as UTC (how the database stores it). Null when invalid.
 */
export function toNepalIsoDate(value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (DATE_ONLY.test(text)) {
      try {
        parseIsoDate(text);
        return text;
      } catch {
        return null;
      }
    }
    const instant = new Date(NO_OFFSET.test(text) ? `${text.replace(' ', 'T')}Z` : text);
    return Number.isNaN(instant.getTime()) ? null : nepalToday(instant);
  }
  const instant = typeof value === 'number' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? null : nepalToday(instant);
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

function formatEnglish(iso: string, style: DateStyle): string {
  const date = new Date(parseIsoDate(iso));
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  switch (style) {
    case 'numeric':
      return `${pad2(day)}/${pad2(month)}/${year}`;
    case 'short':
      return `${day} ${adMonthName(month).slice(0, 3)} ${year}`;
    case 'long-weekday':
      return `${weekdayName(date.getUTCDay(), 'en')}, ${day} ${adMonthName(month)} ${year}`;
    case 'long':
      return `${day} ${adMonthName(month)} ${year}`;
  }
}

function formatNepali(iso: string, style: DateStyle): string {
  let bs;
  try {
    bs = adToBs(iso);
  } catch (error) {
    // Outside BS 2000..2090 there is no BS date: show the AD date in Nepali digits instead.
    if (error instanceof CalendarError) return toNepaliDigits(iso);
    throw error;
  }
  switch (style) {
    case 'numeric':
      return toNepaliDigits(`${bs.year}/${pad2(bs.month)}/${pad2(bs.day)}`);
    case 'short':
    case 'long':
      return `${toNepaliDigits(bs.day)} ${monthName(bs.month, 'ne')} ${toNepaliDigits(bs.year)}`;
    case 'long-weekday': {
      const weekday = new Date(parseIsoDate(iso)).getUTCDay();
      return `${toNepaliDigits(bs.day)} ${monthName(bs.month, 'ne')} ${toNepaliDigits(bs.year)}, ${weekdayName(weekday, 'ne')}`;
    }
  }
}

/**
 * A date for display. `ne`: '६ मंसिर २०८३' (long), '६ मंसिर २०८३, आइतबार' (long-weekday),
 * '२०८३/०८/०६' (numeric); `en`: '22 November 2026', 'Sunday, 22 November 2026', '22 Nov 2026',
 * '22/11/2026'. Nepali month names are already short, so 'short' equals 'long' in Nepali.
 * Returns '' for a missing or unreadable value, so a page never breaks on bad data.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  lang: Lang,
  style: DateStyle = 'long',
): string {
  const iso = toNepalIsoDate(value);
  if (iso === null) return '';
  return lang === 'ne' ? formatNepali(iso, style) : formatEnglish(iso, style);
}

/** A BS date (year, month 1-12, day) in words: '६ मंसिर २०८३' / '6 Mangsir 2083'. */
export function formatBsDateWords(date: { year: number; month: number; day: number }, lang: Lang): string {
  if (lang === 'ne') {
    return `${toNepaliDigits(date.day)} ${monthName(date.month, 'ne')} ${toNepaliDigits(date.year)}`;
  }
  return `${date.day} ${monthName(date.month, 'en')} ${date.year}`;
}

/** A BS month heading: 'मंसिर २०८३' / 'Mangsir 2083'. */
export function formatBsMonth(year: number, month: number, lang: Lang): string {
  return lang === 'ne'
    ? `${monthName(month, 'ne')} ${toNepaliDigits(year)}`
    : `${monthName(month, 'en')} ${year}`;
}
