// The complaint reports (issue 26 step 5) and the facts they and the public record (complaint-record.ts)
// are counted from: one read of the complaints within a staff member's scope, counted in TypeScript
// (report-figures.ts) so both databases give the same figures.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { caseStatuses, type CaseStatus } from '#shared/contract/admin/cases.ts';
import type { CaseReport } from '#shared/contract/admin/case-reports.ts';
import type { ReportCalendar } from '#shared/contract/complaint-record.ts';
import {
  closeDays,
  durationFigures,
  groupBy,
  monthOf,
  replyDays,
  type ComplaintFact,
} from './report-figures.ts';
import { complaintInScope } from './scope.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Every complaint within the scope (null: all), as facts: no name, contact, text or reference. */
export async function loadComplaintFacts(db: Db, scope: number | null): Promise<ComplaintFact[]> {
  return db
    .selectFrom('complaint as c')
    .innerJoin('complaint_category as cat', 'cat.id', 'c.category_id')
    .leftJoin('branch as b', 'b.id', 'c.branch_id')
    .select([
      'c.branch_id as branchId',
      'b.name_en as branchEn',
      'b.name_ne as branchNe',
      'c.category_id as categoryId',
      'cat.name_en as categoryEn',
      'cat.name_ne as categoryNe',
      'c.status',
      'c.created_at as createdAt',
      'c.first_reply_at as firstReplyAt',
      'c.closed_at as closedAt',
    ])
    .where(complaintInScope(scope))
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

/** Counts per named group (branch or category), most first, then by name. */
function namedCounts(
  facts: ComplaintFact[],
  of: (fact: ComplaintFact) => { id: number; en: string; ne: string },
) {
  return [...groupBy(facts, (fact) => of(fact).id).values()]
    .map((group) => {
      const { id, en, ne } = of(group[0]!);
      return { id, name_en: en, name_ne: ne, count: group.length };
    })
    .sort((a, b) => b.count - a.count || a.name_en.localeCompare(b.name_en));
}

/** The staff report of the given complaints, months in the given calendar. */
export function caseReport(facts: ComplaintFact[], calendar: ReportCalendar): CaseReport {
  const byStatus = groupBy(facts, (fact) => fact.status);
  const byMonth = groupBy(facts, (fact) => monthOf(fact.createdAt, calendar));
  return {
    calendar,
    total: facts.length,
    byBranch: namedCounts(facts, (fact) => ({
      id: fact.branchId,
      en: fact.branchEn ?? '',
      ne: fact.branchNe ?? '',
    })),
    byCategory: namedCounts(facts, (fact) => ({
      id: fact.categoryId,
      en: fact.categoryEn,
      ne: fact.categoryNe,
    })),
    byStatus: caseStatuses.map((status: CaseStatus) => ({
      status,
      count: byStatus.get(status)?.length ?? 0,
    })),
    byMonth: [...byMonth.entries()]
      .map(([month, group]) => ({ month, count: group.length }))
      .sort((a, b) => a.month.localeCompare(b.month)),
    firstReply: durationFigures(replyDays(facts)),
    close: durationFigures(closeDays(facts)),
  };
}
