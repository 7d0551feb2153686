// "Did you mean": when a query finds nothing, each of its words that finds nothing alone is replaced by
// the most similar word of the index's vocabulary (db/search-vocabulary.ts): the share of trigrams the
// two have in common, as pg_trgm measures it, computed the same way on every database (ADR 043).
// A suggestion is offered only when it finds something.
import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { searchTerms } from '#shared/search.ts';
import { spellingKeys, trigramsOf } from '#shared/search-spelling.ts';
import { matching } from './match.ts';

/** How alike two words must be to be offered (pg_trgm's default threshold is 0.3). */
const MIN_SIMILARITY = 0.35;
/** Candidates read per word, the most trigrams in common first. */
const CANDIDATES = 100;

const finds = async (db: Kysely<Database>, terms: string[], now: string) =>
  (await matching(db, terms, now)
    .select(sql`1`.as('found'))
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** The vocabulary's word most like a query word, as it should be shown; null when none is near. */
async function nearestWord(db: Kysely<Database>, term: string): Promise<string | null> {
  const key = spellingKeys(term)[0];
  if (!key || [...key].length < 3) return null;
  const grams = trigramsOf(key);
  // A word sharing fewer trigrams than this cannot reach the threshold, however short it is.
  const least = Math.max(1, Math.ceil(grams.length * MIN_SIMILARITY));
  const rows = await sql<{ word: string; shown: string; shared: number | string }>`
    select search_word.word, search_word.shown, count(*) as shared
    from search_word_trigram inner join search_word on search_word.word = search_word_trigram.word
    where search_word_trigram.trigram in (${sql.join(grams)})
    group by search_word.word, search_word.shown
    having count(*) >= ${least}
    order by count(*) desc, search_word.word
    limit ${CANDIDATES}`.execute(db);
  const scored = rows.rows
    .map((row) => {
      const shared = Number(row.shared);
      const score = shared / (grams.length + trigramsOf(row.word).length - shared);
      return { ...row, score, gap: Math.abs([...row.word].length - [...key].length) };
    })
    .filter((row) => row.score >= MIN_SIMILARITY && row.word !== key)
    .sort((a, b) => b.score - a.score || a.gap - b.gap || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  return scored[0]?.shown ?? null;
}

/** The query with its unknown words replaced by their nearest known ones, if that finds something. */
export async function suggestionFor(
  db: Kysely<Database>,
  terms: string[],
  now: string,
): Promise<string | null> {
  const words: string[] = [];
  let changed = false;
  for (const term of terms) {
    if (await finds(db, [term], now)) {
      words.push(term);
      continue;
    }
    const near = await nearestWord(db, term);
    if (!near) return null;
    words.push(near);
    changed = true;
  }
  if (!changed) return null;
  const suggestion = words.join(' ');
  return (await finds(db, searchTerms(suggestion), now)) ? suggestion : null;
}
