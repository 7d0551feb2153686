// Publishing times as editors type and read them (issue 25): a Bikram Sambat date and a time in Nepal,
// `YYYY-MM-DD HH:MM` (e.g. `2083-08-11 14:30`, or in Nepali digits `२०८३-०८-११ १४:३०`), the time optional
// (the day's start). The same text is what the picker writes and what an input without JavaScript takes.
// Days are checked against the project's own month table (shared/calendar/convert.ts), which refuses a
// 32nd day instead of rolling it into the next month as nepali-date-converter does.
import { adToBs, bsToAd, CalendarError } from '#shared/calendar/convert.ts';
import { fromNepaliDigits, localDigits } from '#shared/calendar/digits.ts';
import { formatBsDate, parseBsDate } from '#shared/calendar/month.ts';
import type { Lang } from '#shared/i18n/index.ts';
import { isoToNepalLocal, nepalLocalToIso } from './nepal-time.ts';

/** The format an input without JavaScript documents (its hint). */
export const BS_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:MM';

/** A typed time read: an instant (ISO, UTC), nothing (empty), or text that is no time. */
export type ReadTime = { ok: true; iso: string | null } | { ok: false };

const BS_TIME = /^(\d{4}[-/.]\d{1,2}[-/.]\d{1,2})(?:[ ,T]+(\d{1,2})[:.](\d{2})(?::(\d{2}))?)?$/;
// A form kept before this picker (an AD datetime-local value, `2026-12-01T10:00`) is read as it meant.
const AD_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

const two = (value: number) => String(value).padStart(2, '0');

/** Reads a typed BS date and Nepal time as the instant it names. */
export function parseBsDateTime(typed: string | undefined): ReadTime {
  const text = fromNepaliDigits(typed ?? '')
    .trim()
    .replace(/\s+/g, ' ');
  if (!text) return { ok: true, iso: null };
  if (AD_LOCAL.test(text)) {
    const iso = nepalLocalToIso(text);
    return iso ? { ok: true, iso } : { ok: false };
  }
  const match = BS_TIME.exec(text);
  if (!match) return { ok: false };
  const [hours, minutes, seconds] = [match[2], match[3], match[4]].map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59 || seconds > 59) return { ok: false };
  try {
    const date = parseBsDate(match[1]!.replaceAll('.', '-'));
    const ad = bsToAd(date.year, date.month, date.day);
    const iso = nepalLocalToIso(`${ad}T${two(hours)}:${two(minutes)}:${two(seconds)}`);
    return iso ? { ok: true, iso } : { ok: false };
  } catch (error) {
    if (error instanceof CalendarError) return { ok: false };
    throw error;
  }
}

/** The parts of an instant in Nepal: its BS date (`2083/08/11`), its AD date and its time (`14:30`). */
export function nepalParts(iso: string): { bs: string; ad: string; time: string; seconds: string } {
  const local = isoToNepalLocal(iso);
  const ad = local.slice(0, 10);
  return { bs: formatBsDate(adToBs(ad)), ad, time: local.slice(11, 16), seconds: local.slice(17, 19) };
}

/** An instant as the input shows it: BS date and Nepal time in the language's digits (seconds if any). */
export function formatBsDateTime(iso: string | null | undefined, lang: Lang): string {
  if (!iso) return '';
  const { bs, time, seconds } = nepalParts(iso);
  const text = `${bs.replaceAll('/', '-')} ${time}${seconds === '00' ? '' : `:${seconds}`}`;
  return localDigits(text, lang);
}

/** The AD date and time shown beside a typed BS time (`2026-11-27 14:30`), or null when it names none. */
export function adBeside(typed: string | undefined): string | null {
  const read = parseBsDateTime(typed);
  if (!read.ok || !read.iso) return null;
  const local = isoToNepalLocal(read.iso);
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}
