// The site search over search_entry (db/search-index.ts): every word of the query must appear, in
// either language (the folded text holds both). Each word is found through the database's own index:
// FTS5's trigram index on SQLite (a word of three or more characters; shorter ones are compared
// directly), pg_trgm's on PostgreSQL. Ranked: a match in the title first, then the newest.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { isSqlite } from '#server/db/dialect-helpers.ts';
import { visibleToPublic } from '#server/db/published.ts';
import type { SearchQuery, SearchResponse, SearchResult } from '#shared/contract/search.ts';
import { SEARCH_TYPES, searchTerms, snippetOf, type SearchType } from '#shared/search.ts';

type Entries = SelectQueryBuilder<Database, 'search_entry', object>;
interface FtsJoinable {
  innerJoin(table: unknown, on: (join: { on(expression: unknown): unknown }) => unknown): Entries;
}

/**
 * What a folded word must match. A trigram index needs three characters: a word of three or more is
 * found anywhere (part of a word too); one of two characters at the start or end of a word (`रथ` finds
 * `रथ`, `रथयात्रा`, `मनोरथ`), a single character only as a whole word. The same on both databases.
 */
function termVariants(term: string): string[] {
  const length = [...term].length;
  if (length >= 3) return [term];
  return length === 2 ? [` ${term}`, `${term} `] : [` ${term} `];
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

function matching(db: Kysely<Database>, terms: string[], now: string): Entries {
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

export async function searchSite(
  db: Kysely<Database>,
  query: SearchQuery,
  now = new Date().toISOString(),
): Promise<SearchResponse> {
  const terms = searchTerms(query.q);
  const answer = (data: SearchResult[], total: number, types: SearchResponse['types']) => ({
    data,
    total_items: total,
    total_pages: Math.ceil(total / query.pageSize),
    page: query.page,
    page_size: query.pageSize,
    terms,
    types,
  });
  if (terms.length === 0) return answer([], 0, []);

  const counts = await matching(db, terms, now)
    .select(['type', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('type')
    .execute();
  const types = SEARCH_TYPES.flatMap((type) => {
    const row = counts.find((entry) => entry.type === type);
    return row ? [{ type, count: Number(row.count) }] : [];
  });
  const total = query.type
    ? (types.find((entry) => entry.type === query.type)?.count ?? 0)
    : types.reduce((sum, entry) => sum + entry.count, 0);

  let rows = matching(db, terms, now).select([
    'type',
    'item_id',
    'title_en',
    'title_ne',
    'text_en',
    'text_ne',
    'created_at',
  ]);
  if (query.type) rows = rows.where('type', '=', query.type);
  const page = await rows
    .orderBy(sql`case when search_entry.folded_title like ${`%${terms[0]}%`} then 0 else 1 end`)
    .orderBy(sql`coalesce(search_entry.created_at, '')`, 'desc')
    .orderBy('source')
    .orderBy('item_id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return answer(
    page.map((row) => ({
      type: row.type as SearchType,
      id: row.item_id,
      title_en: row.title_en,
      title_ne: row.title_ne,
      text_en: snippetOf(row.text_en, terms),
      text_ne: snippetOf(row.text_ne, terms),
      created_at: row.created_at,
    })),
    total,
    types,
  );
}
