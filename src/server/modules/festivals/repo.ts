import type { Kysely } from 'kysely';
import type { Database, FestivalTable } from '#server/db/schema.ts';
import { paginate, toBoolean } from '#server/db/paging.ts';
import { addDaysIso, bsDateOf } from '#shared/calendar/index.ts';
import { celebrationsBetween } from '#server/db/read-models/festival-calendar.ts';
import type { PagingQuery } from '#shared/contract/common.ts';
import type {
  FeaturedFestival,
  Festival,
  FestivalMenuItem,
  FestivalsQuery,
} from '#shared/contract/festivals.ts';
import { festivalOccasionDates } from '#server/db/read-models/occasions.ts';
import { featuredOccurrence } from './occurrence.ts';
import { LATEST_FESTIVALS_COUNT } from '#shared/contract/festivals.ts';
import { published } from '#server/db/published.ts';
import { holidayDaysOf } from './holiday-days.ts';

const columns = [
  'id',
  'image',
  'title_en',
  'title_ne',
  'description_en',
  'description_ne',
  'location_en',
  'location_ne',
  'subtitle_en',
  'subtitle_ne',
  'start_date',
  'end_date',
  'is_holiday',
  'is_jatra',
  'created_at',
  'branch_id',
] as const;

type FestivalRow = Pick<FestivalTable, Exclude<(typeof columns)[number], 'id'>> & { id: number };

const toFestival = (row: FestivalRow, holidayDays: string[]): Festival => ({
  ...row,
  name_en: row.title_en,
  name_ne: row.title_ne,
  // Only the AD dates are stored: the BS date is derived, as on every page.
  start_date_bs: bsDateOf(row.start_date),
  // The calendar's holiday days (holiday-days.ts), not the festival's own flag: one fact, one place.
  holiday_days: holidayDays,
  is_holiday: holidayDays.length > 0,
  is_jatra: toBoolean(row.is_jatra),
});

/** Festivals of these rows, each with its holiday days read from the calendar. */
async function toFestivals(db: Kysely<Database>, rows: FestivalRow[]): Promise<Festival[]> {
  const days = await holidayDaysOf(db, rows);
  return rows.map((row) => toFestival(row, days.get(row.id) ?? []));
}

const selectFestivals = (db: Kysely<Database>) =>
  db.selectFrom('festival').select(columns).where(published());

/** By start date, soonest first; optionally capped and without one festival ('Read Next'). */
export async function listFestivals(db: Kysely<Database>, { limit, exclude }: FestivalsQuery) {
  let query = selectFestivals(db).orderBy('start_date').orderBy('id');
  if (exclude !== undefined) query = query.where('id', '!=', exclude);
  if (limit !== undefined) query = query.limit(limit);
  return toFestivals(db, await query.execute());
}

/** The header's Festival menu: festivals flagged in_menu, in calendar order. */
export async function listMenuFestivals(db: Kysely<Database>): Promise<FestivalMenuItem[]> {
  const rows = await db
    .selectFrom('festival')
    .select(['id', 'title_en', 'title_ne', 'image'])
    .where('in_menu', '=', 1)
    .where(published())
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, name_en: row.title_en, name_ne: row.title_ne }));
}

/** The most recently added festivals (the heritage page's strip). */
export async function listLatestFestivals(db: Kysely<Database>) {
  const rows = await selectFestivals(db)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LATEST_FESTIVALS_COUNT)
    .execute();
  return toFestivals(db, rows);
}

export async function findFestival(db: Kysely<Database>, id: number): Promise<Festival | undefined> {
  const row = await selectFestivals(db).where('id', '=', id).executeTakeFirst();
  return row && (await toFestivals(db, [row]))[0];
}

/** A festival repeating yearly (ADR 033): its later celebrations up to two years from `today`. */
async function yearlyCelebrations(db: Kysely<Database>, festival: Festival, today: string) {
  const row = await db
    .selectFrom('festival')
    .select('repeats_yearly')
    .where('id', '=', festival.id)
    .executeTakeFirst();
  if (!row?.repeats_yearly) return [];
  return celebrationsBetween(
    { ...festival, repeats_yearly: row.repeats_yearly },
    festival.start_date,
    addDaysIso(today, 2 * 366),
  );
}

/**
 * The featured festival of /festivals/:id on `today` (ISO, Nepal's date): always that festival (the
 * visitor chose it), with its next dates if known, else its last ones. Undefined for an unknown id.
 */
export async function findFeaturedFestival(
  db: Kysely<Database>,
  id: number,
  today: string,
): Promise<FeaturedFestival | undefined> {
  const festival = await findFestival(db, id);
  if (!festival) return undefined;
  const { status, start_date, end_date } = featuredOccurrence(
    festival,
    [...(await festivalOccasionDates(db, id)), ...(await yearlyCelebrations(db, festival, today))],
    today,
  );
  const occurrence = {
    status,
    start_date,
    end_date,
    start_date_bs: bsDateOf(start_date),
    end_date_bs: bsDateOf(end_date),
  };
  return { ...festival, occurrence };
}

/** A branch's festivals, latest start first; an unknown branch simply has none. */
export async function pageBranchFestivals(db: Kysely<Database>, branchId: number, paging: PagingQuery) {
  const page = await paginate(
    selectFestivals(db).where('branch_id', '=', branchId).orderBy('start_date', 'desc').orderBy('id', 'desc'),
    paging,
  );
  return { ...page, data: await toFestivals(db, page.data) };
}
