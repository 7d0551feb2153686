import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { paginate } from '#server/db/paging.ts';
import { newestArticles } from '#server/db/read-models/articles.ts';
import type { PagingQuery } from '#shared/contract/common.ts';
import { RELATED_ITEMS } from '#shared/contract/items.ts';

export const pageArticles = (db: Kysely<Database>, paging: PagingQuery) =>
  paginate(newestArticles(db), paging);

/** An unknown branch simply has no articles. */
export const pageBranchArticles = (db: Kysely<Database>, branchId: number, paging: PagingQuery) =>
  paginate(newestArticles(db).where('branch_id', '=', branchId), paging);

export const findArticle = (db: Kysely<Database>, id: number) =>
  newestArticles(db).where('id', '=', id).executeTakeFirst();

export const relatedArticles = (db: Kysely<Database>, id: number) =>
  newestArticles(db).where('id', '!=', id).limit(RELATED_ITEMS).execute();
