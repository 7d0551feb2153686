import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { paginate } from '#server/db/paging.ts';
import type { PagingQuery } from '#shared/contract/common.ts';
import type { VacancyKind } from '#shared/contract/vacancy.ts';
import { published } from '#server/db/published.ts';
import { RELATED_ITEMS } from '#shared/contract/items.ts';

/** One kind of vacancy document, newest first. */
const newestDocuments = (db: Kysely<Database>, kind: VacancyKind) =>
  db
    .selectFrom('vacancy_document')
    .select([
      'id',
      'title_en',
      'title_ne',
      'description_en',
      'description_ne',
      'file',
      'image',
      'link',
      'created_at',
    ])
    .where('kind', '=', kind)
    .where(published())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');

export const pageVacancyDocuments = (db: Kysely<Database>, kind: VacancyKind, paging: PagingQuery) =>
  paginate(newestDocuments(db, kind), paging);

export const findVacancyDocument = (db: Kysely<Database>, kind: VacancyKind, id: number) =>
  newestDocuments(db, kind).where('id', '=', id).executeTakeFirst();

export const relatedVacancyDocuments = (db: Kysely<Database>, kind: VacancyKind, id: number) =>
  newestDocuments(db, kind).where('id', '!=', id).limit(RELATED_ITEMS).execute();
