// Media rows: stored files with their text, listed newest first; the trash hides a row, never its files
// (a page in a cache may still show them).
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { likePattern } from '#server/db/dialect-helpers.ts';
import { paginate } from '#server/db/paging.ts';
import type { MediaEdit, MediaItem, MediaListQuery, MediaText } from '#shared/contract/admin/media.ts';
import type { StoredMedia } from './store.ts';

const columns = [
  'id',
  'kind',
  'url',
  'mime',
  'size',
  'width',
  'height',
  'name',
  'alt_ne',
  'alt_en',
  'variants_json',
  'focal_x',
  'focal_y',
  'created_at',
  'deleted_at',
] as const;

type Row = Pick<
  Database['media'],
  Exclude<(typeof columns)[number], 'id' | 'alt_ne' | 'alt_en' | 'variants_json' | 'focal_x' | 'focal_y'>
> & {
  id: number;
  alt_ne: string;
  alt_en: string;
  variants_json: string;
  focal_x: number;
  focal_y: number;
};

/** A row as the API answers it, before its uses are looked up (usage.ts). */
type StoredItem = Omit<MediaItem, 'used_by'>;

const toItem = ({ variants_json, ...row }: Row): StoredItem => ({
  ...row,
  kind: row.kind as MediaItem['kind'],
  variants: JSON.parse(variants_json) as MediaItem['variants'],
  // pg answers integers as numbers, SQLite too; both as stored.
  focal_x: Number(row.focal_x),
  focal_y: Number(row.focal_y),
});

export function listMedia(db: Kysely<Database>, query: MediaListQuery) {
  let rows = db
    .selectFrom('media')
    .select(columns)
    .where('deleted_at', query.trashed ? 'is not' : 'is', null);
  if (query.kind) rows = rows.where('kind', '=', query.kind);
  if (query.q) {
    const pattern = likePattern(query.q);
    rows = rows.where((eb) =>
      eb.or(
        (['name', 'alt_ne', 'alt_en'] as const).map((column) =>
          eb(eb.fn('lower', [column]), 'like', pattern),
        ),
      ),
    );
  }
  return paginate(rows.orderBy('created_at', 'desc').orderBy('id', 'desc'), query, (row) =>
    toItem(row as Row),
  );
}

export async function findMedia(db: Kysely<Database>, id: number): Promise<StoredItem | null> {
  const row = await db.selectFrom('media').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toItem(row as Row) : null;
}

export async function insertMedia(
  db: Kysely<Database>,
  stored: StoredMedia,
  text: MediaText & { name: string },
  authorId: string,
): Promise<number> {
  const { variants, ...file } = stored;
  const row = await db
    .insertInto('media')
    .values({
      ...file,
      ...text,
      variants_json: JSON.stringify(variants),
      created_by: authorId,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMedia(
  db: Kysely<Database>,
  id: number,
  changes: Partial<MediaEdit> & { deleted_at?: string | null },
) {
  await db.updateTable('media').set(changes).where('id', '=', id).execute();
}
