// Calendar entries of the calendar: occasions and festivals shown on the calendar, merged in
// db/read-models/festival-calendar.ts (shared with the home page). Dates are ISO text in both databases.
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { calendarEntriesFrom, calendarEntriesOverlapping } from '#server/db/read-models/festival-calendar.ts';

/** Entries overlapping the AD range [start, end] (both inclusive). */
export function listOccasionsOverlapping(db: Kysely<Database>, start: string, end: string) {
  return calendarEntriesOverlapping(db, start, end);
}

/** A branch's entries that have not ended before `today`. */
export function listBranchOccasionsFrom(db: Kysely<Database>, branchId: number, today: string) {
  return calendarEntriesFrom(db, today, { branchId });
}

/** The next entries: those not ended before `today`, soonest first. */
export function listUpcomingOccasions(db: Kysely<Database>, today: string, limit: number) {
  return calendarEntriesFrom(db, today, { limit });
}

/** Entries for the iCalendar feed: everything that ends on or after `since`. */
export function listOccasionsEndingFrom(db: Kysely<Database>, since: string) {
  return calendarEntriesFrom(db, since);
}
