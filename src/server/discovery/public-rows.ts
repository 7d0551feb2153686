// The public rows of a kind, read from its description (shared/kinds/descriptions.ts) for the feeds and
// the sitemap: its table, the columns that tell it from kinds sharing the table, what the public may see.
// The query is written once for every kind, so it sees the tables through the columns they all have
// (the publishing ones, `id`) and names the kind's own columns as its description spells them.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { published } from '../db/published.ts';
import type { ContentTable, KindSpec } from '#shared/kinds/descriptions.ts';

/** What every content table has, and the kind's own columns by name (text, dates, the kind column). */
interface ContentRow {
  id: number;
  [column: string]: string | number | null;
}
type ContentTables = Record<ContentTable, ContentRow>;

/** The database seen as content tables (every one of them has the columns of `ContentRow`). */
const contentTablesOf = (db: Kysely<Database>) => db as unknown as Kysely<ContentTables>;

/** A kind's rows the public may see (only that kind's, where kinds share a table). */
export function publicRows(db: Kysely<Database>, specs: readonly KindSpec[]) {
  const table = specs[0]!.table;
  let rows = contentTablesOf(db).selectFrom(table).where(published());
  const fixed = specs.flatMap((spec) => Object.entries(spec.fixed ?? {}));
  const columns = [...new Set(fixed.map(([column]) => column))];
  for (const column of columns) {
    const values = fixed.filter(([name]) => name === column).map(([, value]) => value);
    rows = rows.where(sql.ref(column), 'in', values);
  }
  return rows;
}
