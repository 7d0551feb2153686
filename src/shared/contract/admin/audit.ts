// The audit log as staff read it (administrators only).
import { z } from 'zod';
import { pagedResponse, pagingQuery } from '../common.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date_invalid' });

export const auditQuery = z
  .object({
    actor: z.string().trim().max(254).optional(),
    entity: z.string().trim().max(60).optional(),
    action: z.string().trim().max(60).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .and(pagingQuery);
export type AuditQuery = z.output<typeof auditQuery>;

const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditListResponse = pagedResponse(auditEntry);
