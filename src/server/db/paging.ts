// Paging in SQL: one count query and one LIMIT/OFFSET query, never slicing in memory.
// The caller's query must have a total order (end its ORDER BY with the id) so pages never overlap.
import type { SelectQueryBuilder } from 'kysely';
import type { Paged, PagingQuery } from '../../shared/contract/common.ts';

export async function paginate<DB, TB extends keyof DB, Row, Item = Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  { page, pageSize }: PagingQuery,
  map: (row: Row) => Item = (row) => row as unknown as Item,
): Promise<Paged<Item>> {
  const countRow = await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  // PostgreSQL answers count() as a string.
  const totalItems = Number((countRow as { count?: number | string } | undefined)?.count ?? 0);
  const rows =
    totalItems > (page - 1) * pageSize
      ? await query
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute()
      : [];
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
