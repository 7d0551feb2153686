// Indexes for every list query's WHERE and ORDER BY, found with EXPLAIN QUERY PLAN (SQLite) on the
// demo data: without them these lists scanned their table and sorted it in a temporary B-tree.
// Every index ends with the id because every ORDER BY does (a total order, so pages never overlap):
// SQLite appends the rowid to an index by itself, PostgreSQL does not. A descending ORDER BY uses
// the same index read backwards in both databases.
// Flags are bound as parameters (`is_urgent = ?`), which a partial index (`WHERE is_urgent = 1`)
// cannot match in SQLite's planner, so flags lead composite indexes instead.
import type { Kysely } from 'kysely';

// Migrations are written against an untyped Kysely: the schema types describe the latest state only.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** New indexes: [name, table, columns]. */
const added: [string, string, string[]][] = [
  // /events/temples: order by sort_order, id.
  ['heritage_site_sort_idx', 'heritage_site', ['sort_order', 'id']],
  // The latest festivals (/events/festivals/latest): order by created_at desc, id desc.
  ['festival_created_idx', 'festival', ['created_at', 'id']],
  // The organisation chart (/base/employees): where in_org_chart = 1 order by sort_order, id.
  ['employee_org_chart_idx', 'employee', ['in_org_chart', 'sort_order', 'id']],
  // Urgent (ticker) and popup notices: one flag, newest first.
  ['notice_urgent_idx', 'notice', ['is_urgent', 'created_at', 'id']],
  ['notice_popup_idx', 'notice', ['is_popup', 'created_at', 'id']],
  // The heritage page's gallery strip: where in_heritage_strip = 1, newest first.
  ['gallery_heritage_strip_idx', 'gallery_image', ['in_heritage_strip', 'created_at', 'id']],
  // Calendar months and upcoming occasions: a start_date range ordered by start_date, id; end_date
  // is filtered from the index entry without reading the row.
  ['occasion_start_idx', 'occasion', ['start_date', 'id', 'end_date']],
];

/** Indexes of 001 that now end with the id: [name, table, old columns, new columns]. */
const replaced: [string, string, string[], string[]][] = [
  ['notice_branch_idx', 'notice', ['branch_id', 'created_at'], ['branch_id', 'created_at', 'id']],
  ['article_branch_idx', 'article', ['branch_id', 'created_at'], ['branch_id', 'created_at', 'id']],
  ['festival_branch_idx', 'festival', ['branch_id', 'start_date'], ['branch_id', 'start_date', 'id']],
  ['occasion_branch_idx', 'occasion', ['branch_id', 'start_date'], ['branch_id', 'start_date', 'id']],
  ['law_category_idx', 'law', ['category_id', 'created_at'], ['category_id', 'created_at', 'id']],
  ['employee_branch_idx', 'employee', ['branch_id', 'sort_order'], ['branch_id', 'sort_order', 'id']],
  [
    'employee_department_idx',
    'employee',
    ['department_id', 'sort_order'],
    ['department_id', 'sort_order', 'id'],
  ],
];

/** Superseded by occasion_start_idx, which also orders by id. */
const dropped: [string, string, string[]] = ['occasion_dates_idx', 'occasion', ['start_date', 'end_date']];

export async function up(db: AnyDb): Promise<void> {
  for (const [name, table, columns] of added) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  for (const [name, table, , columns] of replaced) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  await db.schema.dropIndex(dropped[0]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.createIndex(dropped[0]).on(dropped[1]).columns(dropped[2]).execute();
  for (const [name, table, columns] of replaced) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  for (const [name] of added) await db.schema.dropIndex(name).execute();
}
