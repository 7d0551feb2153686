// Edited content as editors see it: every row (drafts, scheduled, trashed), filtered by what the public
// would see now, limited to a branch editor's branch. One set of queries for every kind: the table comes
// from its description (kinds.ts), so the queries see every content table through the columns they all
// have (`EditedRow`) and name the kind's own columns as its description spells them; the schemas at the
// edges check the rest.
import { sql, type Generated, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { likePattern } from '#server/db/dialect-helpers.ts';
import { paginate } from '#server/db/paging.ts';
import type { ContentListQuery, Visibility } from '#shared/contract/admin/content.ts';
import { namesOf, type ContentTable, type EditedItem } from '#shared/contract/admin/content-kinds.ts';
import { indexItem } from '#server/db/search-index.ts';
import type { RefTable } from '#shared/kinds/fields.ts';
import { newRowColumns, toItem, toRow, type KindDefinition } from './kinds.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** What every content table has (migrations 006, 007), and the kind's own columns by name. */
interface EditedRow {
  id: Generated<number>;
  status: string;
  publish_at: string | null;
  unpublish_at: string | null;
  deleted_at: string | null;
  updated_at: string | null;
  [column: string]: unknown;
}
type ContentDb = Kysely<Record<ContentTable, EditedRow>>;
/** The database seen as its content tables (each has every column of `EditedRow`). */
const contentDb = (db: Db) => db as unknown as ContentDb;

function visibilityCondition(visibility: Visibility, now: string) {
  const live = sql`deleted_at is null`;
  switch (visibility) {
    case 'trashed':
      return sql<SqlBool>`deleted_at is not null`;
    case 'draft':
    case 'archived':
      return sql<SqlBool>`${live} and status = ${visibility}`;
    case 'scheduled':
      return sql<SqlBool>`${live} and status = 'published' and publish_at > ${now}`;
    case 'expired':
      return sql<SqlBool>`${live} and status = 'published' and unpublish_at <= ${now}`;
    default:
      return sql<SqlBool>`${live} and status = 'published' and (publish_at is null or publish_at <= ${now}) and (unpublish_at is null or unpublish_at > ${now})`;
  }
}

/** The kind's rows (kinds sharing a table are told apart by their fixed columns), with their latest revision. */
function select(db: Db, kind: KindDefinition) {
  const revision = sql<number>`(select coalesce(max(r.number), 0) from revision r where r.entity = ${kind.table} and r.entity_id = ${sql.ref(`${kind.table}.id`)})`;
  let rows = contentDb(db)
    .selectFrom(kind.table)
    .select([...kind.columns])
    .select(revision.as('revision'));
  for (const [column, value] of Object.entries(kind.spec.fixed ?? {})) {
    rows = rows.where(sql.ref(column), '=', value);
  }
  return rows;
}

const orderings = {
  newest: ['created_at', 'desc'],
  sort_order: ['sort_order', 'asc'],
  start_date: ['start_date', 'desc'],
} as const;

export function listItems(db: Db, kind: KindDefinition, query: ContentListQuery, scope: number | null) {
  const now = new Date().toISOString();
  let rows = select(db, kind).where(
    query.visibility ? visibilityCondition(query.visibility, now) : sql<SqlBool>`deleted_at is null`,
  );
  if (kind.spec.access.branchOwned) {
    if (scope !== null) rows = rows.where(sql.ref('branch_id'), '=', scope);
    if (query.branch) rows = rows.where(sql.ref('branch_id'), '=', query.branch);
  }
  if (query.q) {
    const pattern = likePattern(query.q);
    const texts = kind.spec.fields.filter((field) => field.bilingual).flatMap(namesOf);
    rows = rows.where((eb) =>
      eb.or(texts.map((column) => eb(eb.fn('lower', [sql.ref(column)]), 'like', pattern))),
    );
  }
  const [column, direction] = orderings[kind.spec.order];
  return paginate(rows.orderBy(sql.ref(column), direction).orderBy('id', direction), query, (row) =>
    toItem(kind, row, now),
  );
}

export async function findItem(db: Db, kind: KindDefinition, id: number): Promise<EditedItem | null> {
  const row = await select(db, kind).where('id', '=', id).executeTakeFirst();
  return row ? toItem(kind, row) : null;
}

export async function insertItem(
  db: Db,
  kind: KindDefinition,
  edit: Record<string, unknown>,
): Promise<number> {
  const row = await contentDb(db)
    .insertInto(kind.table)
    .values({ ...newRowColumns(kind), ...toRow(kind, edit), updated_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await indexItem(db, kind.table, row.id);
  return row.id;
}

export async function updateItem(db: Db, kind: KindDefinition, id: number, changes: Record<string, unknown>) {
  await contentDb(db)
    .updateTable(kind.table)
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  await indexItem(db, kind.table, id);
}

/** Whether an item a reference names exists and is not in the trash. */
export async function liveItemExists(db: Db, table: RefTable, id: number): Promise<boolean> {
  const found = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return found !== undefined;
}
