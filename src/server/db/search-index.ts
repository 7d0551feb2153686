// The site search's index (search_entry, migration 011): one row per public content item with its
// texts in both languages, folded for matching (shared/search.ts), and copies of its publishing columns,
// so a query filters on visibility without reading nine tables. Kept in step by every write: the staff
// area's content writes (admin-content/repo.ts) index the item they wrote, the seed indexes everything
// (migration 011 filled the index with its own frozen copy of this code, 029 filled it again with the
// spelling keys of ADR 043). The databases' own engines make the substring matches fast: an FTS5 trigram
// index on SQLite, a pg_trgm index on PostgreSQL (migration 011). Each entry's words also go to the
// vocabulary that "did you mean" looks in (search-vocabulary.ts).
import type { Kysely } from 'kysely';
import { contentTables } from '#shared/kinds/derived.ts';
import { indexedText, type SearchType } from '#shared/search.ts';
import { contentKinds, kindSpecs, type KindSpec } from '#shared/kinds/descriptions.ts';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';
import { addToVocabulary, entryVocabulary, rebuildSearchVocabulary } from './search-vocabulary.ts';

// Untyped: each source names its table at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
type Row = Record<string, unknown>;

interface Source {
  table: string;
  /** The row's search type: that of the kind whose fixed columns it has (null: not searched). */
  type: (row: Row) => SearchType | null;
  title: [string, string];
  text: [string, string];
  /** The text is a rich text body (ADR 031): its words are indexed, not its markup. */
  rich: boolean;
  /** Words found but not shown (a festival's place, a heritage site's subtitle). */
  extra?: [string, string];
  date?: string;
}

const bothLanguages = (field: string): [string, string] => [`${field}_en`, `${field}_ne`];
const hasFixed = (spec: KindSpec, row: Row) =>
  Object.entries(spec.fixed ?? {}).every(([column, value]) => row[column] === value);

/**
 * One source per table of the kinds that ask to be found (kinds/descriptions.ts): kinds sharing a table
 * (vacancy notices, results, syllabuses) share its title and text columns and differ by type.
 */
const SEARCH_SOURCES: readonly Source[] = contentTables.flatMap((table) => {
  const found = contentKinds
    .map((kind) => kindSpecs[kind] as KindSpec)
    .filter((spec) => spec.table === table && spec.public?.search);
  const first = found[0];
  if (!first) return [];
  const search = first.public!.search!;
  return [
    {
      table,
      type: (row: Row) =>
        (found.find((spec) => hasFixed(spec, row))?.public!.search!.type as SearchType | undefined) ?? null,
      title: bothLanguages(first.admin.title),
      text: bothLanguages(search.text),
      rich: first.fields.some((field) => field.name === search.text && field.type === 'richtext'),
      ...(search.extra ? { extra: bothLanguages(search.extra) } : {}),
      ...(first.createdAt ? { date: 'created_at' } : {}),
    },
  ];
});

/** Stored text per language: enough for a snippet around any match. */
const TEXT_KEPT = 2000;

const text = (row: Row, column: string | undefined) => (column ? String(row[column] ?? '') : '');

function entryOf(source: Source, row: Row) {
  const type = source.type(row);
  if (!type) return null;
  const [titleEn, titleNe] = source.title.map((column) => text(row, column)) as [string, string];
  const [textEn, textNe] = source.text.map((column) =>
    source.rich ? plainTextOf(text(row, column)) : text(row, column),
  ) as [string, string];
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
    folded_title: indexedText(`${titleEn} ${titleNe}`),
    // Spaces around it: a short word is matched at a word's start or end (modules/search/repo.ts).
    folded: ` ${indexedText(`${titleEn} ${titleNe} ${textEn} ${textNe} ${extra}`)} `,
    status: String(row.status ?? 'published'),
    deleted_at: (row.deleted_at as string | null) ?? null,
    publish_at: (row.publish_at as string | null) ?? null,
    unpublish_at: (row.unpublish_at as string | null) ?? null,
  };
}

/** Brings one item's entry in step with its row (written, trashed, restored, or gone). */
export async function indexItem(db: AnyDb, table: string, id: number): Promise<void> {
  const source = SEARCH_SOURCES.find((candidate) => candidate.table === table);
  if (!source) return;
  await db.deleteFrom('search_entry').where('source', '=', table).where('item_id', '=', id).execute();
  const row = (await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()) as
    Row | undefined;
  const entry = row && entryOf(source, row);
  if (!entry) return;
  await db.insertInto('search_entry').values(entry).execute();
  await addToVocabulary(db, entryVocabulary(entry));
}

const BATCH = 200;

/** Indexes every item again (after the seed), and builds the vocabulary again from the index. */
export async function rebuildSearchIndex(db: AnyDb): Promise<number> {
  await db.deleteFrom('search_entry').execute();
  let count = 0;
  for (const source of SEARCH_SOURCES) {
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
      count += entries.length;
      if (rows.length < BATCH) break;
    }
  }
  await rebuildSearchVocabulary(db);
  return count;
}
