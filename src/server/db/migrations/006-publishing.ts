// Publishing and history for edited content (docs/decisions/022-publishing-and-revisions.md): notices
// and articles first. A row is visible to the public when it is published, not in the trash, and inside its optional
// publish/unpublish times: scheduling needs no job, so it happens on time on every server at once.
// Every save keeps a revision (the whole editable row as JSON).
import type { Kysely } from 'kysely';
import { isSqlite } from './dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

/** The tables that carry publishing columns so far. */
export const PUBLISHED_TABLES = ['notice', 'article'] as const;

export async function up(db: AnyDb): Promise<void> {
  const sqlite = isSqlite(db);
  for (const table of PUBLISHED_TABLES) {
    await addPublishingColumns(db, table);
    await db.schema
      .createIndex(`${table}_status_idx`)
      .on(table)
      .columns(['status', 'created_at', 'id'])
      .execute();
  }
  await db.schema
    .createTable('revision')
    .addColumn('id', sqlite ? 'integer' : 'serial', (c) =>
      sqlite ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text')
    .addColumn('author_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('revision_entity_idx')
    .on('revision')
    .columns(['entity', 'entity_id', 'number'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('revision').ifExists().execute();
  for (const table of PUBLISHED_TABLES) {
    await db.schema.dropIndex(`${table}_status_idx`).ifExists().execute();
    await dropPublishingColumns(db, table);
  }
}

const PUBLISHING_COLUMNS = ['status', 'publish_at', 'unpublish_at', 'deleted_at', 'updated_at'];

/** Adds the publishing columns to a table (one statement each: SQLite alters one column at a time). */
export async function addPublishingColumns(db: AnyDb, table: string): Promise<void> {
  // Existing rows were public: they stay published.
  await db.schema
    .alterTable(table)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .execute();
  for (const column of PUBLISHING_COLUMNS.slice(1)) {
    await db.schema.alterTable(table).addColumn(column, 'text').execute();
  }
}

export async function dropPublishingColumns(db: AnyDb, table: string): Promise<void> {
  for (const column of PUBLISHING_COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
}
