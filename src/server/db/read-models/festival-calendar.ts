// Festivals shown on the calendar (ADR 033): a festival marked "show on the calendar" is a calendar entry
// itself, on its own dates, and every year on the same Bikram Sambat dates when it repeats yearly; no
// second "occasion" item is needed. Occasions (holidays and days not tied to a festival, or other years'
// dates of one) stay as they are. The calendar reads both through calendarEntries*, merged soonest first.
import type { Kysely } from 'kysely';
import {
  addDaysIso,
  adToBs,
  bsToAd,
  daysBetweenIso,
  daysInMonth,
  MAX_BS_YEAR,
} from '#shared/calendar/index.ts';
import type { Database } from '../schema.ts';
import { published } from '../published.ts';
import { occasionsFrom, soonestOccasions, type OccasionRow } from './occasions.ts';

/** A calendar entry: an occasion, or one celebration of a festival shown on the calendar. */
export interface CalendarRow extends OccasionRow {
  /** Where the entry is edited: `id` is that item's id. */
  source: 'occasion' | 'festival';
}

interface FestivalDates {
  start_date: string;
  end_date: string;
  repeats_yearly: number | boolean;
}

/** How far ahead the lists "from today" look for a repeating festival's next celebrations. */
const YEARS_AHEAD = 2;

/**
 * A festival's celebrations overlapping [from, to] (AD, inclusive): its own dates, and when it repeats
 * yearly, the same BS month and day of each later year (the 31st of a month that has 30 days falls on
 * the 30th), lasting as many days. None before its own dates and none past the BS calendar's range.
 */
export function celebrationsBetween(festival: FestivalDates, from: string, to: string) {
  const days = Math.max(0, daysBetweenIso(festival.start_date, festival.end_date));
  const dates = [{ start_date: festival.start_date, end_date: festival.end_date }];
  if (festival.repeats_yearly) {
    const first = adToBs(festival.start_date);
    const lastYear = Math.min(MAX_BS_YEAR, adToBs(to).year);
    for (let year = first.year + 1; year <= lastYear; year++) {
      const start = bsToAd(year, first.month, Math.min(first.day, daysInMonth(year, first.month)));
      dates.push({ start_date: start, end_date: addDaysIso(start, days) });
    }
  }
  return dates.filter((date) => date.start_date <= to && date.end_date >= from);
}

const festivalColumns = [
  'id',
  'branch_id',
  'image',
  'title_en',
  'title_ne',
  'description_en',
  'description_ne',
  'start_date',
  'end_date',
  'is_holiday',
  'is_jatra',
  'repeats_yearly',
] as const;

/** Published festivals shown on the calendar (a branch's only, when given). */
function calendarFestivals(db: Kysely<Database>, branchId?: number) {
  let query = db
    .selectFrom('festival')
    .select(festivalColumns)
    .where('on_calendar', '=', 1)
    .where(published());
  if (branchId !== undefined) query = query.where('branch_id', '=', branchId);
  return query.execute();
}

/** The calendar rows of the festivals' celebrations in [from, to], skipping dates an occasion of theirs already shows. */
async function festivalRows(
  db: Kysely<Database>,
  occasions: readonly OccasionRow[],
  from: string,
  to: string,
  branchId?: number,
): Promise<CalendarRow[]> {
  const shown = new Set(occasions.map((o) => `${o.festival_id}:${o.start_date}`));
  const rows: CalendarRow[] = [];
  for (const festival of await calendarFestivals(db, branchId)) {
    const { repeats_yearly: _repeats, ...fields } = festival;
    for (const dates of celebrationsBetween(festival, from, to)) {
      if (shown.has(`${festival.id}:${dates.start_date}`)) continue;
      rows.push({ ...fields, ...dates, festival_id: festival.id, source: 'festival' });
    }
  }
  return rows;
}

const soonestFirst = (a: CalendarRow, b: CalendarRow) =>
  a.start_date.localeCompare(b.start_date) ||
  (a.source === b.source ? 0 : a.source === 'occasion' ? -1 : 1) ||
  a.id - b.id;

const asOccasions = (rows: OccasionRow[]): CalendarRow[] =>
  rows.map((row) => ({ ...row, source: 'occasion' }));

/** Calendar entries overlapping the AD range [start, end] (both inclusive), soonest first. */
export async function calendarEntriesOverlapping(db: Kysely<Database>, start: string, end: string) {
  const occasions = await soonestOccasions(db)
    .where('start_date', '<=', end)
    .where('end_date', '>=', start)
    .execute();
  const festivals = await festivalRows(db, occasions, start, end);
  return [...asOccasions(occasions), ...festivals].sort(soonestFirst);
}

/**
 * Calendar entries not ended before `today` (ISO), soonest first: at most `limit`, a branch's only when
 * `branchId` is given. Repeating festivals are looked for YEARS_AHEAD years ahead.
 */
export async function calendarEntriesFrom(
  db: Kysely<Database>,
  today: string,
  options: { limit?: number; branchId?: number } = {},
): Promise<CalendarRow[]> {
  let query = occasionsFrom(db, today);
  if (options.branchId !== undefined) query = query.where('branch_id', '=', options.branchId);
  if (options.limit !== undefined) query = query.limit(options.limit);
  const occasions = await query.execute();
  const until = addDaysIso(today, 366 * YEARS_AHEAD);
  const festivals = await festivalRows(db, occasions, today, until, options.branchId);
  const rows = [...asOccasions(occasions), ...festivals].sort(soonestFirst);
  return options.limit === undefined ? rows : rows.slice(0, options.limit);
}
