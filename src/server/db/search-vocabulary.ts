// The search's vocabulary (migration 029, ADR 043): every word of the indexed texts under its folded key
// (shared/search-spelling.ts), with the word to show, and each key's trigrams. When a query finds
// nothing, modules/search/suggest.ts looks its words up here by shared trigrams for a "did you mean".
// A plain table on every database (no pg_trgm, which a server may not allow and PGlite lacks unloaded).
// Words are added with the entries that hold them and never taken away: a suggestion is checked against
// the index before it is offered, so a word whose item went stays harmless.
// Untyped tables (outside schema.ts), written only with search_entry: their changes are its changes.
import { sql, type Kysely } from 'kysely';
import { foldForSearch } from '#shared/search.ts';
import { trigramsOf, vocabularyOf } from '#shared/search-spelling.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the vocabulary's tables are untyped
type AnyDb = Kysely<any>;

interface EntryTexts {
  title_en: string;
  title_ne: string;
  text_en: string;
  text_ne: string;
}

/** An entry's words: its stored titles and texts, English first (a roman key is then shown in English). */
export const entryVocabulary = (entry: EntryTexts) =>
  vocabularyOf(foldForSearch(`${entry.title_en} ${entry.text_en} ${entry.title_ne} ${entry.text_ne}`));

/** Rows per statement: two or three parameters each, far below either database's limit. */
const CHUNK = 2000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Inserts words the vocabulary does not hold, with their trigrams. */
async function insertWords(db: AnyDb, words: readonly [string, string][]): Promise<void> {
  for (const part of chunks(words)) {
    await db
      .insertInto('search_word')
      .values(part.map(([word, shown]) => ({ word, shown })))
      .execute();
  }
  const grams = words.flatMap(([word]) => trigramsOf(word).map((trigram) => ({ trigram, word })));
  for (const part of chunks(grams)) await db.insertInto('search_word_trigram').values(part).execute();
}

/** Adds the words the vocabulary lacks (a word already there keeps the form it was first shown in). */
export async function addToVocabulary(db: AnyDb, words: ReadonlyMap<string, string>): Promise<void> {
  const missing: [string, string][] = [];
  for (const part of chunks([...words.keys()])) {
    const known = new Set(
      (await db.selectFrom('search_word').select('word').where('word', 'in', part).execute()).map(
        (row: { word: string }) => row.word,
      ),
    );
    for (const word of part) if (!known.has(word)) missing.push([word, words.get(word)!]);
  }
  await insertWords(db, missing);
}

const BATCH = 500;

/** The vocabulary of the whole index, built again (after the seed, and by migration 029). */
export async function rebuildSearchVocabulary(db: AnyDb): Promise<number> {
  await sql`delete from search_word_trigram`.execute(db);
  await sql`delete from search_word`.execute(db);
  const words = new Map<string, string>();
  for (let offset = 0; ; offset += BATCH) {
    const rows = (await db
      .selectFrom('search_entry')
      .select(['title_en', 'title_ne', 'text_en', 'text_ne'])
      .orderBy('source')
      .orderBy('item_id')
      .limit(BATCH)
      .offset(offset)
      .execute()) as EntryTexts[];
    for (const row of rows) {
      for (const [word, shown] of entryVocabulary(row)) if (!words.has(word)) words.set(word, shown);
    }
    if (rows.length < BATCH) break;
  }
  await insertWords(db, [...words]);
  return words.size;
}
