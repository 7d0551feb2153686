// Month-level facts for the calendar page and the month API: weekdays, the grid, navigation with
// year wrap (clamped at the ends of the supported range), today's BS date in Nepal.
import {
  adToBs,
  bsToAd,
  CalendarError,
  daysInMonth,
  MAX_BS_YEAR,
  MIN_BS_YEAR,
  parseIsoDate,
  type BsDate,
} from './convert.ts';
import { nepalToday } from './nepal-time.ts';

export interface BsMonth {
  year: number;
  month: number;
}

const DAY_MS = 86_400_000;
/** The last year whose month lengths every maintained library agrees on; later years differ between them. */
export const LAST_CONFIRMED_YEAR = 2083;

/** Years after 2083 have no official table yet: libraries disagree by a day in places. */
export function isProvisionalYear(year: number): boolean {
  return year > LAST_CONFIRMED_YEAR;
}

export function isMonthInRange(year: number, month: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    year >= MIN_BS_YEAR &&
    year <= MAX_BS_YEAR &&
    month >= 1 &&
    month <= 12
  );
}

function assertMonth(year: number, month: number): void {
  if (!Number.isInteger(year) || !Number.isInteger(month)) throw new CalendarError('api.invalid_date_format');
  if (!isMonthInRange(year, month)) throw new CalendarError('api.date_out_of_range');
}

/** Weekday (0 = Sunday) of an AD ISO date, computed on UTC so no time zone can shift it. */
export function weekdayOfIso(iso: string): number {
  return new Date(parseIsoDate(iso)).getUTCDay();
}

/** Weekday (0 = Sunday) of a BS date. */
export function weekdayOf(year: number, month: number, day: number): number {
  return weekdayOfIso(bsToAd(year, month, day));
}

/** Weekday (0 = Sunday) of day 1 of a BS month: the number of blank cells before it. */
export function firstWeekday(year: number, month: number): number {
  return weekdayOf(year, month, 1);
}

/** Adds whole days to an AD ISO date. */
export function addDaysIso(iso: string, days: number): string {
  return new Date(parseIsoDate(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one AD ISO date to another (positive when `to` is later). */
export function daysBetweenIso(from: string, to: string): number {
  return Math.round((parseIsoDate(to) - parseIsoDate(from)) / DAY_MS);
}

/** The AD dates of the first and last day of a BS month. */
export function monthAdRange(year: number, month: number): { start: string; end: string } {
  assertMonth(year, month);
  return { start: bsToAd(year, month, 1), end: bsToAd(year, month, daysInMonth(year, month)) };
}

/** BS date as the `YYYY/MM/DD` text the API and the library use. */
export function formatBsDate(date: BsDate): string {
  return `${String(date.year).padStart(4, '0')}/${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}`;
}

/**
 * The Bikram Sambat date of a stored AD date, as `YYYY/MM/DD`. Festivals and occasions store only
 * their AD dates (the ones queries use); every answer that shows a BS date derives it here, so the
 * home page, the calendar, the festival pages and the feed can never disagree. '' for a date outside
 * the supported range (BS 2000..2090) or not an ISO date, rather than a failed answer.
 */
export function bsDateOf(iso: string): string {
  try {
    return formatBsDate(adToBs(iso));
  } catch {
    return '';
  }
}

/** Parses `YYYY/MM/DD` (or with `-`) strictly: a real BS date in range, or a CalendarError. */
export function parseBsDate(text: string): BsDate {
  const match = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(text.trim());
  if (!match) throw new CalendarError('api.invalid_date_format');
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  bsToAd(date.year, date.month, date.day);
  return date;
}

/** Today's BS date in Nepal (Asia/Kathmandu), whatever the machine's time zone. */
export function bsToday(now: Date = new Date()): BsDate {
  return adToBs(nepalToday(now));
}

export function compareMonths(a: BsMonth, b: BsMonth): number {
  return a.year - b.year || a.month - b.month;
}

const FIRST_MONTH: BsMonth = { year: MIN_BS_YEAR, month: 1 };
const LAST_MONTH: BsMonth = { year: MAX_BS_YEAR, month: 12 };

/** Keeps a month inside BS 2000/01 .. 2090/12. */
export function clampMonth(value: BsMonth): BsMonth {
  if (compareMonths(value, FIRST_MONTH) < 0) return { ...FIRST_MONTH };
  if (compareMonths(value, LAST_MONTH) > 0) return { ...LAST_MONTH };
  return { year: value.year, month: value.month };
}

/** The month before, wrapping Baishakh to the previous Chaitra; stays at 2000/01. */
export function previousMonth({ year, month }: BsMonth): BsMonth {
  return clampMonth(month <= 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 });
}

/** The month after, wrapping Chaitra to the next Baishakh; stays at 2090/12. */
export function nextMonth({ year, month }: BsMonth): BsMonth {
  return clampMonth(month >= 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 });
}

export function hasPreviousMonth(value: BsMonth): boolean {
  return compareMonths(value, FIRST_MONTH) > 0;
}

export function hasNextMonth(value: BsMonth): boolean {
  return compareMonths(value, LAST_MONTH) < 0;
}

export interface MonthCell {
  /** BS day of the month, 1-based. */
  day: number;
  /** The same day in AD, ISO `YYYY-MM-DD`. */
  adDate: string;
  /** 0 = Sunday. */
  weekday: number;
  isSaturday: boolean;
  isToday: boolean;
}

export interface MonthGrid {
  year: number;
  month: number;
  daysInMonth: number;
  /** Weekday of day 1 = the number of blank cells before it in a Sunday-first week. */
  leadingBlanks: number;
  cells: MonthCell[];
  /** Sunday-first rows of 7; null is an empty cell. */
  weeks: (MonthCell | null)[][];
  isProvisional: boolean;
}

/** The month grid of the calendar page; `today` (a BS date) marks the highlighted cell. */
export function buildMonthGrid(year: number, month: number, today?: BsDate): MonthGrid {
  assertMonth(year, month);
  const length = daysInMonth(year, month);
  const firstAd = bsToAd(year, month, 1);
  const leadingBlanks = weekdayOfIso(firstAd);
  const cells: MonthCell[] = [];
  for (let day = 1; day <= length; day += 1) {
    const weekday = (leadingBlanks + day - 1) % 7;
    cells.push({
      day,
      adDate: addDaysIso(firstAd, day - 1),
      weekday,
      isSaturday: weekday === 6,
      isToday: today !== undefined && today.year === year && today.month === month && today.day === day,
    });
  }
  const slots: (MonthCell | null)[] = [...Array<null>(leadingBlanks).fill(null), ...cells];
  while (slots.length % 7 !== 0) slots.push(null);
  const weeks: (MonthCell | null)[][] = [];
  for (let start = 0; start < slots.length; start += 7) weeks.push(slots.slice(start, start + 7));
  return {
    year,
    month,
    daysInMonth: length,
    leadingBlanks,
    cells,
    weeks,
    isProvisional: isProvisionalYear(year),
  };
}
