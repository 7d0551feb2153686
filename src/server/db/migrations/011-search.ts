// The site search's index (db/search-index.ts): search_entry, and the database's own fast substring
// matching on its folded text: an FTS5 trigram index on SQLite (kept in step by triggers), pg_trgm's
// GIN index on PostgreSQL. Filled from the content already stored.
import { sql, type Kysely } from 'kysely';
import { isSqlite } from '../dialect-helpers.ts';
import { rebuildSearchIndex } from '../search-index.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('search_entry')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_ne', 'text', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('text_ne', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text')
    .addColumn('folded_title', 'text', (c) => c.notNull())
    .addColumn('folded', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('publish_at', 'text')
    .addColumn('unpublish_at', 'text')
    .addPrimaryKeyConstraint('search_entry_pk', ['source', 'item_id'])
    .execute();
  await db.schema
    .createIndex('search_entry_type_idx')
    .on('search_entry')
    .columns(['type', 'created_at'])
    .execute();
  if (isSqlite(db)) {
    await sql`create virtual table search_fts using fts5(folded, content='search_entry', content_rowid='rowid', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger search_entry_ai after insert on search_entry begin
      insert into search_fts(rowid, folded) values (new.rowid, new.folded); end`.execute(db);
    await sql`create trigger search_entry_ad after delete on search_entry begin
      insert into search_fts(search_fts, rowid, folded) values ('delete', old.rowid, old.folded); end`.execute(
      db,
    );
    await sql`create trigger search_entry_au after update on search_entry begin
      insert into search_fts(search_fts, rowid, folded) values ('delete', old.rowid, old.folded);
      insert into search_fts(rowid, folded) values (new.rowid, new.folded); end`.execute(db);
  } else {
    // pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it. PGlite has it
    // only when loaded; without it the same LIKE queries scan, which the tests on PGlite accept.
    await sql`savepoint search_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index search_entry_folded_trgm on search_entry using gin (folded gin_trgm_ops)`.execute(
        db,
      );
      await sql`release savepoint search_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint search_trgm`.execute(db);
    }
  }
  await rebuildSearchIndex(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isSqlite(db)) {
    await sql`drop table if exists search_fts`.execute(db);
  } else {
    await sql`drop index if exists search_entry_folded_trgm`.execute(db);
  }
  await db.schema.dropTable('search_entry').execute();
}
