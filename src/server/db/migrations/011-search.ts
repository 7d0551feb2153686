// The site search's index (db/search-index.ts): search_entry, and the database's own fast substring
// matching on its folded text: an FTS5 trigram index on SQLite (kept in step by triggers), pg_trgm's
// GIN index on PostgreSQL. Filled from the content already stored, by this migration's own frozen copy
// of the indexing of 2026-11 (below): today's db/search-index.ts follows today's tables, and a later
// column change there must not break migrating a fresh database through 011.
import { sql, type Kysely } from 'kysely';
import { isSqlite } from './dialect.ts';

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
  await indexStoredContent(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isSqlite(db)) {
    await sql`drop table if exists search_fts`.execute(db);
  } else {
    await sql`drop index if exists search_entry_folded_trgm`.execute(db);
  }
  await db.schema.dropTable('search_entry').execute();
}

// ---- The frozen indexing: db/search-index.ts and shared/search.ts's foldForSearch as of this migration.

type Row = Record<string, unknown>;

interface Source {
  table: string;
  type: (row: Row) => string | null;
  title: [string, string];
  text: [string, string];
  extra?: [string, string];
  date?: string;
}

const VACANCY_TYPES: Record<string, string> = { notice: 'vacancy', result: 'result', syllabus: 'syllabus' };

const SOURCES: readonly Source[] = [
  {
    table: 'notice',
    type: () => 'notice',
    title: ['title_en', 'title_ne'],
    text: ['text_en', 'text_ne'],
    date: 'created_at',
  },
  {
    table: 'article',
    type: () => 'article',
    title: ['title_en', 'title_ne'],
    text: ['text_en', 'text_ne'],
    date: 'created_at',
  },
  {
    table: 'vacancy_document',
    type: (row) => VACANCY_TYPES[String(row.kind)] ?? null,
    title: ['title_en', 'title_ne'],
    text: ['description_en', 'description_ne'],
    date: 'created_at',
  },
  {
    table: 'law',
    type: () => 'law',
    title: ['title_en', 'title_ne'],
    text: ['description_en', 'description_ne'],
    date: 'created_at',
  },
  {
    table: 'festival',
    type: () => 'festival',
    title: ['title_en', 'title_ne'],
    text: ['description_en', 'description_ne'],
    extra: ['location_en', 'location_ne'],
    date: 'created_at',
  },
  {
    table: 'heritage_site',
    type: () => 'heritage',
    title: ['name_en', 'name_ne'],
    text: ['description_en', 'description_ne'],
    extra: ['subtitle_en', 'subtitle_ne'],
  },
  {
    table: 'branch',
    type: () => 'branch',
    title: ['name_en', 'name_ne'],
    text: ['location_en', 'location_ne'],
    date: 'created_at',
  },
];

const TEXT_KEPT = 2000;
const BATCH = 200;

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x966))
    .replace(/\s+/g, ' ')
    .trim();
}

const text = (row: Row, column: string | undefined) => (column ? String(row[column] ?? '') : '');

function entryOf(source: Source, row: Row) {
  const type = source.type(row);
  if (!type) return null;
  const [titleEn, titleNe] = source.title.map((column) => text(row, column)) as [string, string];
  const [textEn, textNe] = source.text.map((column) => text(row, column)) as [string, string];
  const extra = source.extra ? source.extra.map((column) => text(row, column)).join(' ') : '';
  return {
    source: source.table,
    item_id: Number(row.id),
    type,
    title_en: titleEn,
    title_ne: titleNe,
    text_en: textEn.slice(0, TEXT_KEPT),
    text_ne: textNe.slice(0, TEXT_KEPT),
    created_at: source.date ? (row[source.date] as string | null) : null,
    folded_title: fold(`${titleEn} ${titleNe}`),
    folded: ` ${fold(`${titleEn} ${titleNe} ${textEn} ${textNe} ${extra}`)} `,
    status: String(row.status ?? 'published'),
    deleted_at: (row.deleted_at as string | null) ?? null,
    publish_at: (row.publish_at as string | null) ?? null,
    unpublish_at: (row.unpublish_at as string | null) ?? null,
  };
}

async function indexStoredContent(db: AnyDb): Promise<void> {
  for (const source of SOURCES) {
    for (let offset = 0; ; offset += BATCH) {
      const rows = (await db
        .selectFrom(source.table)
        .selectAll()
        .orderBy('id')
        .limit(BATCH)
        .offset(offset)
        .execute()) as Row[];
      const entries = rows.map((row) => entryOf(source, row)).filter((entry) => entry !== null);
      if (entries.length) await db.insertInto('search_entry').values(entries).execute();
      if (rows.length < BATCH) break;
    }
  }
}
