// Occasion queries shared by the calendar module and the home page (site module), which may not
// import each other. Dates are ISO text in both databases, so range checks compare as text.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { published } from '../published.ts';

/** Occasions soonest first (the id breaks ties): add where/limit. */
export const soonestOccasions = (db: Kysely<Database>) =>
  db
    .selectFrom('occasion')
    .select([
      'id',
      'branch_id',
      'festival_id',
      'image',
      'title_en',
      'title_ne',
      'description_en',
      'description_ne',
      'start_date',
      'end_date',
      'is_holiday',
      'is_jatra',
    ])
    .where(published())
    .orderBy('start_date')
    .orderBy('id');

/** Occasions still running or to come on `today` (an ISO date): those not ended before it. */
export const occasionsFrom = (db: Kysely<Database>, today: string) =>
  soonestOccasions(db).where('end_date', '>=', today);

export type OccasionRow = Awaited<ReturnType<ReturnType<typeof soonestOccasions>['executeTakeFirstOrThrow']>>;

/** The dates of a festival's calendar occasions (every year), soonest first. */
export const festivalOccasionDates = (db: Kysely<Database>, festivalId: number) =>
  db
    .selectFrom('occasion')
    .select(['start_date', 'end_date'])
    .where('festival_id', '=', festivalId)
    .where(published())
    .orderBy('start_date')
    .orderBy('id')
    .execute();
