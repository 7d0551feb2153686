// What the feeds list: the items the public may see, newest first, with the address of each one's own
// page, for the kinds whose description asks for a feed (shared/kinds/descriptions.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { kindSpecs, type KindSpec } from '#shared/kinds/descriptions.ts';
import type { FeedKind } from '#shared/feed-paths.ts';
import { publicRows } from './public-rows.ts';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';

export interface SiteItem {
  path: string;
  title_en: string;
  title_ne: string;
  text_en: string;
  text_ne: string;
  created_at: string;
}

/** The newest items of a kind, for its feed: its title field, and its search text as the summary. */
export async function newestItems(db: Kysely<Database>, kind: FeedKind, limit: number): Promise<SiteItem[]> {
  const spec: KindSpec = kindSpecs[kind];
  const face = spec.public!;
  const title = spec.admin.title;
  const text = face.search!.text;
  // A rich text body's words (ADR 031): a feed's summary is plain text.
  const words = spec.fields.some((field) => field.name === text && field.type === 'richtext')
    ? plainTextOf
    : (value: string) => value;
  const rows = await publicRows(db, [spec])
    .select([
      'id',
      `${title}_en as title_en`,
      `${title}_ne as title_ne`,
      `${text}_en as text_en`,
      `${text}_ne as text_ne`,
      'created_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    path: face.item!(row.id),
    title_en: String(row.title_en ?? ''),
    title_ne: String(row.title_ne ?? ''),
    text_en: words(String(row.text_en ?? '')),
    text_ne: words(String(row.text_ne ?? '')),
    created_at: String(row.created_at),
  }));
}
