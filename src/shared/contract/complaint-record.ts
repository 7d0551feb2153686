// The public record of complaint handling (issue 26 step 6, ADR 038): per branch and month, how many
// complaints arrived and the median days to a first reply and to closing. Only aggregates, and none about
// fewer than 5 complaints: null stands for "fewer than 5" (docs/citizen-data.md).
import { z } from 'zod';

/** The calendar months are counted in: Bikram Sambat (Nepali pages) or AD (English pages). */
export const reportCalendars = ['bs', 'ad'] as const;
export type ReportCalendar = (typeof reportCalendars)[number];
export const reportCalendar = z.enum(reportCalendars, { error: 'validation.calendar_invalid' });

export const complaintRecordQuery = z.object({ calendar: reportCalendar.default('bs') });

const complaintRecordRow = z.object({
  /** `YYYY-MM` in the calendar asked for. */
  month: z.string(),
  branch: z.object({ id: z.number().int(), name_en: z.string(), name_ne: z.string() }),
  /** Complaints that arrived that month; null: 1 to 4. */
  received: z.number().int().nullable(),
  /** Median days to the first reply, of those answered; null: fewer than 5 answered. */
  replyMedianDays: z.number().nullable(),
  /** Median days to closing, of those closed; null: fewer than 5 closed. */
  closeMedianDays: z.number().nullable(),
});
export type ComplaintRecordRow = z.infer<typeof complaintRecordRow>;

export const complaintRecordResponse = z.object({
  data: z.object({
    calendar: reportCalendar,
    /** No figure about fewer complaints than this is published. */
    minimum: z.number().int(),
    /** Newest month first, then by branch. */
    rows: z.array(complaintRecordRow),
  }),
});
export type ComplaintRecord = z.infer<typeof complaintRecordResponse>['data'];
