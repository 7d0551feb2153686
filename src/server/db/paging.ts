// Paging in SQL: one count query and one LIMIT/OFFSET query, never slicing in memory.
// The caller's query must have a total order (end its ORDER BY with the id) so pages never overlap.
import type { SelectQueryBuilder } from 'kysely';
import type { Paged, PagingQuery } from '#shared/contract/common.ts';
import { tablesOfQuery } from './table-access.ts';
import { keptTotal } from './counts.ts';

export interface PagingOptions<Row> {
  /** Keep the list's total between requests under this key (db/counts.ts): the big public lists. */
  keepTotal?: { db: object; key: string };
  /**
   * The same query in the opposite order: pages in the second half are read from the end, so the last
   * page costs what the first does (an OFFSET steps over every row before it).
   */
  reversed?: SelectQueryBuilder<never, never, Row>;
  /**
   * Past the first pages, find the page's ids first (in a covering index, without reading the rows
   * skipped over), then read those rows, in the list's order: `rowsOf` answers the rows of those ids.
   */
  rowsOf?: (ids: SelectQueryBuilder<never, never, { id: number }>) => { execute: () => Promise<Row[]> };
}

/** From this many rows skipped, a page's ids are found first (options.rowsOf). */
const DEFERRED_FROM = 1000;

export async function paginate<DB, TB extends keyof DB, Row, Item = Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  { page, pageSize }: PagingQuery,
  map: (row: Row) => Item = (row) => row as unknown as Item,
  options: PagingOptions<Row> = {},
): Promise<Paged<Item>> {
  const count = async () => {
    const countRow = await query
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirst();
    // PostgreSQL answers count() as a string.
    return Number((countRow as { count?: number | string } | undefined)?.count ?? 0);
  };
  const { keepTotal } = options;
  const totalItems = keepTotal
    ? await keptTotal(keepTotal.db, keepTotal.key, () => tablesOfQuery(query.toOperationNode()), count)
    : await count();
  const skipped = (page - 1) * pageSize;
  let rows: Row[] = [];
  if (totalItems > skipped) {
    // The page counted from the end when that is shorter: the rows after it are skipped.
    const fromEnd = options.reversed && skipped > totalItems / 2;
    const source = fromEnd ? options.reversed! : (query as unknown as SelectQueryBuilder<never, never, Row>);
    const offset = fromEnd ? Math.max(totalItems - skipped - pageSize, 0) : skipped;
    const page = source.limit(fromEnd ? Math.min(pageSize, totalItems - skipped) : pageSize).offset(offset);
    if (options.rowsOf && offset >= DEFERRED_FROM) {
      const ids = page.clearSelect().select('id' as never) as unknown as SelectQueryBuilder<
        never,
        never,
        { id: number }
      >;
      // rowsOf answers them in the list's own order.
      rows = await options.rowsOf(ids).execute();
    } else {
      rows = await page.execute();
      if (fromEnd) rows.reverse();
    }
  }
  return {
    data: rows.map(map),
    total_pages: Math.ceil(totalItems / pageSize),
    total_items: totalItems,
    page,
    page_size: pageSize,
  };
}

/** Flags are stored as 0/1 in both databases. */
export const toBoolean = (value: number | boolean | null | undefined): boolean =>
  value === 1 || value === true;
