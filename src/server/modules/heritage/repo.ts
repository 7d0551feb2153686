import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { paginate } from '#server/db/paging.ts';
import type { PagingQuery } from '#shared/contract/common.ts';
import { published } from '#server/db/published.ts';
import { imagePosition } from '#server/db/read-models/focal-point.ts';

export const pageHeritageSites = (db: Kysely<Database>, paging: PagingQuery) =>
  paginate(
    db
      .selectFrom('heritage_site')
      .select([
        'id',
        'image',
        'name_en',
        'name_ne',
        'subtitle_en',
        'subtitle_ne',
        'description_en',
        'description_ne',
      ])
      .select(imagePosition('heritage_site'))
      .where(published())
      .orderBy('sort_order')
      .orderBy('id'),
    paging,
  );
