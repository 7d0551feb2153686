// Which staff member has opened which case (issue 26 step 4): a case an officer may see and has not opened
// is "unread" for them (the staff area's count). One row per person and case, written when they open it.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('case_seen')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('case_kind', 'text', (c) => c.notNull())
    .addColumn('case_id', 'integer', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('case_seen_pk', ['user_id', 'case_kind', 'case_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('case_seen').execute();
}
