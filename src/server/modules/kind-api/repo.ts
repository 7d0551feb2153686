// A kind's public items, read from its description: its published rows (discovery/public-rows.ts), in
// its order, with the columns its public answer names (shared/contract/kind-answers.ts).
import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { paginate } from '#server/db/paging.ts';
import { publicRows } from '#server/discovery/public-rows.ts';
import type { PagingQuery } from '#shared/contract/common.ts';
import type { KindSpec } from '#shared/contract/admin/content-kinds.ts';
import { fieldTypes } from '#shared/contract/admin/field-types.ts';
import { publicNames } from '#shared/contract/kind-answers.ts';
import { RELATED_ITEMS } from '#shared/contract/items.ts';

type Row = Record<string, unknown>;

/** The kind's order, ending with the id so pages never overlap. */
const ORDER: Record<KindSpec['order'], [string, 'asc' | 'desc'][]> = {
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  sort_order: [
    ['sort_order', 'asc'],
    ['id', 'asc'],
  ],
  start_date: [
    ['start_date', 'asc'],
    ['id', 'asc'],
  ],
};

function ordered(db: Kysely<Database>, spec: KindSpec) {
  let rows = publicRows(db, [spec]).select(publicNames(spec).map(({ name }) => name));
  for (const [column, direction] of ORDER[spec.order]) rows = rows.orderBy(sql.ref(column), direction);
  return rows;
}

/** A row as the public reads it: flags true or false. */
function toItem(spec: KindSpec, row: Row): Row {
  const item = { ...row };
  for (const { name, field } of publicNames(spec)) {
    const fromColumn = field && fieldTypes[field.type].fromColumn;
    if (fromColumn) item[name] = fromColumn(row[name]);
  }
  return item;
}

export const pageKindItems = (db: Kysely<Database>, spec: KindSpec, paging: PagingQuery) =>
  paginate(ordered(db, spec), paging, (row) => toItem(spec, row));

export async function findKindItem(db: Kysely<Database>, spec: KindSpec, id: number) {
  const row = await ordered(db, spec).where('id', '=', id).executeTakeFirst();
  return row ? toItem(spec, row) : null;
}

export async function relatedKindItems(db: Kysely<Database>, spec: KindSpec, id: number) {
  const rows = await ordered(db, spec).where('id', '!=', id).limit(RELATED_ITEMS).execute();
  return rows.map((row) => toItem(spec, row));
}
