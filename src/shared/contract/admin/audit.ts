// The audit log as staff read it (administrators only): each entry with its actor's name, its action from
// the closed list (audit-actions.ts; `other` for older texts), its target resolved to a title, and the
// changed fields' values as stored (the staff screen labels and formats them).
import { z } from 'zod';
import { contentKinds } from '../../kinds/descriptions.ts';
import { pagedResponse, pagingQuery } from '../common.ts';
import { caseKinds } from './cases.ts';
import { auditActions } from './audit-actions.ts';

export { auditActions, readAction, type AuditAction } from './audit-actions.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date_invalid' });
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

const auditFilters = z.object({
  actor: z.string().trim().max(254).optional(),
  entity: z.string().trim().max(60).optional(),
  action: z.preprocess(
    blankToUndefined,
    z.enum(auditActions, { error: 'validation.audit_action_invalid' }).optional(),
  ),
  /** AD days (the staff screen turns a BS day into one), inclusive. */
  from: z.preprocess(blankToUndefined, isoDate.optional()),
  to: z.preprocess(blankToUndefined, isoDate.optional()),
});

export const auditQuery = auditFilters.and(pagingQuery);
export type AuditQuery = z.output<typeof auditQuery>;

/** The export's filters: the list's, without paging (at most AUDIT_EXPORT_LIMIT entries). */
export const auditExportQuery = auditFilters;
export type AuditExportQuery = z.output<typeof auditExportQuery>;
export const AUDIT_EXPORT_LIMIT = 5000;

/** What an entry is about, resolved so people read a title instead of an id. */
const auditTarget = z.discriminatedUnion('type', [
  /** An item of content; its title in both languages (null: the item is gone). */
  z.object({
    type: z.literal('content'),
    kind: z.enum(contentKinds),
    id: z.number().int(),
    titleNe: z.string().nullable(),
    titleEn: z.string().nullable(),
  }),
  /** A staff account (sign-ins name the account they were for); name null: unknown or removed. */
  z.object({ type: z.literal('account'), id: z.string(), name: z.string().nullable() }),
  /** A complaint (by its reference) or a message. */
  z.object({
    type: z.literal('case'),
    kind: z.enum(caseKinds),
    id: z.number().int().nullable(),
    reference: z.string().nullable(),
  }),
  /** A file of the media library, by its file name. */
  z.object({ type: z.literal('media'), id: z.number().int(), name: z.string().nullable() }),
  /** A group of site settings. */
  z.object({ type: z.literal('settings'), group: z.string() }),
  /** Anything else: the stored entity and id. */
  z.object({ type: z.literal('other'), entity: z.string(), id: z.string().nullable() }),
]);
export type AuditTarget = z.infer<typeof auditTarget>;

/** Changed fields that hold an account's id or a branch's id: the log shows the name, not the id. */
export const accountIdFields = ['assignedUserId', 'assigned_user_id'] as const;
export const branchIdFields = ['branchId', 'branch_id'] as const;

/** The names behind the ids in one entry's changed fields (only those it mentions). */
const auditReferences = z.object({
  accounts: z.record(z.string(), z.string()),
  branches: z.record(z.string(), z.object({ ne: z.string(), en: z.string() })),
});
export type AuditReferences = z.infer<typeof auditReferences>;

const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** The staff member's name now (null: not an account, e.g. `npm run users`, or a removed one). */
  actorName: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.enum([...auditActions, 'other']),
  /** The action as stored (differs from `action` only for `other`). */
  storedAction: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  target: auditTarget,
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  references: auditReferences,
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditListResponse = pagedResponse(auditEntry);
export const auditExportResponse = z.object({ data: z.array(auditEntry) });
