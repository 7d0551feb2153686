// The site search over search_entry (db/search-index.ts): every word of the query must appear, in
// either language, by any of its spelling keys (match.ts). Ranked: a match in the title first, then the
// newest. When nothing matches, a "did you mean" (suggest.ts).
import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { SearchQuery, SearchResponse, SearchResult } from '#shared/contract/search.ts';
import { SEARCH_TYPES, searchTerms, snippetOf, type SearchType } from '#shared/search.ts';
import { spellingKeys } from '#shared/search-spelling.ts';
import { matching } from './match.ts';
import { suggestionFor } from './suggest.ts';

export async function searchSite(
  db: Kysely<Database>,
  query: SearchQuery,
  now = new Date().toISOString(),
): Promise<SearchResponse> {
  const terms = searchTerms(query.q);
  const answer = (
    data: SearchResult[],
    total: number,
    types: SearchResponse['types'],
    suggestion: string | null = null,
  ) => ({
    data,
    total_items: total,
    total_pages: Math.ceil(total / query.pageSize),
    page: query.page,
    page_size: query.pageSize,
    terms,
    types,
    suggestion,
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
  // Nothing at all: perhaps a typing slip; the nearest words of the index's vocabulary are offered.
  if (types.length === 0) return answer([], 0, [], await suggestionFor(db, terms, now));

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
    .orderBy(
      sql`case when ${sql.join(
        spellingKeys(terms[0]!).map((key) => sql`search_entry.folded_title like ${`%${key}%`}`),
        sql` or `,
      )} then 0 else 1 end`,
    )
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
