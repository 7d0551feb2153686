// The complaint reports of the staff area (issue 26 step 5): counts by branch, category, status and month,
// and the median and 90th-percentile days to a first reply and to closing, of the complaints the staff
// member may see (their branch, or every branch).
import { z } from 'zod';
import { reportCalendar } from '../complaint-record.ts';
import { caseStatus } from './cases.ts';

export const caseReportQuery = z.object({ calendar: reportCalendar.default('bs') });

const named = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_ne: z.string(),
  count: z.number().int(),
});
const durations = z.object({
  /** How many complaints these figures come from (answered, or closed). */
  count: z.number().int(),
  median: z.number().nullable(),
  p90: z.number().nullable(),
});

export const caseReportResponse = z.object({
  data: z.object({
    calendar: reportCalendar,
    total: z.number().int(),
    byBranch: z.array(named),
    byCategory: z.array(named),
    byStatus: z.array(z.object({ status: caseStatus, count: z.number().int() })),
    /** `YYYY-MM` in the calendar asked for, oldest first. */
    byMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
    firstReply: durations,
    close: durations,
  }),
});
export type CaseReport = z.infer<typeof caseReportResponse>['data'];
