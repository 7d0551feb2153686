import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ComplaintForm } from '../../../shared/contract/complaint.ts';
import type { Lang } from '../../../shared/i18n/index.ts';

export const listComplaintCategories = (db: Kysely<Database>) =>
  db
    .selectFrom('complaint_category')
    .select(['id', 'name_en', 'name_ne'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

export async function branchExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('branch').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function complaintCategoryExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('complaint_category').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export interface AttachmentRow {
  attachment_path: string;
  attachment_type: string;
  attachment_size: number;
  attachment_name: string;
}

export async function insertComplaint(
  db: Kysely<Database>,
  form: ComplaintForm,
  attachment: AttachmentRow | null,
  lang: Lang,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('complaint')
      .values({
        name: form.name,
        contact: form.contact,
        address: form.address,
        branch_id: form.branch,
        category_id: form.category,
        title: form.title,
        details: form.details,
        attachment_path: attachment?.attachment_path ?? null,
        attachment_type: attachment?.attachment_type ?? null,
        attachment_size: attachment?.attachment_size ?? null,
        attachment_name: attachment?.attachment_name ?? null,
        lang,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The id a stored complaint would plausibly get: what a honeypot answer shows. */
export async function nextComplaintId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('complaint')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}
