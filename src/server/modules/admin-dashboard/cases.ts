// The dashboard's cases: the open complaints and messages assigned to me, and the overdue complaints
// within my branch (the same rule as the inbox's count: server/cases/deadlines.ts). Case handlers only.
import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { nextDueSql, overdueSql } from '#server/cases/deadlines.ts';
import type { Staff } from '#server/auth/staff.ts';
import { can } from '#shared/contract/admin/staff.ts';
import { DASHBOARD_LIST_LIMIT, type DashboardCaseEntry } from '#shared/contract/admin/dashboard.ts';

const OPEN = ['received', 'in_review'];

const isTrue = (value: unknown) => value === true || Number(value) === 1;

function complaints(db: Kysely<Database>, scope: number | null, now: string) {
  let query = db
    .selectFrom('complaint as c')
    .select([
      'c.id',
      'c.reference',
      'c.title',
      'c.status',
      nextDueSql.as('dueAt'),
      overdueSql(now).as('overdue'),
    ]);
  if (scope !== null) query = query.where('c.branch_id', '=', scope);
  return query;
}

const toEntry =
  (kind: DashboardCaseEntry['kind']) =>
  (row: {
    id: number;
    reference: string | null;
    title: string;
    status: string;
    dueAt: string | null;
    overdue: unknown;
  }): DashboardCaseEntry => ({ ...row, kind, id: Number(row.id), overdue: isTrue(row.overdue) });

async function assignedToMe(db: Kysely<Database>, staff: Staff, now: string) {
  const mine = complaints(db, staff.scope, now)
    .where('c.assigned_user_id', '=', staff.id)
    .where('c.status', 'in', OPEN);
  let messages = db
    .selectFrom('contact_message as m')
    .where('m.assigned_user_id', '=', staff.id)
    .where('m.status', 'in', OPEN);
  if (staff.scope !== null) messages = messages.where('m.branch_id', '=', staff.scope);
  const [complaintRows, complaintCount, messageRows, messageCount] = await Promise.all([
    mine
      .orderBy(sql`coalesce(${nextDueSql}, '')`)
      .orderBy('c.id')
      .limit(DASHBOARD_LIST_LIMIT)
      .execute(),
    mine
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
    messages
      .select([
        'm.id',
        sql<string | null>`null`.as('reference'),
        sql<string>`substr(m.message, 1, 80)`.as('title'),
        'm.status',
        sql<string | null>`null`.as('dueAt'),
        sql<number>`0`.as('overdue'),
      ])
      .orderBy('m.created_at')
      .orderBy('m.id')
      .limit(DASHBOARD_LIST_LIMIT)
      .execute(),
    messages.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  const items = [...complaintRows.map(toEntry('complaint')), ...messageRows.map(toEntry('message'))];
  return {
    total: Number(complaintCount?.n ?? 0) + Number(messageCount?.n ?? 0),
    items: items.slice(0, DASHBOARD_LIST_LIMIT),
  };
}

async function overdue(db: Kysely<Database>, staff: Staff, now: string) {
  const late = complaints(db, staff.scope, now).where(overdueSql(now));
  const [rows, count] = await Promise.all([
    late
      .orderBy(sql`coalesce(${nextDueSql}, '')`)
      .orderBy('c.id')
      .limit(DASHBOARD_LIST_LIMIT)
      .execute(),
    late
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
  ]);
  return { total: Number(count?.n ?? 0), items: rows.map(toEntry('complaint')) };
}

/** My open cases and the overdue complaints I may see, or null for a role that handles none. */
export async function caseLists(db: Kysely<Database>, staff: Staff, now = new Date()) {
  if (!can(staff.role, 'cases.handle')) return null;
  const at = now.toISOString();
  const [assigned, late] = await Promise.all([assignedToMe(db, staff, at), overdue(db, staff, at)]);
  return { assigned, overdue: late };
}
