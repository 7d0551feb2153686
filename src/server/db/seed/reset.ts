// Deletes the demo/content rows for `db:seed --reset`. Citizens' submissions (contact_message,
// complaint) are never deleted, nor the branches and categories they point at: the seed then
// updates those rows in place (insert.ts), so every submission keeps its office and subject.
// It runs inside the caller's transaction (resetDemoContent in index.ts), together with the new
// inserts: a failed seed leaves the old content in place instead of an empty site.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { deletionOrder } from '#shared/kinds/derived.ts';

/** The tables citizens' submissions point at: only their rows no submission names are deleted, last. */
const KEPT_WHEN_NAMED = ['branch', 'contact_category', 'complaint_category'] as const;

/**
 * Every kind's table, children before parents (derived from the kinds' references, so no foreign key
 * is violated), then the site settings.
 */
const contentTables = [
  ...deletionOrder().filter((table) => !(KEPT_WHEN_NAMED as readonly string[]).includes(table)),
  'setting_group',
] as Exclude<keyof Database, (typeof KEPT_WHEN_NAMED)[number]>[];

/** Deletes the content rows; takes a transaction so it can never commit on its own. */
export async function deleteDemoContent(trx: Transaction<Database>): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const table of contentTables) {
    const result = await trx.deleteFrom(table).executeTakeFirst();
    deleted[table] = Number(result.numDeletedRows);
  }
  // The library entries of the old demo files (library-entries.ts): a staff upload has an author, and
  // its address is under /uploads/media/.
  const library = await trx
    .deleteFrom('media')
    .where('created_by', 'is', null)
    .where('url', 'not like', '/uploads/media/%')
    .executeTakeFirst();
  deleted.media = Number(library.numDeletedRows);
  // Sub-offices first (parent_id), keeping any office a complaint names.
  await trx.updateTable('branch').set({ parent_id: null }).execute();
  const branches = await trx
    .deleteFrom('branch')
    .where('id', 'not in', trx.selectFrom('complaint').select('branch_id'))
    .executeTakeFirst();
  deleted.branch = Number(branches.numDeletedRows);
  const contact = await trx
    .deleteFrom('contact_category')
    .where('id', 'not in', trx.selectFrom('contact_message').select('category_id'))
    .executeTakeFirst();
  deleted.contact_category = Number(contact.numDeletedRows);
  const complaint = await trx
    .deleteFrom('complaint_category')
    .where('id', 'not in', trx.selectFrom('complaint').select('category_id'))
    .executeTakeFirst();
  deleted.complaint_category = Number(complaint.numDeletedRows);
  return deleted;
}

/** Rows in the content tables (everything but citizens' submissions): 0 on a fresh database. */
export async function countContentRows(db: Kysely<Database>): Promise<number> {
  let total = 0;
  for (const table of [...contentTables, ...KEPT_WHEN_NAMED]) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    total += Number(row.n);
  }
  return total;
}
