import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { ContactForm } from '#shared/contract/contact.ts';
import type { Lang } from '#shared/i18n/index.ts';
import { published, publishedRowExists } from '#server/db/published.ts';

export const listContactCategories = (db: Kysely<Database>) =>
  db
    .selectFrom('contact_category')
    .select(['id', 'name_en', 'name_ne'])
    .where(published())
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

export const contactCategoryExists = (db: Kysely<Database>, id: number) =>
  publishedRowExists(db, 'contact_category', id);

export async function insertContactMessage(
  db: Kysely<Database>,
  form: ContactForm,
  lang: Lang,
): Promise<number> {
  const row = await db
    .insertInto('contact_message')
    .values({
      full_name: form.full_name,
      email: form.email,
      phone: form.phone,
      category_id: form.category,
      message: form.message,
      lang,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The id a stored message would plausibly get: what a honeypot answer shows. */
export async function nextContactMessageId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('contact_message')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}
