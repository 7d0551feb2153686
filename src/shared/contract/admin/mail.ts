// The mail outbox as staff read it (ADR 035): each message "queued" (not tried yet), "not sent" (failed:
// its attempts and last error, to be retried) or "sent". Never the message's text (docs/staff-area.md
// "The mail outbox"): a notice may name a case its reader may not see.
import { z } from 'zod';
import { idNumber, pagedResponse, pagingQuery } from '../common.ts';

export const mailStates = ['queued', 'failed', 'sent'] as const;
export type MailState = (typeof mailStates)[number];

export const mailQuery = z
  .object({
    state: z.enum(mailStates, { error: 'validation.invalid' }).optional(),
    topic: z.string().trim().max(60).optional(),
  })
  .and(pagingQuery);
export type MailQuery = z.output<typeof mailQuery>;

const mailEntry = z.object({
  id: z.number().int(),
  topic: z.string(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  state: z.enum(mailStates),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type MailEntry = z.infer<typeof mailEntry>;
export const mailListResponse = pagedResponse(mailEntry);

export const mailParams = z.object({ id: idNumber('validation.id_invalid') });
