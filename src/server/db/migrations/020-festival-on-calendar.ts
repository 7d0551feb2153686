// A festival is its own calendar entry (issue 25, ADR 033): "show on the calendar" and "repeats every
// year" on the festival itself, instead of a second "calendar occasion" item linked to it. An occasion
// linked to a festival on exactly the festival's dates was that second item: the festival takes its place
// on the calendar (with the holiday and jatra flags the calendar showed) and the occasion goes to the
// trash, where it can still be restored. Occasions on other dates (other years, single days of a longer
// festival) stay as they are. Self-contained on purpose: a migration must do the same thing whatever
// today's code says.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

/** Occasions linked to a festival on its own dates, both in the same state (not trashed). */
function duplicateOccasions(db: AnyDb, trashed: boolean) {
  const query = db
    .selectFrom('occasion')
    .innerJoin('festival', 'festival.id', 'occasion.festival_id')
    .select([
      'occasion.id as occasion_id',
      'festival.id as festival_id',
      'occasion.is_holiday as is_holiday',
      'occasion.is_jatra as is_jatra',
    ])
    .whereRef('occasion.start_date', '=', 'festival.start_date')
    .whereRef('occasion.end_date', '=', 'festival.end_date')
    .whereRef('occasion.status', '=', 'festival.status')
    .where('festival.deleted_at', 'is', null);
  return (
    trashed
      ? query.where('occasion.deleted_at', 'is not', null).where('festival.on_calendar', '=', 1)
      : query.where('occasion.deleted_at', 'is', null)
  ).execute();
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('festival')
    .addColumn('on_calendar', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('festival')
    .addColumn('repeats_yearly', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const now = new Date().toISOString();
  for (const pair of await duplicateOccasions(db, false)) {
    await db
      .updateTable('festival')
      .set({ on_calendar: 1, is_holiday: pair.is_holiday, is_jatra: pair.is_jatra, updated_at: now })
      .where('id', '=', pair.festival_id)
      .execute();
    await db
      .updateTable('occasion')
      .set({ deleted_at: now, updated_at: now })
      .where('id', '=', pair.occasion_id)
      .execute();
  }
}

/** Back to two items: the trashed occasions on their festival's dates come back, then the columns go. */
export async function down(db: AnyDb): Promise<void> {
  const now = new Date().toISOString();
  for (const pair of await duplicateOccasions(db, true)) {
    await db
      .updateTable('occasion')
      .set({ deleted_at: null, updated_at: now })
      .where('id', '=', pair.occasion_id)
      .execute();
  }
  await db.schema.alterTable('festival').dropColumn('repeats_yearly').execute();
  await db.schema.alterTable('festival').dropColumn('on_calendar').execute();
}
