// The citizen's status check (public, rate-limited): the complaint's reference and the phone number given
// on the form. It answers the status, the dates and the officers' replies, never personal data.
import { z } from 'zod';
import { fromNepaliDigits } from '../calendar/digits.ts';
import { caseStatus } from './admin/cases.ts';

const REFERENCE_PATTERN = /^GS-\d{4}-\d{6}$/;
export const complaintStatusBody = z.object({
  reference: z
    .string({ error: 'validation.reference_invalid' })
    .trim()
    .overwrite(fromNepaliDigits)
    .toUpperCase()
    .regex(REFERENCE_PATTERN, { error: 'validation.reference_invalid' }),
  phone: z
    .string({ error: 'validation.contact_required' })
    .trim()
    .overwrite(fromNepaliDigits)
    .min(1, { error: 'validation.contact_required' })
    .max(30, { error: 'validation.too_long' }),
});
export const complaintStatusResponse = z.object({
  data: z.object({
    reference: z.string(),
    status: caseStatus,
    receivedAt: z.string(),
    updatedAt: z.string().nullable(),
    closedAt: z.string().nullable(),
    /** The officers' replies to the citizen, oldest first: the words and the time, never who wrote them. */
    replies: z.array(z.object({ at: z.string(), text: z.string() })),
  }),
});
export type ComplaintStatus = z.infer<typeof complaintStatusResponse>['data'];
