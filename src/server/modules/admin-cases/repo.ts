// Complaints and contact messages as cases: one query shape for both kinds, limited to the staff member's
// branch where they have one. Every change writes its timeline entry and its audit entry in one transaction.
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { likePattern } from '#server/db/dialect-helpers.ts';
import { paginate } from '#server/db/paging.ts';
import { nextDueSql, overdueSql } from '#server/cases/deadlines.ts';
import { complaintInScope } from '#server/cases/scope.ts';
import type {
  CaseDetail,
  CaseFilters,
  CaseKind,
  CaseListQuery,
  CaseNote,
  CaseStatus,
  CaseSummary,
} from '#shared/contract/admin/cases.ts';
import { phoneDigitsOf, statusTransitions } from '#shared/contract/admin/cases.ts';
import type { Paged } from '#shared/contract/common.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A phone typed with other separators than the stored one (`98-4123 4567` for `9841234567`): the stored
 * number without spaces, dashes and brackets contains the typed digits. `digits` holds digits only.
 */
const phoneMatches = (column: Expression<string | null>, digits: string): Expression<SqlBool> =>
  sql<SqlBool>`replace(replace(replace(replace(coalesce(${column}, ''), ' ', ''), '-', ''), '(', ''), ')', '') like ${`%${digits}%`}`;

/** Nepal's calendar day ends 5:45 after UTC's; filters by day compare the stored UTC instants as text. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:45`).toISOString();
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00+05:45`) + 86_400_000).toISOString();

/** The filters, and the moment "overdue" is judged at (now, unless a test says otherwise). */
type QueryFilters = Partial<CaseFilters> & { kind: CaseFilters['kind']; now?: string };

function complaintQuery(db: Db, filters: QueryFilters, scope: number | null) {
  let query = db
    .selectFrom('complaint as c')
    .innerJoin('complaint_category as cat', 'cat.id', 'c.category_id')
    .leftJoin('branch as b', 'b.id', 'c.branch_id')
    .leftJoin('auth_user as u', 'u.id', 'c.assigned_user_id')
    .select([
      'c.id',
      'c.reference',
      'c.title',
      'c.name',
      'c.status',
      'c.branch_id as branchId',
      'b.name_en as branch_en',
      'b.name_ne as branch_ne',
      'cat.name_en as category_en',
      'cat.name_ne as category_ne',
      'u.name as assignedTo',
      'c.created_at as createdAt',
      'c.updated_at as updatedAt',
      'c.first_reply_at as firstReplyAt',
      'c.reply_due_at as replyDueAt',
      'c.close_due_at as closeDueAt',
      nextDueSql.as('dueAt'),
      overdueSql(filters.now ?? new Date().toISOString()).as('overdue'),
    ]);
  query = query.where(complaintInScope(scope));
  if (filters.overdue) query = query.where(overdueSql(filters.now ?? new Date().toISOString()));
  if (filters.status) query = query.where('c.status', '=', filters.status);
  if (filters.branch) query = query.where('c.branch_id', '=', filters.branch);
  if (filters.category) query = query.where('c.category_id', '=', filters.category);
  if (filters.from) query = query.where('c.created_at', '>=', dayStart(filters.from));
  if (filters.to) query = query.where('c.created_at', '<', dayAfter(filters.to));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const digits = phoneDigitsOf(filters.q);
    query = query.where((eb) =>
      eb.or([
        ...(['c.title', 'c.details', 'c.name', 'c.reference', 'c.contact'] as const).map(
          (column): Expression<SqlBool> =>
            eb(eb.fn('lower', [eb.fn.coalesce(column, sql.lit(''))]), 'like', pattern),
        ),
        ...(digits ? [phoneMatches(sql.ref('c.contact'), digits)] : []),
      ]),
    );
  }
  return query;
}

function messageQuery(db: Db, filters: QueryFilters, scope: number | null) {
  let query = db
    .selectFrom('contact_message as m')
    .innerJoin('contact_category as cat', 'cat.id', 'm.category_id')
    .leftJoin('branch as b', 'b.id', 'm.branch_id')
    .leftJoin('auth_user as u', 'u.id', 'm.assigned_user_id')
    .select([
      'm.id',
      sql<string | null>`null`.as('reference'),
      sql<string>`substr(m.message, 1, 80)`.as('title'),
      'm.full_name as name',
      'm.status',
      'm.branch_id as branchId',
      'b.name_en as branch_en',
      'b.name_ne as branch_ne',
      'cat.name_en as category_en',
      'cat.name_ne as category_ne',
      'u.name as assignedTo',
      'm.created_at as createdAt',
      'm.updated_at as updatedAt',
      sql<string | null>`null`.as('firstReplyAt'),
      sql<string | null>`null`.as('replyDueAt'),
      sql<string | null>`null`.as('closeDueAt'),
      sql<string | null>`null`.as('dueAt'),
      sql<number>`0`.as('overdue'),
    ]);
  if (scope !== null) query = query.where('m.branch_id', '=', scope);
  if (filters.status) query = query.where('m.status', '=', filters.status);
  if (filters.branch) query = query.where('m.branch_id', '=', filters.branch);
  if (filters.category) query = query.where('m.category_id', '=', filters.category);
  if (filters.from) query = query.where('m.created_at', '>=', dayStart(filters.from));
  if (filters.to) query = query.where('m.created_at', '<', dayAfter(filters.to));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const digits = phoneDigitsOf(filters.q);
    query = query.where((eb) =>
      eb.or([
        ...(['m.message', 'm.full_name', 'm.phone', 'm.email'] as const).map((column): Expression<SqlBool> =>
          eb(eb.fn('lower', [eb.fn.coalesce(column, sql.lit(''))]), 'like', pattern),
        ),
        ...(digits ? [phoneMatches(sql.ref('m.phone'), digits)] : []),
      ]),
    );
  }
  return query;
}

type SummaryRow = Omit<CaseSummary, 'kind' | 'status' | 'overdue'> & {
  status: string;
  overdue: SqlBool | number | null;
};
const toSummary =
  (kind: CaseKind) =>
  (row: SummaryRow): CaseSummary => ({
    ...row,
    kind,
    status: row.status as CaseStatus,
    // SQLite answers 0/1, PostgreSQL a boolean.
    overdue: row.overdue === true || Number(row.overdue) === 1,
  });

export async function listCases(
  db: Db,
  query: CaseListQuery,
  scope: number | null,
): Promise<Paged<CaseSummary> & { overdueCount: number }> {
  const now = new Date().toISOString();
  const overdueCount = await countOverdue(db, scope, now);
  if (query.kind === 'message') {
    const page = await paginate(
      messageQuery(db, query, scope).orderBy('m.created_at', 'desc').orderBy('m.id', 'desc'),
      query,
      toSummary('message'),
    );
    return { ...page, overdueCount };
  }
  let list = complaintQuery(db, { ...query, now }, scope);
  // Urgency: open complaints first, the nearest (or longest passed) deadline first; then closed ones, newest.
  if (query.sort === 'urgency') {
    list = list
      .orderBy(sql`case when ${nextDueSql} is null then 1 else 0 end`)
      .orderBy(sql`coalesce(${nextDueSql}, '')`);
  }
  const page = await paginate(
    list.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc'),
    query,
    toSummary('complaint'),
  );
  return { ...page, overdueCount };
}

/** How many complaints within the scope are overdue now (the inbox's count and the staff area's badge). */
export async function countOverdue(db: Db, scope: number | null, now = new Date().toISOString()) {
  let query = db
    .selectFrom('complaint as c')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(overdueSql(now));
  query = query.where(complaintInScope(scope));
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Every case the filters match (CSV export), newest first, at most `limit`. */
export async function exportCases(db: Db, filters: CaseFilters, scope: number | null, limit: number) {
  if (filters.kind === 'message') {
    const rows = await messageQuery(db, filters, scope)
      .select(['m.phone as contact', 'm.email', 'm.message as text'])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      ...toSummary('message')(row),
      contact: row.contact,
      email: row.email,
      text: row.text,
    }));
  }
  const rows = await complaintQuery(db, filters, scope)
    .select(['c.contact', sql<string | null>`null`.as('email'), 'c.details as text'])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...toSummary('complaint')(row),
    contact: row.contact,
    email: row.email,
    text: row.text,
  }));
}

/**
 * The timeline of every case the filters match (the second CSV export): the same cases as exportCases
 * (the newest `limit`), each case's entries oldest first.
 */
export async function exportTimeline(db: Db, filters: CaseFilters, scope: number | null, limit: number) {
  const cases =
    filters.kind === 'message'
      ? messageQuery(db, filters, scope)
          .clearSelect()
          .select(['m.id', sql<string | null>`null`.as('reference'), 'm.created_at'])
          .orderBy('m.created_at', 'desc')
          .orderBy('m.id', 'desc')
          .limit(limit)
      : complaintQuery(db, filters, scope)
          .clearSelect()
          .select(['c.id', 'c.reference', 'c.created_at'])
          .orderBy('c.created_at', 'desc')
          .orderBy('c.id', 'desc')
          .limit(limit);
  const rows = await db
    .selectFrom('case_note as n')
    .innerJoin(cases.as('k'), 'k.id', 'n.case_id')
    .leftJoin('branch as bf', 'bf.id', 'n.branch_from')
    .leftJoin('branch as bt', 'bt.id', 'n.branch_to')
    .select([
      'bf.name_ne as fromNe',
      'bf.name_en as fromEn',
      'bt.name_ne as toNe',
      'bt.name_en as toEn',
      'n.case_id as caseId',
      'k.reference',
      'n.kind',
      'n.status_to as statusTo',
      'n.author_name as author',
      'n.body',
      'n.created_at as createdAt',
    ])
    .where('n.case_kind', '=', filters.kind)
    .orderBy('k.created_at', 'desc')
    .orderBy('n.case_id', 'desc')
    .orderBy('n.created_at')
    .orderBy('n.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    kind: row.kind as CaseNote['kind'],
    statusTo: row.statusTo as CaseStatus | null,
  }));
}

export interface CaseRecord {
  kind: CaseKind;
  id: number;
  branchId: number | null;
  status: CaseStatus;
  assignedUserId: string | null;
}

/** The case if it exists and is within the staff member's branch; null otherwise (answered 404 or 403). */
export async function findCase(db: Db, kind: CaseKind, id: number): Promise<CaseRecord | null> {
  const row =
    kind === 'complaint'
      ? await db
          .selectFrom('complaint')
          .select(['id', 'branch_id', 'status', 'assigned_user_id'])
          .where('id', '=', id)
          .executeTakeFirst()
      : await db
          .selectFrom('contact_message')
          .select(['id', 'branch_id', 'status', 'assigned_user_id'])
          .where('id', '=', id)
          .executeTakeFirst();
  if (!row) return null;
  return {
    kind,
    id: row.id,
    branchId: row.branch_id,
    status: row.status as CaseStatus,
    assignedUserId: row.assigned_user_id,
  };
}

async function caseNotes(db: Db, kind: CaseKind, id: number): Promise<CaseNote[]> {
  const rows = await db
    .selectFrom('case_note as n')
    .leftJoin('branch as bf', 'bf.id', 'n.branch_from')
    .leftJoin('branch as bt', 'bt.id', 'n.branch_to')
    .selectAll('n')
    .select(['bf.name_ne as from_ne', 'bf.name_en as from_en', 'bt.name_ne as to_ne', 'bt.name_en as to_en'])
    .where('n.case_kind', '=', kind)
    .where('n.case_id', '=', id)
    .orderBy('n.created_at')
    .orderBy('n.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as CaseNote['kind'],
    body: row.body,
    statusTo: row.status_to as CaseStatus | null,
    author: row.author_name,
    createdAt: row.created_at,
    forward:
      row.to_ne !== null && row.to_en !== null
        ? {
            from: row.from_ne !== null && row.from_en !== null ? { ne: row.from_ne, en: row.from_en } : null,
            to: { ne: row.to_ne, en: row.to_en },
          }
        : null,
  }));
}

export async function caseDetail(db: Db, kind: CaseKind, id: number): Promise<CaseDetail | null> {
  const filters = { kind } as CaseFilters;
  if (kind === 'complaint') {
    const row = await complaintQuery(db, filters, null)
      .select([
        'c.contact',
        'c.address',
        'c.details',
        'c.lang',
        'c.assigned_user_id',
        'c.closed_at',
        'c.attachment_name',
        'c.attachment_type',
        'c.attachment_size',
      ])
      .where('c.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const status = row.status as CaseStatus;
    return {
      ...toSummary('complaint')(row),
      contact: row.contact,
      email: null,
      address: row.address,
      text: row.details,
      lang: row.lang,
      assignedUserId: row.assigned_user_id,
      closedAt: row.closed_at,
      attachment:
        row.attachment_name && row.attachment_type
          ? { name: row.attachment_name, type: row.attachment_type, size: row.attachment_size ?? 0 }
          : null,
      notes: await caseNotes(db, kind, id),
      nextStatuses: [...statusTransitions[status]],
    };
  }
  const row = await messageQuery(db, filters, null)
    .select(['m.phone', 'm.email', 'm.message', 'm.lang', 'm.assigned_user_id', 'm.closed_at'])
    .where('m.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const status = row.status as CaseStatus;
  return {
    ...toSummary('message')(row),
    contact: row.phone,
    email: row.email,
    address: null,
    text: row.message,
    lang: row.lang,
    assignedUserId: row.assigned_user_id,
    closedAt: row.closed_at,
    attachment: null,
    notes: await caseNotes(db, kind, id),
    nextStatuses: [...statusTransitions[status]],
  };
}

const tableOf = (kind: CaseKind) => (kind === 'complaint' ? 'complaint' : 'contact_message');

export async function updateCase(
  db: Db,
  record: CaseRecord,
  changes: {
    status?: CaseStatus;
    closedAt?: string | null;
    branchId?: number | null;
    assignedUserId?: string | null;
  },
  now: string,
): Promise<void> {
  await db
    .updateTable(tableOf(record.kind))
    .set({
      updated_at: now,
      ...(changes.status ? { status: changes.status, closed_at: changes.closedAt ?? null } : {}),
      ...(changes.branchId !== undefined ? { branch_id: changes.branchId } : {}),
      ...(changes.assignedUserId !== undefined ? { assigned_user_id: changes.assignedUserId } : {}),
    } as never)
    .where('id', '=', record.id)
    .execute();
}

/** A complaint's first reply time, set by its first reply only. */
export async function markReplied(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('complaint')
    .set({ first_reply_at: now })
    .where('id', '=', id)
    .where('first_reply_at', 'is', null)
    .execute();
}

/**
 * Files a timeline entry. With a submission key already used on this case it files nothing and answers
 * false: the unique index decides, so two clicks at once cannot both get in (on either database).
 */
export async function addNote(
  db: Db,
  record: CaseRecord,
  note: {
    kind: CaseNote['kind'];
    body: string | null;
    statusTo?: CaseStatus;
    authorId: string;
    authorName: string;
    submissionKey?: string;
    /** A forward's branches. */
    branchFrom?: number | null;
    branchTo?: number;
  },
  now: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('case_note')
    .values({
      case_kind: record.kind,
      case_id: record.id,
      author_id: note.authorId,
      author_name: note.authorName,
      kind: note.kind,
      body: note.body,
      status_to: note.statusTo ?? null,
      created_at: now,
      submission_key: note.submissionKey ?? null,
      branch_from: note.branchFrom ?? null,
      branch_to: note.branchTo ?? null,
    })
    .onConflict((conflict) => conflict.columns(['case_kind', 'case_id', 'submission_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function attachmentOf(db: Db, id: number) {
  return db
    .selectFrom('complaint')
    .select(['attachment_path', 'attachment_name', 'attachment_type', 'attachment_size', 'branch_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Staff a case may be assigned to: case officers (of the branch, or of every branch) and administrators. */
export function listOfficers(db: Db) {
  return db
    .selectFrom('auth_user')
    .select(['id', 'name', 'branchId'])
    .where('role', 'in', ['case_officer', 'admin'])
    .where(sql<SqlBool>`not ${sql.ref('disabled')}`)
    .orderBy('name')
    .execute();
}

export async function branchExists(db: Db, branchId: number): Promise<boolean> {
  return !!(await db.selectFrom('branch').select('id').where('id', '=', branchId).executeTakeFirst());
}

/** Records that a staff member opened a case (once; later openings change nothing). */
export async function markSeen(db: Db, userId: string, kind: CaseKind, id: number): Promise<void> {
  await db
    .insertInto('case_seen')
    .values({ user_id: userId, case_kind: kind, case_id: id, seen_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'case_kind', 'case_id']).doNothing())
    .execute();
}

/** Open complaints within the scope this staff member has never opened. */
export async function countUnread(db: Db, userId: string, scope: number | null): Promise<number> {
  let query = db
    .selectFrom('complaint as c')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('c.status', 'in', ['received', 'in_review'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('case_seen as s')
            .select('s.case_id')
            .whereRef('s.case_id', '=', 'c.id')
            .where('s.case_kind', '=', 'complaint')
            .where('s.user_id', '=', userId),
        ),
      ),
    );
  query = query.where(complaintInScope(scope));
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}
