// The public record of complaint handling (issue 26 step 6, ADR 038). The complaints are private, so an
// answer that read them is never stored by the response cache (ADR 024); the record is published instead
// as a derived public table, complaint_record, holding only the figures that may be published (cells
// under 5 suppressed). A scheduled job (main.ts) recounts it; it writes only when a figure changed, and
// the write bumps content_version, which drops the stored record pages on every server.
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import {
  reportCalendars,
  type ComplaintRecord,
  type ReportCalendar,
} from '#shared/contract/complaint-record.ts';
import {
  closeDays,
  groupBy,
  monthOf,
  PUBLIC_MINIMUM,
  publishedCount,
  publishedMedian,
  replyDays,
  type ComplaintFact,
} from './report-figures.ts';
import { loadComplaintFacts } from './report.ts';

type RecordRow = Database['complaint_record'];

/** How often the record is recounted: its figures are at most this old. */
export const RECORD_EVERY_MS = 15 * 60_000;

/** The published rows of the given complaints: per calendar, month and branch, suppressed under 5. */
function recordRows(facts: readonly ComplaintFact[]): RecordRow[] {
  return reportCalendars.flatMap((calendar) =>
    [...groupBy(facts, (fact) => `${monthOf(fact.createdAt, calendar)} ${fact.branchId}`).values()].map(
      (group): RecordRow => ({
        calendar,
        month: monthOf(group[0]!.createdAt, calendar),
        branch_id: group[0]!.branchId,
        received: publishedCount(group.length),
        reply_median_days: publishedMedian(replyDays(group)),
        close_median_days: publishedMedian(closeDays(group)),
      }),
    ),
  );
}

const keyOf = (row: RecordRow) => `${row.calendar} ${row.month} ${row.branch_id}`;
const sameRows = (a: RecordRow[], b: RecordRow[]) => {
  const stored = new Map(a.map((row) => [keyOf(row), JSON.stringify(row)]));
  return a.length === b.length && b.every((row) => stored.get(keyOf(row)) === JSON.stringify(row));
};

/**
 * Recounts the record from the complaints; replaces the table (one transaction) only when a published
 * figure changed, so the stored pages stay while nothing did. True when it wrote.
 */
export async function refreshComplaintRecord(db: Kysely<Database>): Promise<boolean> {
  const rows = recordRows(await loadComplaintFacts(db, null));
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('complaint_record')
      .select(['calendar', 'month', 'branch_id', 'received', 'reply_median_days', 'close_median_days'])
      .execute();
    if (sameRows(stored, rows)) return false;
    await trx.deleteFrom('complaint_record').execute();
    if (rows.length) await trx.insertInto('complaint_record').values(rows).execute();
    return true;
  });
}

/** The record as published, newest month first, then by branch. Reads public tables only. */
export async function readComplaintRecord(
  db: Kysely<Database>,
  calendar: ReportCalendar,
): Promise<ComplaintRecord> {
  const rows = await db
    .selectFrom('complaint_record as r')
    .innerJoin('branch as b', 'b.id', 'r.branch_id')
    .select([
      'r.month',
      'r.branch_id',
      'b.name_en',
      'b.name_ne',
      'r.received',
      'r.reply_median_days',
      'r.close_median_days',
    ])
    .where('r.calendar', '=', calendar)
    .orderBy('r.month', 'desc')
    .orderBy('b.name_en')
    .orderBy('r.branch_id')
    .execute();
  return {
    calendar,
    minimum: PUBLIC_MINIMUM,
    rows: rows.map((row) => ({
      month: row.month,
      branch: { id: row.branch_id, name_en: row.name_en, name_ne: row.name_ne },
      received: row.received,
      replyMedianDays: row.reply_median_days === null ? null : Number(row.reply_median_days),
      closeMedianDays: row.close_median_days === null ? null : Number(row.close_median_days),
    })),
  };
}
