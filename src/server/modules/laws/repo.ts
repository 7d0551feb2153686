import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { RELATED_ITEMS } from '#shared/contract/items.ts';
import { paginate } from '#server/db/paging.ts';
import { newestLaws, toLaw } from '#server/db/read-models/laws.ts';
import type { LawsQuery } from '#shared/contract/laws.ts';
import { published } from '#server/db/published.ts';

export const listLawCategories = (db: Kysely<Database>) =>
  db
    .selectFrom('law_category')
    .select(['id', 'name_en', 'name_ne'])
    .where(published())
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

/** Laws newest first, with their category, optionally of one category (an unknown one matches nothing). */
export function pageLaws(db: Kysely<Database>, { category, ...paging }: LawsQuery) {
  const query = newestLaws(db);
  return paginate(
    category === undefined ? query : query.where('law.category_id', '=', category),
    paging,
    toLaw,
  );
}

export async function findLaw(db: Kysely<Database>, id: number) {
  const row = await newestLaws(db).where('law.id', '=', id).executeTakeFirst();
  return row && toLaw(row);
}

/** The newest other laws of the same category. */
export async function relatedLaws(db: Kysely<Database>, law: { id: number; category_id: number }) {
  const rows = await newestLaws(db)
    .where('law.id', '!=', law.id)
    .where('law.category_id', '=', law.category_id)
    .limit(RELATED_ITEMS)
    .execute();
  return rows.map(toLaw);
}
