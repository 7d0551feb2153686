// The mail outbox as staff read it (ADR 035): each message "not sent" (with its attempts and last error)
// or "sent".
import { z } from 'zod';
import { pagedResponse, pagingQuery } from '../common.ts';

const mailStates = ['unsent', 'sent'] as const;

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
