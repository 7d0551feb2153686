// What a staff member typed when their session had ended (issue 23, modules/admin-content/drafts.ts):
// one draft per account, kind and item (0: a new item), kept a few hours, shown only to that account.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('edit_draft')
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('fields_json', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('edit_draft_pk', ['owner_id', 'kind', 'item_id'])
    .execute();
  await db.schema.createIndex('edit_draft_expires_idx').on('edit_draft').column('expires_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('edit_draft').execute();
}
