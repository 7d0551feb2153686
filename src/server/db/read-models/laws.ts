// Law queries shared by the laws module and the home page's latest updates (site module),
// which may not import each other.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Law } from '#shared/contract/laws.ts';
import { published } from '../published.ts';

/**
 * Laws newest first with their category (a left join, so a law without a matching category still
 * lists): add where/limit, or paginate() with toLaw.
 */
export const newestLaws = (db: Kysely<Database>) =>
  db
    .selectFrom('law')
    .leftJoin('law_category as c', (join) => join.onRef('c.id', '=', 'law.category_id').on(published('c')))
    .select([
      'law.id',
      'law.title_en',
      'law.title_ne',
      'law.description_en',
      'law.description_ne',
      'law.file',
      'law.created_at',
      'law.category_id',
      'c.id as c_id',
      'c.name_en as c_name_en',
      'c.name_ne as c_name_ne',
    ])
    .where(published('law'))
    .orderBy('law.created_at', 'desc')
    .orderBy('law.id', 'desc');

type LawRow = Awaited<ReturnType<ReturnType<typeof newestLaws>['executeTakeFirstOrThrow']>>;

/** The joined category columns become one nested category, null when the join found none. */
export const toLaw = ({ c_id, c_name_en, c_name_ne, ...law }: LawRow): Law => ({
  ...law,
  category: c_id === null ? null : { id: c_id, name_en: c_name_en ?? '', name_ne: c_name_ne ?? '' },
});
