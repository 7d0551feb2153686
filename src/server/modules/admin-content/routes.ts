// Editing content (issue 11): every kind the same way, from its description (shared/kinds/descriptions.ts).
// Who edits what is the kind's access rule (shared/kinds/access.ts): editors and administrators all of
// it; a branch editor only their branch's items of kinds owned by branches, and no site-wide kind. Every save keeps a revision and
// writes the audit log, in one transaction. For each kind (`notices`, `laws`, `branches` ...):
//   GET    /admin/<kind>                      drafts, scheduled, published, expired, archived, trash
//   POST   /admin/<kind>                      create
//   GET    /admin/<kind>/:id                  one
//   PUT    /admin/<kind>/:id                  save (every field, and the revision it was based on: 409
//                                             with both versions when someone saved since)
//   DELETE /admin/<kind>/:id                  to the trash
//   POST   /admin/<kind>/:id/restore          out of the trash
//   GET    /admin/<kind>/:id/revisions        the history
//   GET    /admin/<kind>/:id/revisions/:number/changes?against=N   field by field (default: the one before)
//   POST   /admin/<kind>/:id/revisions/:number/restore             save that revision again
// Drafts kept across a session's end: draft-routes.ts.
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { changedFields, record } from '../../audit/record.ts';
import { requirePermission, staffOf } from '../../auth/staff.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { ApiInstance } from '../../plugins/zod.ts';
import {
  contentListQuery,
  contentParams,
  revisionDiffResponse,
  revisionListResponse,
  revisionParams,
  type ContentListQuery,
} from '../../../shared/contract/admin/content.ts';
import {
  contentSaves,
  saveConflictResponses,
  type EditedItem,
  type SaveConflict,
} from '../../../shared/contract/admin/content-kinds.ts';
import { idNumber } from '../../../shared/contract/common.ts';
import { branchScope } from '../../../shared/contract/admin/staff.ts';
import { translate } from '../../../shared/i18n/index.ts';
import { registerDraftRoutes } from './draft-routes.ts';
import { discardDraft } from './drafts.ts';
import { checkFileAddresses } from './file-addresses.ts';
import { editableOf, kinds, toRow, type KindDefinition } from './kinds.ts';
import { findItem, insertItem, listItems, updateItem } from './repo.ts';
import {
  currentRevision,
  fieldChanges,
  isUniqueViolation,
  keepOriginal,
  listRevisions,
  revisionAuthor,
  revisionData,
  saveRevision,
} from './revisions.ts';

const tags = ['staff: content'];

type Edit = Record<string, unknown> & { branch_id?: number | null };

const editContent = requirePermission('content.edit');

/** Who may call a kind's endpoints: those who edit content, as the kind's access rule allows. */
function guardFor(kind: KindDefinition): preValidationAsyncHookHandler {
  return async function guard(this: FastifyInstance, request, reply) {
    await editContent.call(this, request, reply);
    if (!kind.spec.access.allows(staffOf(request))) throw new HttpError(403, 'api.forbidden');
  };
}

/** Refuses references to items that do not exist (or are in the trash). */
async function checkReferences(
  db: ApiInstance['db'],
  kind: KindDefinition,
  edit: Edit,
  ownId: number | null,
) {
  const errors: Record<string, string> = {};
  const refs = kind.spec.fields.filter((field) => field.type === 'ref');
  const targets = [
    ...refs.map((field) => ({ name: field.name, table: field.ref! })),
    ...(kind.spec.access.branchOwned ? [{ name: 'branch_id', table: 'branch' as const }] : []),
  ];
  for (const { name, table } of targets) {
    const id = edit[name];
    if (id === null || id === undefined) continue;
    const found = await db
      .selectFrom(table)
      .select('id')
      .where('id', '=', id as number)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!found || (table === kind.table && id === ownId)) {
      errors[name] = name === 'branch_id' ? 'validation.branch_unknown' : 'validation.reference_unknown';
    }
  }
  if (Object.keys(errors).length) throw new HttpError(400, 'api.validation_failed', errors);
}

/** A save on top of a revision newer than the one it was based on. */
class StaleSave extends Error {}

export default async function adminContentRoutes(api: ApiInstance) {
  for (const kind of Object.values(kinds)) registerKind(api, kind);
  registerDraftRoutes(api);
}

function registerKind(api: ApiInstance, kind: KindDefinition) {
  const base = `/admin/${kind.kind}`;
  const entity = kind.table;
  const label = `${kind.kind} item`;
  const guard = guardFor(kind);
  /** The branch whose items a list shows: the staff member's, for items of a branch; null for all. */
  const scopeOf = (request: FastifyRequest) =>
    kind.spec.access.branchOwned ? branchScope(staffOf(request)) : null;

  async function itemFor(request: FastifyRequest, id: number): Promise<EditedItem> {
    const item = await findItem(api.db, kind, id);
    if (!item) throw new HttpError(404, 'api.not_found');
    if (!kind.spec.access.allows(staffOf(request), item)) throw new HttpError(403, 'api.forbidden');
    return item;
  }

  /**
   * Saves an edit (new or existing) with its revision and audit entry; answers the saved item. An existing
   * item's save is based on a revision (`base`, else the one just read): the revision `base + 1` is
   * inserted first, so of two saves on one base exactly one commits (revisions.ts); a base older than the
   * latest throws StaleSave. The author's kept draft of the item (drafts.ts) goes with a successful save.
   */
  async function save(
    request: FastifyRequest,
    edit: Edit,
    existing: EditedItem | null,
    action: string,
    base = existing?.revision ?? 0,
  ): Promise<EditedItem> {
    // A staff member limited to a branch saves into their own branch only.
    if (!kind.spec.access.allows(staffOf(request), edit)) {
      throw new HttpError(403, 'api.validation_failed', { branch_id: 'validation.branch_not_yours' });
    }
    await checkReferences(api.db, kind, edit, existing?.id ?? null);
    await checkFileAddresses(api, kind, edit, existing);
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
        await record(trx, request, {
          action,
          entity,
          entityId: id,
          ...changedFields(before, { ...edit, revision: number }),
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
  async function conflictOf(request: FastifyRequest, id: number, base: number): Promise<SaveConflict> {
    const current = await itemFor(request, id);
    const latest = await revisionAuthor(api.db, entity, id, current.revision);
    return {
      status: 409,
      message: translate(request.lang, 'api.save_conflict'),
      current,
      base: await revisionData(api.db, entity, id, base),
      saved_by: latest?.author_name ?? null,
      saved_at: latest?.created_at ?? null,
    };
  }

  api.get(
    base,
    {
      preValidation: guard,
      schema: {
        summary: `The ${kind.kind} as editors see them`,
        tags,
        querystring: contentListQuery,
        response: { 200: kind.listResponse },
      },
    },
    async (request) => listItems(api.db, kind, request.query as ContentListQuery, scopeOf(request)),
  );

  api.post(
    base,
    {
      preValidation: guard,
      schema: { summary: `Create a ${label}`, tags, body: kind.edit, response: { 201: kind.itemResponse } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await save(request, request.body as Edit, null, 'content.created') }),
  );

  api.get(
    `${base}/:id`,
    {
      preValidation: guard,
      schema: { summary: `One ${label}`, tags, params: contentParams, response: { 200: kind.itemResponse } },
    },
    async (request) => ({ data: await itemFor(request, request.params.id) }),
  );

  api.put(
    `${base}/:id`,
    {
      preValidation: guard,
      schema: {
        summary: `Save a ${label}`,
        tags,
        params: contentParams,
        body: contentSaves[kind.kind],
        response: { 200: kind.itemResponse, 409: saveConflictResponses[kind.kind] },
      },
    },
    async (request, reply) => {
      const existing = await itemFor(request, request.params.id);
      const { base_revision: base, ...edit } = request.body as unknown as Edit & { base_revision: number };
      try {
        return { data: await save(request, edit, existing, 'content.updated', base) };
      } catch (error) {
        if (!(error instanceof StaleSave)) throw error;
        return reply.code(409).send(await conflictOf(request, existing.id, base));
      }
    },
  );

  for (const [method, path, trashed, action] of [
    ['DELETE', `${base}/:id`, true, 'content.trashed'],
    ['POST', `${base}/:id/restore`, false, 'content.restored'],
  ] as const) {
    api.route({
      method,
      url: path,
      preValidation: guard,
      schema: {
        summary: trashed ? `Move a ${label} to the trash` : `Restore a ${label} from the trash`,
        tags,
        params: contentParams,
        response: { 200: kind.itemResponse },
      },
      handler: async (request) => {
        const { id } = request.params as { id: number };
        const existing = await itemFor(request, id);
        const deletedAt = trashed ? new Date().toISOString() : null;
        await api.db.transaction().execute(async (trx) => {
          await updateItem(trx, kind, id, { deleted_at: deletedAt });
          await record(trx, request, {
            action,
            entity,
            entityId: id,
            before: { deleted_at: existing.deleted_at },
            after: { deleted_at: deletedAt },
          });
        });
        return { data: (await findItem(api.db, kind, id))! };
      },
    });
  }

  api.get(
    `${base}/:id/revisions`,
    {
      preValidation: guard,
      schema: {
        summary: `A ${label}’s history`,
        tags,
        params: contentParams,
        response: { 200: revisionListResponse },
      },
    },
    async (request) => {
      await itemFor(request, request.params.id);
      return { data: await listRevisions(api.db, entity, request.params.id) };
    },
  );

  api.get(
    `${base}/:id/revisions/:number/changes`,
    {
      preValidation: guard,
      schema: {
        summary: 'What a revision changed, field by field (against the one before, or `against`)',
        tags,
        params: revisionParams,
        querystring: z.object({ against: idNumber('validation.id_invalid').optional() }),
        response: { 200: revisionDiffResponse },
      },
    },
    async (request) => {
      const { id, number } = request.params;
      await itemFor(request, id);
      const against = request.query.against ?? number - 1;
      const after = await revisionData(api.db, entity, id, number);
      if (!after) throw new HttpError(404, 'api.not_found');
      const before = against >= 1 ? await revisionData(api.db, entity, id, against) : {};
      if (!before) throw new HttpError(404, 'api.not_found');
      return { data: { from: against, to: number, changes: fieldChanges(before, after) } };
    },
  );

  api.post(
    `${base}/:id/revisions/:number/restore`,
    {
      preValidation: guard,
      schema: {
        summary: 'Restore a revision (saved as a new one)',
        tags,
        params: revisionParams,
        response: { 200: kind.itemResponse },
      },
    },
    async (request) => {
      const { id, number } = request.params;
      const existing = await itemFor(request, id);
      const data = await revisionData(api.db, entity, id, number);
      if (!data) throw new HttpError(404, 'api.not_found');
      try {
        return {
          data: await save(request, kind.edit.parse(data) as Edit, existing, 'content.revision_restored'),
        };
      } catch (error) {
        // Someone saved between reading the item and restoring: their save stays; try again.
        if (error instanceof StaleSave) throw new HttpError(409, 'api.save_conflict');
        throw error;
      }
    },
  );
}
