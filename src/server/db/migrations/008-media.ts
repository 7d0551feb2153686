// The media library (shared/contract/admin/media.ts): one row per uploaded file, its WebP copies as JSON.
// Files are named by their content hash under UPLOAD_DIR/public/media, so rows can share one file.
import type { Kysely } from 'kysely';
import { isSqlite } from './dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const sqlite = isSqlite(db);
  await db.schema
    .createTable('media')
    .addColumn('id', sqlite ? 'integer' : 'serial', (c) =>
      sqlite ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('alt_ne', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('variants_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('media_created_idx').on('media').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('media_hash_idx').on('media').columns(['hash']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('media').execute();
}
