// The dashboard's content lists: scheduled, soon expiring and draft items of every kind the staff member
// may edit, read from the kinds' descriptions (never a list of kinds by hand). Each list is one query, a
// UNION ALL over the kinds' tables, ordered and limited in SQL, with its count: four queries in all,
// whatever the number of kinds.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { contentKinds, kindSpecs, type ContentKind, type KindSpec } from '#shared/kinds/descriptions.ts';
import { can } from '#shared/contract/admin/staff.ts';
import {
  DASHBOARD_LIST_LIMIT,
  EXPIRING_WITHIN_DAYS,
  type DashboardContentEntry,
} from '#shared/contract/admin/dashboard.ts';
import type { Staff } from '#server/auth/staff.ts';

type Bucket = 'scheduled' | 'expiring' | 'drafts';

/** Each list's condition, the moment it shows, and its order (the nearest first; drafts: newest saved). */
function bucketOf(bucket: Bucket, now: string, horizon: string) {
  const live = sql`deleted_at is null`;
  switch (bucket) {
    case 'scheduled':
      return {
        where: sql<SqlBool>`${live} and status = 'published' and publish_at > ${now}`,
        at: sql.ref('publish_at'),
        direction: sql`asc`,
      };
    case 'expiring':
      return {
        where: sql<SqlBool>`${live} and status = 'published' and (publish_at is null or publish_at <= ${now}) and unpublish_at > ${now} and unpublish_at <= ${horizon}`,
        at: sql.ref('unpublish_at'),
        direction: sql`asc`,
      };
    case 'drafts':
      return {
        where: sql<SqlBool>`${live} and status = 'draft'`,
        at: sql.ref('updated_at'),
        direction: sql`desc`,
      };
  }
}

/** The kinds this staff member may edit, as each kind's access rule says. */
export function editableKinds(staff: Staff): ContentKind[] {
  if (!can(staff.role, 'content.edit')) return [];
  return contentKinds.filter((kind) => kindSpecs[kind].access.allows(staff));
}

/** One kind's rows of a list: its fixed columns (kinds sharing a table) and the branch of a branch editor. */
function kindRows(kind: ContentKind, bucket: ReturnType<typeof bucketOf>, scope: number | null) {
  const spec: KindSpec = kindSpecs[kind];
  const conditions: RawBuilder<unknown>[] = [bucket.where];
  for (const [column, value] of Object.entries(spec.fixed ?? {})) {
    conditions.push(sql`${sql.ref(column)} = ${value}`);
  }
  if (spec.access.branchOwned && scope !== null) conditions.push(sql`branch_id = ${scope}`);
  const title = spec.admin.title;
  return sql`select ${sql.lit(kind)} as kind, id, ${sql.ref(`${title}_en`)} as title_en, ${sql.ref(`${title}_ne`)} as title_ne, ${bucket.at} as at from ${sql.table(spec.table)} where ${sql.join(conditions, sql` and `)}`;
}

async function readBucket(
  db: Kysely<Database>,
  kinds: ContentKind[],
  which: Bucket,
  scope: number | null,
  now: string,
  horizon: string,
) {
  const bucket = bucketOf(which, now, horizon);
  const union = sql.join(
    kinds.map((kind) => kindRows(kind, bucket, scope)),
    sql` union all `,
  );
  const [rows, count] = await Promise.all([
    sql<DashboardContentEntry>`select * from (${union}) as entries order by at ${bucket.direction}, kind, id limit ${DASHBOARD_LIST_LIMIT}`.execute(
      db,
    ),
    sql<{ total: number | string }>`select count(*) as total from (${union}) as entries`.execute(db),
  ]);
  return {
    total: Number(count.rows[0]?.total ?? 0),
    items: rows.rows.map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      title_en: row.title_en ?? '',
      title_ne: row.title_ne ?? '',
      at: row.at ?? null,
    })),
  };
}

/** Scheduled, soon expiring and draft items, or null for a role that edits no content. */
export async function contentLists(db: Kysely<Database>, staff: Staff, now = new Date()) {
  const kinds = editableKinds(staff);
  if (kinds.length === 0) return null;
  const at = now.toISOString();
  const horizon = new Date(now.getTime() + EXPIRING_WITHIN_DAYS * 86_400_000).toISOString();
  const read = (bucket: Bucket) => readBucket(db, kinds, bucket, staff.scope, at, horizon);
  const [scheduled, expiring, drafts] = await Promise.all([
    read('scheduled'),
    read('expiring'),
    read('drafts'),
  ]);
  return { scheduled, expiring, drafts };
}
