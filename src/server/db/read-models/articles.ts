// Article queries shared by the articles module and the home page's latest updates (site module),
// which may not import each other. The column order is the key order of the JSON answers.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { visibleToPublic } from '../published.ts';
import { imagePosition } from './focal-point.ts';

/** What the public sees (ADR 022), newest first; the id breaks ties so pages never overlap. */
const byNewest = (db: Kysely<Database>) =>
  db.selectFrom('article').where(visibleToPublic()).orderBy('created_at', 'desc').orderBy('id', 'desc');

/** The fields both answers share, in the same order within each. */
const fields = ['title_en', 'title_ne', 'text_en', 'text_ne', 'image', 'file', 'created_at'] as const;

/** Articles as the articles API answers them, newest first: add where/limit or paginate(). */
export const newestArticles = (db: Kysely<Database>) =>
  byNewest(db)
    .select(['id', ...fields, 'branch_id'])
    .select(imagePosition('article'));

/** The same fields in the key order of the home page's latest articles (contract latestArticle). */
export const newestArticleSummaries = (db: Kysely<Database>) =>
  byNewest(db).select(['id', 'branch_id', ...fields]);
