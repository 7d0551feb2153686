// A case note remembers the key of the form it was typed in (admin-cases/routes.ts): a second click, or a
// page resent by a refresh after posting, carries the same key and files nothing new. Unique per case;
// older notes and notes sent without a key have none (NULLs never clash, on SQLite and PostgreSQL).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('case_note').addColumn('submission_key', 'text').execute();
  await db.schema
    .createIndex('case_note_submission_key_idx')
    .on('case_note')
    .columns(['case_kind', 'case_id', 'submission_key'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('case_note_submission_key_idx').execute();
  await db.schema.alterTable('case_note').dropColumn('submission_key').execute();
}
