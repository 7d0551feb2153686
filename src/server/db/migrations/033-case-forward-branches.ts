// A forward's timeline entry names both branches (issue 26): before, it kept only the reason, and the move
// itself was in the audit log alone. Entries written before this migration keep null: their branches are
// in the audit log's `case.forwarded` entry.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('case_note').addColumn('branch_from', 'integer').execute();
  await db.schema.alterTable('case_note').addColumn('branch_to', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('case_note').dropColumn('branch_to').execute();
  await db.schema.alterTable('case_note').dropColumn('branch_from').execute();
}
