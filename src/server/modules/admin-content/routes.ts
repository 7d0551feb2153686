// Editing notices (issue 11's first kind of content; the others follow the same shape): editors and
// administrators edit all of them, a branch editor only their branch's. Every save keeps a revision and
// writes the audit log, in one transaction.
//   GET    /admin/notices                      drafts, scheduled, published, expired, archived, trash
//   POST   /admin/notices                      create
//   GET    /admin/notices/:id                  one
//   PUT    /admin/notices/:id                  save (every field)
//   DELETE /admin/notices/:id                  to the trash
//   POST   /admin/notices/:id/restore          out of the trash
//   GET    /admin/notices/:id/revisions        the history
//   GET    /admin/notices/:id/revisions/:number/changes?against=N   field by field (default: the one before)
//   POST   /admin/notices/:id/revisions/:number/restore             save that revision again
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { changedFields, record } from '../../audit/record.ts';
import { requirePermission, staffOf } from '../../auth/staff.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { ApiInstance } from '../../plugins/zod.ts';
import {
  contentListQuery,
  contentParams,
  editedNoticeListResponse,
  editedNoticeResponse,
  noticeEdit,
  revisionDiffResponse,
  revisionListResponse,
  revisionParams,
  type EditedNotice,
  type NoticeEdit,
} from '../../../shared/contract/admin/content.ts';
import { idNumber } from '../../../shared/contract/common.ts';
import { editableOf, findNotice, insertNotice, listNotices, toRow, updateNotice } from './notices.ts';
import { fieldChanges, listRevisions, revisionData, saveRevision } from './revisions.ts';

const ENTITY = 'notice';
const tags = ['staff: content'];
const guard = requirePermission('content.edit');

/** A branch editor's branch; null for editors and administrators. */
const scopeOf = (request: FastifyRequest) => {
  const staff = staffOf(request);
  return staff.role === 'branch_editor' ? staff.branchId : null;
};

async function noticeFor(api: ApiInstance, request: FastifyRequest, id: number): Promise<EditedNotice> {
  const notice = await findNotice(api.db, id);
  if (!notice) throw new HttpError(404, 'api.not_found');
  const scope = scopeOf(request);
  if (scope !== null && notice.branch_id !== scope) throw new HttpError(403, 'api.forbidden');
  return notice;
}

/** A branch editor saves into their own branch only. */
function checkBranch(request: FastifyRequest, edit: NoticeEdit): void {
  const scope = scopeOf(request);
  if (scope !== null && edit.branch_id !== scope) {
    throw new HttpError(403, 'api.validation_failed', { branch_id: 'validation.branch_not_yours' });
  }
}

async function branchExists(api: ApiInstance, id: number | null): Promise<boolean> {
  return (
    id === null ||
    (await api.db.selectFrom('branch').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

export default async function adminContentRoutes(api: ApiInstance) {
  /** Saves an edit of a notice (new or existing) with its revision and audit entry; answers the saved notice. */
  async function save(
    request: FastifyRequest,
    edit: NoticeEdit,
    existing: EditedNotice | null,
    action: string,
  ): Promise<EditedNotice> {
    checkBranch(request, edit);
    if (!(await branchExists(api, edit.branch_id))) {
      throw new HttpError(400, 'api.validation_failed', { branch_id: 'validation.branch_unknown' });
    }
    const staff = staffOf(request);
    const id = await api.db.transaction().execute(async (trx) => {
      const id = existing ? existing.id : await insertNotice(trx, edit);
      if (existing) await updateNotice(trx, id, toRow(edit));
      const number = await saveRevision(trx, ENTITY, id, edit, staff);
      const before = existing ? editableOf(existing) : {};
      await record(trx, request, {
        action,
        entity: ENTITY,
        entityId: id,
        ...changedFields(before, { ...edit, revision: number }),
      });
      return id;
    });
    return (await findNotice(api.db, id))!;
  }

  api.get(
    '/admin/notices',
    {
      preValidation: guard,
      schema: {
        summary: 'Notices as editors see them',
        tags,
        querystring: contentListQuery,
        response: { 200: editedNoticeListResponse },
      },
    },
    async (request) => listNotices(api.db, request.query, scopeOf(request)),
  );

  api.post(
    '/admin/notices',
    {
      preValidation: guard,
      schema: { summary: 'Create a notice', tags, body: noticeEdit, response: { 201: editedNoticeResponse } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await save(request, request.body, null, 'content.created') }),
  );

  api.get(
    '/admin/notices/:id',
    {
      preValidation: guard,
      schema: { summary: 'One notice', tags, params: contentParams, response: { 200: editedNoticeResponse } },
    },
    async (request) => ({ data: await noticeFor(api, request, request.params.id) }),
  );

  api.put(
    '/admin/notices/:id',
    {
      preValidation: guard,
      schema: {
        summary: 'Save a notice',
        tags,
        params: contentParams,
        body: noticeEdit,
        response: { 200: editedNoticeResponse },
      },
    },
    async (request) => {
      const existing = await noticeFor(api, request, request.params.id);
      return { data: await save(request, request.body, existing, 'content.updated') };
    },
  );

  for (const [method, path, trashed, action] of [
    ['DELETE', '/admin/notices/:id', true, 'content.trashed'],
    ['POST', '/admin/notices/:id/restore', false, 'content.restored'],
  ] as const) {
    api.route({
      method,
      url: path,
      preValidation: guard,
      schema: {
        summary: trashed ? 'Move a notice to the trash' : 'Restore a notice from the trash',
        tags,
        params: contentParams,
        response: { 200: editedNoticeResponse },
      },
      handler: async (request) => {
        const { id } = request.params as { id: number };
        const existing = await noticeFor(api, request, id);
        const deletedAt = trashed ? new Date().toISOString() : null;
        await api.db.transaction().execute(async (trx) => {
          await updateNotice(trx, id, { deleted_at: deletedAt });
          await record(trx, request, {
            action,
            entity: ENTITY,
            entityId: id,
            before: { deleted_at: existing.deleted_at },
            after: { deleted_at: deletedAt },
          });
        });
        return { data: (await findNotice(api.db, id))! };
      },
    });
  }

  api.get(
    '/admin/notices/:id/revisions',
    {
      preValidation: guard,
      schema: {
        summary: 'A notice’s history',
        tags,
        params: contentParams,
        response: { 200: revisionListResponse },
      },
    },
    async (request) => {
      await noticeFor(api, request, request.params.id);
      return { data: await listRevisions(api.db, ENTITY, request.params.id) };
    },
  );

  api.get(
    '/admin/notices/:id/revisions/:number/changes',
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
      await noticeFor(api, request, id);
      const against = request.query.against ?? number - 1;
      const after = await revisionData(api.db, ENTITY, id, number);
      if (!after) throw new HttpError(404, 'api.not_found');
      const before = against >= 1 ? await revisionData(api.db, ENTITY, id, against) : {};
      if (!before) throw new HttpError(404, 'api.not_found');
      return { data: { from: against, to: number, changes: fieldChanges(before, after) } };
    },
  );

  api.post(
    '/admin/notices/:id/revisions/:number/restore',
    {
      preValidation: guard,
      schema: {
        summary: 'Restore a revision (saved as a new one)',
        tags,
        params: revisionParams,
        response: { 200: editedNoticeResponse },
      },
    },
    async (request) => {
      const { id, number } = request.params;
      const existing = await noticeFor(api, request, id);
      const data = await revisionData(api.db, ENTITY, id, number);
      if (!data) throw new HttpError(404, 'api.not_found');
      return { data: await save(request, noticeEdit.parse(data), existing, 'content.revision_restored') };
    },
  );
}
