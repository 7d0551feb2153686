// Case handling for complaints and contact messages (docs/staff-area.md). A case moves
// received → in_review → resolved | rejected; resolved and rejected may be reopened to in_review.
import { z } from 'zod';
import { fromNepaliDigits } from '#shared/calendar/digits.ts';
import { idNumber, pagedResponse, pagingQuery } from '../common.ts';

export const caseKinds = ['complaint', 'message'] as const;
export type CaseKind = (typeof caseKinds)[number];
const caseKind = z.enum(caseKinds, { error: 'validation.case_kind_invalid' });

export const caseStatuses = ['received', 'in_review', 'resolved', 'rejected'] as const;
export type CaseStatus = (typeof caseStatuses)[number];
export const caseStatus = z.enum(caseStatuses, { error: 'validation.status_invalid' });

/** The statuses a case may move to from each status. */
export const statusTransitions: Record<CaseStatus, readonly CaseStatus[]> = {
  received: ['in_review', 'resolved', 'rejected'],
  in_review: ['resolved', 'rejected'],
  resolved: ['in_review'],
  rejected: ['in_review'],
};
export const isClosed = (status: CaseStatus) => status === 'resolved' || status === 'rejected';
/**
 * What a move needs besides the status (checked by the server, which knows the case's kind). A complaint
 * resolved or rejected needs a **reply** to the citizen: they see it on the status page, and "Rejected" with
 * no word is what a grievance office must never answer (issue 26). A contact message has no status page:
 * rejecting it needs a reason in the internal note, for the file.
 */
export const statusesNeedingReply: readonly CaseStatus[] = ['resolved', 'rejected'];
export const messageStatusesNeedingReason: readonly CaseStatus[] = ['rejected'];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date_invalid' });
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * What staff type in the search box, in the form the cases are stored in: Nepali digits as ASCII (the
 * confirmation shows the reference in Nepali digits), runs of spaces as one, and a reference in any
 * spelling (`gs 2083 1`, `GS-२०८३-०००००१`) as stored (`GS-2083-000001`).
 */
function normaliseCaseSearch(text: string): string {
  const plain = fromNepaliDigits(text).trim().replace(/\s+/g, ' ');
  const reference = /^gs\s*[-‐–]?\s*(\d{4})(?:\s*[-‐–]?\s*(\d{1,6}))?$/i.exec(plain);
  if (!reference) return plain;
  const [, year, sequence] = reference;
  return sequence === undefined ? `GS-${year}-` : `GS-${year}-${sequence.padStart(6, '0')}`;
}

/** The digits of a search that looks like a phone number (`98 4123-4567`, `+977…`), else null. */
export function phoneDigitsOf(search: string): string | null {
  if (!/^[\d+\-\s().]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  return digits.length >= 3 ? digits : null;
}

export const caseSorts = ['urgency', 'newest'] as const;

export const caseFilters = z.object({
  kind: z.preprocess(emptyToUndefined, caseKind.optional()).transform((kind) => kind ?? 'complaint'),
  status: z.preprocess(emptyToUndefined, caseStatus.optional()),
  branch: z.preprocess(emptyToUndefined, idNumber('validation.branch_unknown').optional()),
  category: z.preprocess(emptyToUndefined, idNumber('validation.category_unknown').optional()),
  from: z.preprocess(emptyToUndefined, isoDate.optional()),
  to: z.preprocess(emptyToUndefined, isoDate.optional()),
  q: z.preprocess(emptyToUndefined, z.string().max(200).transform(normaliseCaseSearch).optional()),
  /** Only complaints past a deadline (open, no reply by the reply time, or not closed by the closing time). */
  overdue: z.preprocess(emptyToUndefined, z.enum(['1'], { error: 'validation.invalid' }).optional()),
  /** `urgency` (the default): open cases by their next deadline, then closed ones; `newest`: by arrival. */
  sort: z
    .preprocess(emptyToUndefined, z.enum(caseSorts, { error: 'validation.invalid' }).optional())
    .transform((sort) => sort ?? 'urgency'),
});
export type CaseFilters = z.output<typeof caseFilters>;
export const caseListQuery = caseFilters.and(pagingQuery);
export type CaseListQuery = z.output<typeof caseListQuery>;

export const caseParams = z.object({ kind: caseKind, id: idNumber('validation.id_invalid') });

const caseSummary = z.object({
  id: z.number().int(),
  kind: caseKind,
  reference: z.string().nullable(),
  title: z.string(),
  name: z.string(),
  status: caseStatus,
  branchId: z.number().int().nullable(),
  branch_en: z.string().nullable(),
  branch_ne: z.string().nullable(),
  category_en: z.string(),
  category_ne: z.string(),
  assignedTo: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  /** Complaints only (null for messages): the first reply, and the deadlines fixed on arrival. */
  firstReplyAt: z.string().nullable(),
  replyDueAt: z.string().nullable(),
  closeDueAt: z.string().nullable(),
  /** The next deadline of an open complaint; null once closed. */
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
});
export type CaseSummary = z.infer<typeof caseSummary>;
export const caseListResponse = pagedResponse(caseSummary).extend({
  /** Overdue complaints this staff member may see, whatever the filters. */
  overdueCount: z.number().int(),
});

const caseNote = z.object({
  id: z.number().int(),
  /** `reply`: written to the citizen, shown on the status page; the others are for staff only. */
  kind: z.enum(['note', 'status', 'assignment', 'reply', 'forward']),
  body: z.string().nullable(),
  statusTo: caseStatus.nullable(),
  author: z.string().nullable(),
  createdAt: z.string(),
  /** A forward's branches by name (null: another kind of entry, or a forward older than the names). */
  forward: z
    .object({
      from: z.object({ ne: z.string(), en: z.string() }).nullable(),
      to: z.object({ ne: z.string(), en: z.string() }),
    })
    .nullable(),
});
export type CaseNote = z.infer<typeof caseNote>;

const caseDetail = caseSummary.extend({
  /** The citizen's details: shown to staff who handle the case only. */
  contact: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  text: z.string().nullable(),
  lang: z.string(),
  assignedUserId: z.string().nullable(),
  closedAt: z.string().nullable(),
  attachment: z.object({ name: z.string(), type: z.string(), size: z.number().int() }).nullable(),
  notes: z.array(caseNote),
  nextStatuses: z.array(caseStatus),
});
export type CaseDetail = z.infer<typeof caseDetail>;
export const caseDetailResponse = z.object({ data: caseDetail });

const replyText = z.string().trim().max(5000, { error: 'validation.too_long' });
const submissionKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'validation.invalid' })
  .optional();

export const caseStatusBody = z.object({
  status: caseStatus,
  /** Internal, for staff. */
  note: z.string().trim().max(5000, { error: 'validation.too_long' }).optional(),
  /** To the citizen (complaints): needed to resolve or reject (statusesNeedingReply). */
  reply: replyText.optional(),
});
/** A reply to the citizen without a change of status (complaints only), filed once per form like a note. */
export const caseReplyBody = z.object({
  body: replyText.min(1, { error: 'validation.reply_required' }),
  submissionKey,
});
/**
 * A note with the key its form was drawn with. The form's key is new each time the form is drawn, so a
 * second click or a resent page (a refresh after posting without JavaScript) carries the key already used
 * and files nothing new. A key, not "the same text by the same person lately": two identical notes
 * typed on purpose ("Phoned, no answer" twice a day) are both kept, and no time window has to be guessed.
 */
export const caseNoteBody = z.object({
  body: z
    .string({ error: 'validation.note_required' })
    .trim()
    .min(1, { error: 'validation.note_required' })
    .max(5000, { error: 'validation.too_long' }),
  submissionKey,
});
/** Forwarding a case to another branch: the branch and why (the timeline and the audit log keep both). */
export const caseForwardBody = z.object({
  branchId: z.coerce
    .number({ error: 'validation.branch_unknown' })
    .int()
    .positive({ error: 'validation.branch_unknown' }),
  reason: z
    .string({ error: 'validation.forward_reason_required' })
    .trim()
    .min(1, { error: 'validation.forward_reason_required' })
    .max(2000, { error: 'validation.too_long' }),
});
export const caseAssignBody = z.object({
  branchId: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().nullable().optional()),
  userId: z.preprocess(emptyToUndefined, z.string().max(64).nullable().optional()),
});

export const officerListResponse = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), branchId: z.number().int().nullable() })),
});

/** GET /admin/cases/counts: for the staff area's badge, within what this staff member may see. */
export const caseCountsResponse = z.object({
  data: z.object({ unread: z.number().int(), overdue: z.number().int() }),
});
