// Case handling for complaints and contact messages (docs/staff-roles.md), for roles with `cases.handle`,
// limited to their branch when they have one. A case outside it answers 403 (it exists: the officer may
// ask for it to be forwarded); a case that does not exist answers 404.
//   GET  /admin/cases                  the inbox: filters and paging
//   GET  /admin/cases/export.csv       the filtered list as CSV
//   GET  /admin/cases/:kind/:id        one case with its timeline
//   POST /admin/cases/:kind/:id/status     move it on (received → in_review → resolved | rejected)
//   POST /admin/cases/:kind/:id/notes      an internal note
//   POST /admin/cases/:kind/:id/assignment to a branch and an officer
//   GET  /admin/cases/complaint/:id/attachment  the citizen's file, to staff only, logged
//   GET  /admin/officers               whom a case may be assigned to
import { createReadStream } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { record } from '../../audit/record.ts';
import { requirePermission, staffOf, type Staff } from '../../auth/staff.ts';
import { privateFilePath } from '../../files/private-storage.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ApiInstance } from '../../plugins/zod.ts';
import {
  caseAssignBody,
  caseDetailResponse,
  caseFilters,
  caseListQuery,
  caseListResponse,
  caseNoteBody,
  caseParams,
  caseStatusBody,
  isClosed,
  officerListResponse,
  statusTransitions,
} from '../../../shared/contract/admin/cases.ts';
import { okResponse } from '../../../shared/contract/admin/staff.ts';
import { idNumber } from '../../../shared/contract/common.ts';
import { translate } from '../../../shared/i18n/index.ts';
import { toCsv } from './csv.ts';
import {
  addNote,
  attachmentOf,
  caseDetail,
  exportCases,
  findCase,
  listCases,
  listOfficers,
  updateCase,
  type CaseRecord,
} from './repo.ts';

const tags = ['staff: cases'];
const guard = requirePermission('cases.handle');
export const EXPORT_LIMIT = 10_000;

/** The case, if this staff member may work on it. */
async function caseFor(
  api: ApiInstance,
  staff: Staff,
  kind: CaseRecord['kind'],
  id: number,
): Promise<CaseRecord> {
  const found = await findCase(api.db, kind, id);
  if (!found) throw new HttpError(404, 'api.not_found');
  if (staff.scope !== null && found.branchId !== staff.scope) throw new HttpError(403, 'api.forbidden');
  return found;
}

const noStore = (reply: { header: (k: string, v: string) => unknown }) =>
  reply.header('cache-control', 'no-store');
const saved = (request: FastifyRequest) => ({ status: 200, message: translate(request.lang, 'api.saved') });

export default async function adminCasesRoutes(api: ApiInstance) {
  api.get(
    '/admin/cases',
    {
      preValidation: guard,
      schema: {
        summary: 'Complaints or contact messages, filtered',
        tags,
        querystring: caseListQuery,
        response: { 200: caseListResponse },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return listCases(api.db, request.query, staffOf(request).scope);
    },
  );

  api.get(
    '/admin/cases/export.csv',
    {
      preValidation: guard,
      config: { rawAnswer: true },
      schema: {
        summary: `The filtered cases as CSV (at most ${EXPORT_LIMIT})`,
        tags,
        querystring: caseFilters,
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const rows = await exportCases(api.db, request.query, staff.scope, EXPORT_LIMIT);
      await record(api.db, request, {
        action: 'case.exported',
        entity: request.query.kind,
        after: { filters: request.query, rows: rows.length },
      });
      const csv = toCsv(
        [
          'id',
          'reference',
          'status',
          'received',
          'updated',
          'branch',
          'category',
          'name',
          'contact',
          'email',
          'title',
          'text',
          'assigned to',
        ],
        rows.map((row) => [
          row.id,
          row.reference,
          row.status,
          row.createdAt,
          row.updatedAt,
          row.branch_en,
          row.category_en,
          row.name,
          row.contact,
          row.email,
          row.title,
          row.text,
          row.assignedTo,
        ]),
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${request.query.kind}s-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  api.get(
    '/admin/cases/:kind/:id',
    {
      preValidation: guard,
      schema: {
        summary: 'One case with its timeline',
        tags,
        params: caseParams,
        response: { 200: caseDetailResponse },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { kind, id } = request.params;
      await caseFor(api, staffOf(request), kind, id);
      const detail = await caseDetail(api.db, kind, id);
      if (!detail) throw new HttpError(404, 'api.not_found');
      return { data: detail };
    },
  );

  api.post(
    '/admin/cases/:kind/:id/status',
    {
      preValidation: guard,
      schema: {
        summary: 'Change a case’s status, with an optional note',
        tags,
        params: caseParams,
        body: caseStatusBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { kind, id } = request.params;
      const current = await caseFor(api, staff, kind, id);
      const { status, note } = request.body;
      if (!statusTransitions[current.status].includes(status)) {
        throw new HttpError(409, 'api.validation_failed', { status: 'api.status_not_allowed' });
      }
      const now = new Date().toISOString();
      await api.db.transaction().execute(async (trx) => {
        await updateCase(trx, current, { status, closedAt: isClosed(status) ? now : null }, now);
        await addNote(
          trx,
          current,
          {
            kind: 'status',
            body: note || null,
            statusTo: status,
            authorId: staff.id,
            authorName: staff.name,
          },
          now,
        );
        await record(trx, request, {
          action: 'case.status',
          entity: kind,
          entityId: id,
          before: { status: current.status },
          after: { status, note: note || null },
        });
      });
      return saved(request);
    },
  );

  api.post(
    '/admin/cases/:kind/:id/notes',
    {
      preValidation: guard,
      schema: {
        summary: 'Add an internal note to a case',
        tags,
        params: caseParams,
        body: caseNoteBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { kind, id } = request.params;
      const current = await caseFor(api, staff, kind, id);
      const now = new Date().toISOString();
      const { body, submissionKey } = request.body;
      await api.db.transaction().execute(async (trx) => {
        const filed = await addNote(
          trx,
          current,
          { kind: 'note', body, authorId: staff.id, authorName: staff.name, submissionKey },
          now,
        );
        // The same form sent again: the note is there already; the answer is the same "saved".
        if (!filed) return;
        await updateCase(trx, current, {}, now);
        await record(trx, request, {
          action: 'case.note',
          entity: kind,
          entityId: id,
          after: { note: body },
        });
      });
      return saved(request);
    },
  );

  api.post(
    '/admin/cases/:kind/:id/assignment',
    {
      preValidation: guard,
      schema: {
        summary: 'Assign a case to a branch and an officer',
        tags,
        params: caseParams,
        body: caseAssignBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { kind, id } = request.params;
      const current = await caseFor(api, staff, kind, id);
      const branchId = request.body.branchId === undefined ? current.branchId : request.body.branchId;
      const userId = request.body.userId === undefined ? current.assignedUserId : request.body.userId;
      const errors: Record<string, string> = {};
      if (
        branchId !== null &&
        !(await api.db.selectFrom('branch').select('id').where('id', '=', branchId).executeTakeFirst())
      ) {
        errors.branchId = 'validation.branch_unknown';
      }
      if (kind === 'complaint' && branchId === null) errors.branchId = 'validation.branch_required';
      const officers = await listOfficers(api.db);
      if (userId !== null && !officers.some((officer) => officer.id === userId))
        errors.userId = 'validation.invalid';
      if (Object.keys(errors).length) throw new HttpError(400, 'api.validation_failed', errors);
      const now = new Date().toISOString();
      const officerName = officers.find((officer) => officer.id === userId)?.name ?? null;
      await api.db.transaction().execute(async (trx) => {
        await updateCase(trx, current, { branchId, assignedUserId: userId }, now);
        await addNote(
          trx,
          current,
          { kind: 'assignment', body: officerName, authorId: staff.id, authorName: staff.name },
          now,
        );
        await record(trx, request, {
          action: 'case.assigned',
          entity: kind,
          entityId: id,
          before: { branchId: current.branchId, assignedUserId: current.assignedUserId },
          after: { branchId, assignedUserId: userId },
        });
      });
      return saved(request);
    },
  );

  api.get(
    '/admin/cases/complaint/:id/attachment',
    {
      preValidation: guard,
      config: { rawAnswer: true },
      schema: {
        summary: 'The file attached to a complaint (download; logged)',
        tags,
        params: z.object({ id: idNumber('validation.id_invalid') }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await caseFor(api, staffOf(request), 'complaint', id);
      const file = await attachmentOf(api.db, id);
      if (!file?.attachment_path) throw new HttpError(404, 'api.not_found');
      await record(api.db, request, {
        action: 'case.attachment_downloaded',
        entity: 'complaint',
        entityId: id,
        after: { file: file.attachment_name },
      });
      const name = (file.attachment_name ?? 'attachment').replace(/["\\\r\n]/g, '_');
      return reply
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .type(file.attachment_type ?? 'application/octet-stream')
        .send(createReadStream(privateFilePath(api.config.UPLOAD_DIR, file.attachment_path)));
    },
  );

  api.get(
    '/admin/officers',
    {
      preValidation: guard,
      schema: { summary: 'Staff a case may be assigned to', tags, response: { 200: officerListResponse } },
    },
    async () => ({ data: await listOfficers(api.db) }),
  );
}
