// Occasion queries of the calendar; the select and its order live in db/queries/occasions.ts,
// shared with the home page. Dates are ISO text in both databases, so range checks compare as text.
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { occasionsFrom, soonestOccasions } from '#server/db/read-models/occasions.ts';

/** Occasions overlapping the AD range [start, end] (both inclusive). */
export function listOccasionsOverlapping(db: Kysely<Database>, start: string, end: string) {
  return soonestOccasions(db).where('start_date', '<=', end).where('end_date', '>=', start).execute();
}

/** A branch's occasions that have not ended before `today`. */
export function listBranchOccasionsFrom(db: Kysely<Database>, branchId: number, today: string) {
  return occasionsFrom(db, today).where('branch_id', '=', branchId).execute();
}

/** The next occasions: those not ended before `today`, soonest first. */
export function listUpcomingOccasions(db: Kysely<Database>, today: string, limit: number) {
  return occasionsFrom(db, today).limit(limit).execute();
}

/** Occasions for the iCalendar feed: everything that ends on or after `since`. */
export function listOccasionsEndingFrom(db: Kysely<Database>, since: string) {
  return occasionsFrom(db, since).execute();
}
