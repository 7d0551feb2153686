// BS <-> AD conversion from nepali-date-converter's month-length table, made strict and time-zone
// proof:
// - the library is lenient (2081/01/32 becomes 2081/02/01): days beyond the month are rejected here;
// - the library converts through local `Date`s, so in a time zone that once skipped a calendar day
//   (Pacific/Apia 2011-12-30, Pacific/Kwajalein 1993-08-21, Pacific/Kiritimati 1994-12-31) it is a
//   day off around that date. Here an AD date is only ever the epoch plus a day index in UTC
//   arithmetic, and only the library's table of month lengths is used.
import { monthLengthTable } from './library.ts';

export const MIN_BS_YEAR = 2000;
export const MAX_BS_YEAR = 2090;
/** BS 2000/01/01. */
export const MIN_AD_DATE = '1943-04-14';
/** The number of days BS 2000/01/01 .. 2090/12/30. */
export const TOTAL_DAYS = 33238;

const DAY_MS = 86_400_000;
const MIN_AD_UTC = Date.UTC(1943, 3, 14);
const MAX_AD_UTC = MIN_AD_UTC + (TOTAL_DAYS - 1) * DAY_MS;

export type CalendarErrorKey = 'api.date_out_of_range' | 'api.invalid_date_format';

const ERROR_TEXT: Record<CalendarErrorKey, string> = {
  'api.date_out_of_range': "The date doesn't fall within 2000/01/01 - 2090/12/30",
  'api.invalid_date_format': 'Invalid date format',
};

/** A conversion failure; `key` is the i18n key of the message (product.md section 5). */
export class CalendarError extends Error {
  readonly key: CalendarErrorKey;
  constructor(key: CalendarErrorKey) {
    super(ERROR_TEXT[key]);
    this.name = 'CalendarError';
    this.key = key;
  }
}

export interface BsDate {
  year: number;
  month: number;
  day: number;
}

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** Days in a BS month (1-12) of a year 2000..2090. */
export function daysInMonth(year: number, month: number): number {
  if (!isInteger(year) || !isInteger(month)) throw new CalendarError('api.invalid_date_format');
  const length = monthLengthTable.get(year)?.[month - 1];
  if (length === undefined) throw new CalendarError('api.date_out_of_range');
  return length;
}

/** Throws unless year/month/day is a real BS date inside the supported range. */
export function assertBsDate(year: number, month: number, day: number): void {
  if (!isInteger(year) || !isInteger(month) || !isInteger(day)) {
    throw new CalendarError('api.invalid_date_format');
  }
  if (day < 1 || day > daysInMonth(year, month)) throw new CalendarError('api.date_out_of_range');
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

export function isoFromParts(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Day index (0 = BS 2000/01/01) of day 1 of each year MIN_BS_YEAR..MAX_BS_YEAR, then one past the end. */
const yearStartIndex: readonly number[] = (() => {
  const starts = [0];
  for (let year = MIN_BS_YEAR; year <= MAX_BS_YEAR; year += 1) {
    const lengths = monthLengthTable.get(year) ?? [];
    starts.push(starts[starts.length - 1]! + lengths.reduce((sum, length) => sum + length, 0));
  }
  return starts;
})();

/** Day index (0 = BS 2000/01/01) of a valid BS date. */
function dayIndexOf(year: number, month: number, day: number): number {
  const lengths = monthLengthTable.get(year)!;
  let index = yearStartIndex[year - MIN_BS_YEAR]!;
  for (let m = 1; m < month; m += 1) index += lengths[m - 1]!;
  return index + day - 1;
}

/** The BS date of a day index 0 .. TOTAL_DAYS - 1. */
function bsOfDayIndex(index: number): BsDate {
  let year = MIN_BS_YEAR;
  while (yearStartIndex[year - MIN_BS_YEAR + 1]! <= index) year += 1;
  let rest = index - yearStartIndex[year - MIN_BS_YEAR]!;
  const lengths = monthLengthTable.get(year)!;
  let month = 1;
  while (rest >= lengths[month - 1]!) {
    rest -= lengths[month - 1]!;
    month += 1;
  }
  return { year, month, day: rest + 1 };
}

/** BS year/month (1-12)/day -> AD ISO date `YYYY-MM-DD`. */
export function bsToAd(year: number, month: number, day: number): string {
  assertBsDate(year, month, day);
  return new Date(MIN_AD_UTC + dayIndexOf(year, month, day) * DAY_MS).toISOString().slice(0, 10);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses a strict `YYYY-MM-DD` calendar date to its UTC midnight (throws on anything else). */
export function parseIsoDate(iso: string): number {
  const match = typeof iso === 'string' ? ISO_DATE.exec(iso) : null;
  if (!match) throw new CalendarError('api.invalid_date_format');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  // Date.UTC rolls 2026-02-30 over to March: such input is not a date.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new CalendarError('api.invalid_date_format');
  }
  return utc;
}

/** AD ISO date `YYYY-MM-DD` -> BS year/month (1-12)/day. */
export function adToBs(iso: string): BsDate {
  const utc = parseIsoDate(iso);
  if (utc < MIN_AD_UTC || utc > MAX_AD_UTC) throw new CalendarError('api.date_out_of_range');
  return bsOfDayIndex(Math.round((utc - MIN_AD_UTC) / DAY_MS));
}

/** The number of days in the library's table (a test holds it to TOTAL_DAYS). */
export const TABLE_DAYS = yearStartIndex[yearStartIndex.length - 1]!;

/** The last AD date of the range (BS 2090/12/30). */
export const MAX_AD_DATE = new Date(MAX_AD_UTC).toISOString().slice(0, 10);
