// Paging in SQL: one count query and one LIMIT/OFFSET query, never slicing in memory.
// The caller's query must have a total order (end its ORDER BY with the id) so pages never overlap.
import type { SelectQueryBuilder } from 'kysely';
import type { Paged, PagingQuery } from '../../shared/contract/common.ts';
import { tablesOfQuery } from '../cache/table-access.ts';
import { keptTotal } from './counts.ts';

export interface PagingOptions<Row> {
  /** Keep the list's total between requests under this key (db/counts.ts): the big public lists. */
  keepTotal?: { db: object; key: string };
  /**
   * The same query in the opposite order: pages in the second half are read from the end, so the last
   * page costs what the first does (an OFFSET steps over every row before it).
   */
  reversed?: { limit: (n: number) => { offset: (n: number) => { execute: () => Promise<Row[]> } } };
}

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
    ? await keptTotal(keepTotal.db, keepTotal.key, tablesOfQuery(query.toOperationNode()), count)
    : await count();
  const skipped = (page - 1) * pageSize;
  let rows: Row[] = [];
  if (totalItems > skipped) {
    const fromEnd = totalItems - skipped - pageSize;
    if (options.reversed && skipped > totalItems / 2) {
      // The page counted from the end: the rows after it are skipped, then put back in order.
      const fromTheEnd = await options.reversed
        .limit(Math.min(pageSize, totalItems - skipped))
        .offset(Math.max(fromEnd, 0))
        .execute();
      rows = fromTheEnd.reverse();
    } else rows = await query.limit(pageSize).offset(skipped).execute();
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
