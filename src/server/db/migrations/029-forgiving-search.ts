// Search that forgives spelling (ADR 043): the index's folded text gains the spelling keys of
// shared/search-spelling.ts (vowel length, sibilants, nasals, halanta; roman keys of Devanagari words),
// and a vocabulary with its words' trigrams (db/search-vocabulary.ts) for "did you mean". Both are filled
// from the index as it stands: its folded text (011's folding of the item's full texts) gains the keys,
// and the vocabulary is read from its stored titles and texts, by this migration's frozen copy of the
// spelling code (spelling-2026-11.ts). The trigram index of 011 (FTS5 / pg_trgm) serves the new text.
import type { Kysely } from 'kysely';
import { foldForSearch, indexedSpelling, trigramsOf, vocabularyOf } from './spelling-2026-11.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('search_word')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .addColumn('shown', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('search_word_trigram')
    .addColumn('trigram', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_word_trigram_pk', ['trigram', 'word'])
    .execute();
  const words = await addSpellingKeys(db);
  await fillVocabulary(db, words);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('search_word_trigram').execute();
  await db.schema.dropTable('search_word').execute();
  // The folded text keeps its spelling keys: 011's queries still find what they found (a visitor's word
  // misses only where its spelling was folded). Migrating up again adds keys of keys, a harmless superset.
}

interface Entry {
  source: string;
  item_id: number;
  title_en: string;
  title_ne: string;
  text_en: string;
  text_ne: string;
  folded_title: string;
  folded: string;
}

const BATCH = 200;

/** Writes each entry's folded text again with its spelling keys; answers the index's vocabulary. */
async function addSpellingKeys(db: AnyDb): Promise<Map<string, string>> {
  const words = new Map<string, string>();
  for (let offset = 0; ; offset += BATCH) {
    const rows = (await db
      .selectFrom('search_entry')
      .select(['source', 'item_id', 'title_en', 'title_ne', 'text_en', 'text_ne', 'folded_title', 'folded'])
      .orderBy('source')
      .orderBy('item_id')
      .limit(BATCH)
      .offset(offset)
      .execute()) as Entry[];
    for (const row of rows) {
      await db
        .updateTable('search_entry')
        .set({
          folded_title: indexedSpelling(row.folded_title),
          folded: ` ${indexedSpelling(row.folded.trim())} `,
        })
        .where('source', '=', row.source)
        .where('item_id', '=', row.item_id)
        .execute();
      const texts = `${row.title_en} ${row.text_en} ${row.title_ne} ${row.text_ne}`;
      for (const [word, shown] of vocabularyOf(foldForSearch(texts))) {
        if (!words.has(word)) words.set(word, shown);
      }
    }
    if (rows.length < BATCH) break;
  }
  return words;
}

/** Rows per insert: two parameters each, far below either database's limit. */
const INSERT_ROWS = 2000;

async function fillVocabulary(db: AnyDb, words: Map<string, string>): Promise<void> {
  const entries = [...words];
  for (let i = 0; i < entries.length; i += INSERT_ROWS) {
    await db
      .insertInto('search_word')
      .values(entries.slice(i, i + INSERT_ROWS).map(([word, shown]) => ({ word, shown })))
      .execute();
  }
  const grams = entries.flatMap(([word]) => trigramsOf(word).map((trigram) => ({ trigram, word })));
  for (let i = 0; i < grams.length; i += INSERT_ROWS) {
    await db
      .insertInto('search_word_trigram')
      .values(grams.slice(i, i + INSERT_ROWS))
      .execute();
  }
}
