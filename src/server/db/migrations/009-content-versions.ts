// The response cache's shared clock (ADR 024): one row per table, its version bumped by every write that
// reaches it, so each app server drops what it stored from a table another server changed. And indexes
// that find the next scheduled publishing time of each content table without reading the table, and
// one that covers the public notice list.
import type { Kysely } from 'kysely';
import { PUBLISHED_TABLES } from './006-publishing.ts';
import { TABLES } from './007-publishing-everywhere.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

/** The content tables migrations 006 and 007 gave publishing times. */
const SCHEDULED_TABLES = [...PUBLISHED_TABLES, ...TABLES];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('table_name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  for (const table of SCHEDULED_TABLES) {
    for (const column of ['publish_at', 'unpublish_at']) {
      await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
    }
  }
  // Everything the public notice list filters and sorts by, so a page deep in a million notices finds its
  // ids in the index alone (db/paging.ts). It leads as 006's status index did, which it replaces.
  await db.schema.dropIndex('notice_status_idx').execute();
  await db.schema
    .createIndex('notice_visible_idx')
    .on('notice')
    .columns(['status', 'created_at', 'id', 'deleted_at', 'publish_at', 'unpublish_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('notice_visible_idx').execute();
  await db.schema
    .createIndex('notice_status_idx')
    .on('notice')
    .columns(['status', 'created_at', 'id'])
    .execute();
  for (const table of SCHEDULED_TABLES) {
    for (const column of ['publish_at', 'unpublish_at']) {
      await db.schema.dropIndex(`${table}_${column}_idx`).execute();
    }
  }
  await db.schema.dropTable('content_version').execute();
}
