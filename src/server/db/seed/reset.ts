// Deletes the demo/content rows for `db:seed --reset`. Citizens' submissions (contact_message,
// complaint) are never deleted, nor the branches and categories they point at: the seed then
// updates those rows in place (insert.ts), so every submission keeps its office and subject.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** Children before parents, so no foreign key is violated. */
const contentTables = [
  'employee',
  'department',
  'occasion',
  'festival',
  'notice',
  'article',
  'law',
  'law_category',
  'vacancy_document',
  'heritage_site',
  'gallery_image',
  'slide',
  'service',
  'setting',
] as const;

export async function deleteDemoContent(db: Kysely<Database>): Promise<Record<string, number>> {
  return db.transaction().execute(async (trx) => {
    const deleted: Record<string, number> = {};
    for (const table of contentTables) {
      const result = await trx.deleteFrom(table).executeTakeFirst();
      deleted[table] = Number(result.numDeletedRows);
    }
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
  });
}

/** Rows in the content tables (everything but citizens' submissions): 0 on a fresh database. */
export async function countContentRows(db: Kysely<Database>): Promise<number> {
  let total = 0;
  for (const table of [...contentTables, 'branch', 'contact_category', 'complaint_category'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    total += Number(row.n);
  }
  return total;
}
