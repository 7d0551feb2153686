// What editing an item of content does, with its rules and transactions: the routes (item-routes.ts,
// revision-routes.ts) read the request and answer; the queries are in repo.ts and revisions.ts. Who edits
// what is the kind's access rule (shared/kinds/access.ts). Every save keeps a revision and writes the
// audit log, in one transaction.
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { changedFields, record } from '#server/audit/record.ts';
import { requirePermission, staffOf } from '#server/auth/staff.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import type { AuditAction } from '#shared/contract/admin/audit-actions.ts';
import type { EditedItem, SaveConflict } from '#shared/contract/admin/content-kinds.ts';
import { translate } from '#shared/i18n/index.ts';
import { withCleanBodies } from '#server/rich-text/sanitize.ts';
import { discardDraft } from './drafts.ts';
import { refuseUnusableFiles } from '#server/files/file-references.ts';
import { editableOf, toRow, type KindDefinition } from './kinds.ts';
import { findItem, insertItem, liveItemExists, updateItem } from './repo.ts';
import {
  currentRevision,
  isUniqueViolation,
  keepOriginal,
  revisionAuthor,
  revisionData,
  saveRevision,
} from './revisions.ts';

export type Edit = Record<string, unknown> & { branch_id?: number | null };

const editContent = requirePermission('content.edit');

/** Who may call a kind's endpoints: those who edit content, as the kind's access rule allows. */
export function guardFor(kind: KindDefinition): preValidationAsyncHookHandler {
  return async function guard(this: FastifyInstance, request, reply) {
    await editContent.call(this, request, reply);
    if (!kind.spec.access.allows(staffOf(request))) throw new HttpError(403, 'api.forbidden');
  };
}

/** The item, if this staff member may edit it: 404 when it does not exist, 403 when the rule refuses it. */
export async function itemFor(
  api: ApiInstance,
  kind: KindDefinition,
  request: FastifyRequest,
  id: number,
): Promise<EditedItem> {
  const item = await findItem(api.db, kind, id);
  if (!item) throw new HttpError(404, 'api.not_found');
  if (!kind.spec.access.allows(staffOf(request), item)) throw new HttpError(403, 'api.forbidden');
  return item;
}

/** Refuses references to items that do not exist (or are in the trash). */
async function checkReferences(api: ApiInstance, kind: KindDefinition, edit: Edit, ownId: number | null) {
  const errors: Record<string, string> = {};
  const refs = kind.spec.fields.filter((field) => field.type === 'ref');
  const targets = [
    ...refs.map((field) => ({ name: field.name, table: field.ref! })),
    ...(kind.spec.access.branchOwned ? [{ name: 'branch_id', table: 'branch' as const }] : []),
  ];
  for (const { name, table } of targets) {
    const id = edit[name];
    if (id === null || id === undefined) continue;
    const found = await liveItemExists(api.db, table, id as number);
    if (!found || (table === kind.table && id === ownId)) {
      errors[name] = name === 'branch_id' ? 'validation.branch_unknown' : 'validation.reference_unknown';
    }
  }
  if (Object.keys(errors).length) throw new HttpError(400, 'api.validation_failed', errors);
}

/** A save on top of a revision newer than the one it was based on. */
export class StaleSave extends Error {}

/**
 * Saves an edit (new or existing) with its revision and audit entry; answers the saved item. An existing
 * item's save is based on a revision (`base`, else the one just read): the revision `base + 1` is
 * inserted first, so of two saves on one base exactly one commits (revisions.ts); a base older than the
 * latest throws StaleSave. The author's kept draft of the item (drafts.ts) goes with a successful save.
 */
export async function saveItem(
  api: ApiInstance,
  kind: KindDefinition,
  request: FastifyRequest,
  posted: Edit,
  existing: EditedItem | null,
  action: AuditAction,
  base = existing?.revision ?? 0,
  /** Added to the audit entry's `after` (a duplicate names its original). */
  auditNote: Record<string, unknown> = {},
): Promise<EditedItem> {
  const entity = kind.table;
  // Rich text bodies are stored, kept in revisions and audited as sanitised (ADR 031).
  const edit = withCleanBodies(kind.spec, posted);
  // A staff member limited to a branch saves into their own branch only.
  if (!kind.spec.access.allows(staffOf(request), edit)) {
    throw new HttpError(403, 'api.validation_failed', { branch_id: 'validation.branch_not_yours' });
  }
  await checkReferences(api, kind, edit, existing?.id ?? null);
  // A changed file address must name a usable file (ADR 034).
  const addressFields = kind.spec.fields.filter((field) => field.type === 'address');
  await refuseUnusableFiles(api, addressFields, edit, existing);
  const staff = staffOf(request);
  let id: number;
  try {
    id = await api.db.transaction().execute(async (trx) => {
      if (existing && (await currentRevision(trx, entity, existing.id)) !== base) throw new StaleSave();
      if (existing && base === 0) await keepOriginal(trx, entity, existing.id, editableOf(kind, existing));
      const id = existing ? existing.id : await insertItem(trx, kind, edit);
      const number = await saveRevision(trx, entity, id, edit, staff, base);
      if (existing) await updateItem(trx, kind, id, toRow(kind, edit));
      const before = existing ? editableOf(kind, existing) : {};
      const changed = changedFields(before, { ...edit, revision: number });
      await record(trx, request, {
        action,
        entity,
        entityId: id,
        before: changed.before,
        after: { ...changed.after, ...auditNote },
      });
      await discardDraft(trx, staff.id, kind.kind, existing ? id : 0);
      return id;
    });
  } catch (error) {
    if (existing && isUniqueViolation(error)) throw new StaleSave();
    throw error;
  }
  return (await findItem(api.db, kind, id))!;
}

/** The 409 of a stale save: the item as saved now, the base revision's fields, who saved since and when. */
export async function conflictOf(
  api: ApiInstance,
  kind: KindDefinition,
  request: FastifyRequest,
  id: number,
  base: number,
): Promise<SaveConflict> {
  const current = await itemFor(api, kind, request, id);
  const latest = await revisionAuthor(api.db, kind.table, id, current.revision);
  return {
    status: 409,
    message: translate(request.lang, 'api.save_conflict'),
    current,
    base: await revisionData(api.db, kind.table, id, base),
    saved_by: latest?.author_name ?? null,
    saved_at: latest?.created_at ?? null,
  };
}

/** Moves an item to the trash (`trashed`) or out of it, with its audit entry; answers the item. */
export async function setTrashed(
  api: ApiInstance,
  kind: KindDefinition,
  request: FastifyRequest,
  id: number,
  trashed: boolean,
  action: AuditAction,
): Promise<EditedItem> {
  const existing = await itemFor(api, kind, request, id);
  const deletedAt = trashed ? new Date().toISOString() : null;
  await api.db.transaction().execute(async (trx) => {
    await updateItem(trx, kind, id, { deleted_at: deletedAt });
    await record(trx, request, {
      action,
      entity: kind.table,
      entityId: id,
      before: { deleted_at: existing.deleted_at },
      after: { deleted_at: deletedAt },
    });
  });
  return (await findItem(api.db, kind, id))!;
}
