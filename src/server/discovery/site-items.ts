// What the feeds and the sitemap list: the items the public may see, newest first, with the address of
// each one's own page (shared/item-paths.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { published } from '../db/published.ts';
import { itemPaths } from '../../shared/item-paths.ts';

export interface SiteItem {
  path: string;
  title_en: string;
  title_ne: string;
  text_en: string;
  text_ne: string;
  created_at: string;
}

import type { FeedKind } from '../../shared/feed-paths.ts';

interface Row {
  id: number;
  title_en: string;
  title_ne: string;
  text_en: string;
  text_ne: string;
  created_at: string;
}

const TEXTS = ['id', 'title_en', 'title_ne', 'text_en', 'text_ne', 'created_at'] as const;

/** The newest rows of a kind that the public may see. */
function newestRows(db: Kysely<Database>, kind: FeedKind, limit: number): Promise<Row[]> {
  if (kind === 'notices' || kind === 'articles') {
    return db
      .selectFrom(kind === 'notices' ? 'notice' : 'article')
      .select(TEXTS)
      .where(published())
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
  return db
    .selectFrom('vacancy_document')
    .select([
      'id',
      'title_en',
      'title_ne',
      'description_en as text_en',
      'description_ne as text_ne',
      'created_at',
    ])
    .where('kind', '=', kind === 'vacancies' ? 'notice' : 'result')
    .where(published())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

const pathOf: Record<FeedKind, (id: number) => string> = {
  notices: itemPaths.noticeItem,
  articles: itemPaths.articleItem,
  vacancies: itemPaths.vacancyItem,
  results: itemPaths.resultItem,
};

/** The newest items of a kind, for its feed. */
export async function newestItems(db: Kysely<Database>, kind: FeedKind, limit: number): Promise<SiteItem[]> {
  const rows = await newestRows(db, kind, limit);
  return rows.map(({ id, ...row }) => ({ ...row, path: pathOf[kind](id) }));
}
