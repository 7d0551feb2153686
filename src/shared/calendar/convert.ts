// BS <-> AD conversion on top of nepali-date-converter, made strict and time-zone proof:
// - the library is lenient (2081/01/32 becomes 2081/02/01): days beyond the month are rejected here;
// - its AD->BS step reads local date fields and takes |difference| (so AD dates before the epoch map
//   to BS 2000): the AD range is checked here and every Date handed to it is built from local fields
//   of the very same calendar day, so the process time zone never shifts a date.
import { monthLengthTable, NepaliDate } from './library.ts';

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

/** A conversion failure; `key` is the i18n key of the message (SPEC 5). */
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

/** BS year/month (1-12)/day -> AD ISO date `YYYY-MM-DD`. */
export function bsToAd(year: number, month: number, day: number): string {
  assertBsDate(year, month, day);
  const ad = new NepaliDate(year, month - 1, day).getAD();
  return isoFromParts(ad.year, ad.month + 1, ad.date);
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
  const day = new Date(utc);
  // Local fields of the same calendar day: the library reads getFullYear/getMonth/getDate.
  const local = new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const bs = new NepaliDate(local).getBS();
  return { year: bs.year, month: bs.month + 1, day: bs.date };
}

/** The last AD date of the range (BS 2090/12/30). */
export const MAX_AD_DATE = new Date(MAX_AD_UTC).toISOString().slice(0, 10);
