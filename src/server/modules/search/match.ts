// Which index entries a query's words match (db/search-index.ts): every word, in either language (the
// folded text holds both), under any of its spelling keys (a Devanagari word also by its roman key: ADR
// 043). Each word is found through the database's own index: FTS5's trigram index on SQLite (a word of
// three or more characters; shorter ones are compared directly), pg_trgm's on PostgreSQL.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { isSqlite } from '#server/db/dialect-helpers.ts';
import { visibleToPublic } from '#server/db/published.ts';
import { spellingKeys } from '#shared/search-spelling.ts';

type Entries = SelectQueryBuilder<Database, 'search_entry', object>;
interface FtsJoinable {
  innerJoin(table: unknown, on: (join: { on(expression: unknown): unknown }) => unknown): Entries;
}

/**
 * What a query word must match: any of its spelling keys. A trigram index needs three characters: a word
 * of three or more is found anywhere (part of a word too); one of two characters at the start or end of a
 * word (`रथ` finds `रथ`, `रथयात्रा`, `मनोरथ`), a single character only as a whole word. A key is held to
 * its word's length (रथ's roman key `rat` is no more found inside `arati` than रथ inside अरथी).
 * The same on both databases.
 */
function termVariants(term: string): string[] {
  const termLength = [...term].length;
  return spellingKeys(term).flatMap((key) => {
    const length = Math.min(termLength, [...key].length);
    if (length >= 3) return [key];
    return length === 2 ? [` ${key}`, `${key} `] : [` ${key} `];
  });
}

/** PostgreSQL: each word through pg_trgm's index on LIKE (searchTerms leaves no `%`, `_` or `"`). */
function containing(term: string) {
  return sql<boolean>`(${sql.join(
    termVariants(term).map((variant) => sql`search_entry.folded like ${`%${variant}%`}`),
    sql` or `,
  )})`;
}

/** SQLite: every word in one FTS5 query over the trigram index (phrases: ten times faster than LIKE). */
const ftsQuery = (terms: string[]) =>
  terms
    .map(
      (term) =>
        `(${termVariants(term)
          .map((variant) => `"${variant}"`)
          .join(' OR ')})`,
    )
    .join(' AND ');

export function matching(db: Kysely<Database>, terms: string[], now: string): Entries {
  let query = db.selectFrom('search_entry').where(visibleToPublic(now)) as Entries;
  if (isSqlite(db)) {
    // Driven from the full-text index: the join lets SQLite start from the matches, not the table.
    // (search_fts is FTS5's virtual table, outside the typed schema: joined by its rowid.)
    return (query as unknown as FtsJoinable)
      .innerJoin(sql`search_fts`.as('search_fts'), (join) =>
        join.on(sql<boolean>`search_fts.rowid = search_entry.rowid`),
      )
      .where(sql<boolean>`search_fts match ${ftsQuery(terms)}`);
  }
  for (const term of terms) query = query.where(containing(term));
  return query;
}
