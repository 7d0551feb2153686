// A complaint's deadlines (issue 26), fixed when it arrives from the response times of its category in
// the settings then (shared/contract/complaint-deadlines.ts): a later change of the settings does not move
// a promise already made. "Overdue": open, and past its first-reply time with no reply yet, or past its
// closing time.
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { dueTimes, responseTimesFor } from '#shared/contract/complaint-deadlines.ts';
import { readOneSettingGroup } from '#server/db/read-models/setting-groups.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function complaintDueTimes(db: Db, categoryId: number, receivedAt: string) {
  const group = await readOneSettingGroup(db, 'complaint_deadlines');
  return dueTimes(receivedAt, responseTimesFor(group, categoryId));
}

/** The open statuses: a closed case is never overdue. */
const OPEN_STATUSES = ['received', 'in_review'];

/** SQL: this complaint (alias `c`) is overdue at `now` (ISO text; stored times compare as text). */
export function overdueSql(now: string) {
  return sql<SqlBool>`(c.status in (${sql.join(OPEN_STATUSES)}) and ((c.first_reply_at is null and c.reply_due_at < ${now}) or c.close_due_at < ${now}))`;
}

/** SQL: the next deadline of an open complaint (its first reply's until answered, then its closing). */
export const nextDueSql = sql<
  string | null
>`case when c.status in (${sql.join(OPEN_STATUSES)}) then (case when c.first_reply_at is null then c.reply_due_at else c.close_due_at end) end`;
