// The daily digest of overdue complaints (issue 26 step 4): once a day (jobs/run-once.ts, the day's slot
// starts at 00:00 UTC, 05:45 in Nepal, before the office opens), each case officer with overdue complaints
// in what they may see gets one message listing them, through the mail outbox (ADR 035). A dedupe key per
// officer and Nepal day queues it once, however often the job runs. Like every case notice, it names
// references, branches and deadlines, never a citizen's details.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { formatDate } from '#shared/calendar/format.ts';
import { nepalToday } from '#shared/calendar/nepal-time.ts';
import type { Database } from '#server/db/schema.ts';
import { queueMail, type OutgoingMail } from '#server/mail/outbox.ts';
import { overdueSql } from './deadlines.ts';
import { staffCaseUrl } from './notices.ts';

const MOST_LISTED = 50;

export async function queueOverdueDigests(db: Kysely<Database>, publicUrl: string, now = new Date()) {
  const at = now.toISOString();
  const day = nepalToday(now);
  const officers = await db
    .selectFrom('auth_user')
    .select(['id', 'email', 'branchId'])
    .where('role', '=', 'case_officer')
    .where(sql<SqlBool>`not ${sql.ref('disabled')}`)
    .orderBy('email')
    .execute();
  const messages: OutgoingMail[] = [];
  for (const officer of officers) {
    let query = db
      .selectFrom('complaint as c')
      .leftJoin('branch as b', 'b.id', 'c.branch_id')
      .select([
        'c.id',
        'c.reference',
        'c.reply_due_at',
        'c.close_due_at',
        'c.first_reply_at',
        'b.name_en',
        'b.name_ne',
      ])
      .where(overdueSql(at))
      .orderBy('c.created_at')
      .limit(MOST_LISTED + 1);
    if (officer.branchId !== null) query = query.where('c.branch_id', '=', officer.branchId);
    const overdue = await query.execute();
    if (!overdue.length) continue;
    const shown = overdue.slice(0, MOST_LISTED);
    const lines = shown.map((row) => {
      const due = row.first_reply_at ? row.close_due_at : row.reply_due_at;
      return `- ${row.reference ?? row.id} · ${row.name_ne ?? ''} / ${row.name_en ?? ''} · ${formatDate(due, 'ne')} / ${formatDate(due, 'en')} · ${staffCaseUrl(publicUrl, row.id)}`;
    });
    const more = overdue.length > MOST_LISTED ? [`… ${MOST_LISTED}+`] : [];
    messages.push({
      topic: 'case.overdue_digest',
      to: officer.email,
      subject: `समय नाघेका गुनासो / Overdue complaints: ${overdue.length > MOST_LISTED ? `${MOST_LISTED}+` : shown.length}`,
      text: [
        `आज (${formatDate(day, 'ne')}) समय नाघेका गुनासो:`,
        `Overdue complaints today (${formatDate(day, 'en')}):`,
        '',
        ...lines,
        ...more,
      ].join('\n'),
      dedupeKey: `overdue-digest:${officer.id}:${day}`,
    });
  }
  await queueMail(db, messages, now);
  return messages.length;
}
