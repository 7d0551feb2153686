// One case (docs/staff-area.md), for roles with `cases.handle`, limited to their branch when they have
// one. A case outside it answers 403 (it exists: the officer may ask for it to be forwarded); a case
// that does not exist answers 404. The rules of each change are in handling.ts.
//   GET  /admin/cases/:kind/:id        one case with its timeline
//   POST /admin/cases/:kind/:id/status     move it on (received → in_review → resolved | rejected)
//   POST /admin/cases/:kind/:id/notes      an internal note
//   POST /admin/cases/complaint/:id/replies a reply to the citizen (status page)
//   POST /admin/cases/:kind/:id/forward    to another branch, with the reason
//   POST /admin/cases/:kind/:id/assignment to a branch and an officer
//   GET  /admin/cases/complaint/:id/attachment  the citizen's file, to staff only, logged
import { createReadStream } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { record } from '#server/audit/record.ts';
import { requirePermission, staffOf } from '#server/auth/staff.ts';
import { privateFilePath } from '#server/files/private-storage.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import {
  caseAssignBody,
  caseForwardBody,
  caseDetailResponse,
  caseNoteBody,
  caseParams,
  caseReplyBody,
  caseStatusBody,
} from '#shared/contract/admin/cases.ts';
import { okResponse } from '#shared/contract/admin/staff.ts';
import { idNumber } from '#shared/contract/common.ts';
import { translate } from '#shared/i18n/index.ts';
import { addCaseNote, assignCase, caseFor, changeStatus, forwardCase, replyToCitizen } from './handling.ts';
import { attachmentOf, caseDetail, markSeen } from './repo.ts';

const tags = ['staff: cases'];
const guard = requirePermission('cases.handle');
const saved = (request: FastifyRequest) => ({ status: 200, message: translate(request.lang, 'api.saved') });

export function registerCaseRoutes(api: ApiInstance): void {
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
    async (request) => {
      const { kind, id } = request.params;
      const staff = staffOf(request);
      await caseFor(api, staff, kind, id);
      const detail = await caseDetail(api.db, kind, id);
      if (!detail) throw new HttpError(404, 'api.not_found');
      // Opened: no longer unread for this staff member.
      await markSeen(api.db, staff.id, kind, id);
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
      const current = await caseFor(api, staff, request.params.kind, request.params.id);
      await changeStatus(api, request, staff, current, request.body);
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
      const current = await caseFor(api, staff, request.params.kind, request.params.id);
      await addCaseNote(api, request, staff, current, request.body);
      return saved(request);
    },
  );

  api.post(
    '/admin/cases/complaint/:id/replies',
    {
      preValidation: guard,
      schema: {
        summary: 'Reply to the citizen (shown on the complaint’s status page)',
        tags,
        params: z.object({ id: idNumber('validation.id_invalid') }),
        body: caseReplyBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const current = await caseFor(api, staff, 'complaint', request.params.id);
      await replyToCitizen(api, request, staff, current, request.body);
      return saved(request);
    },
  );

  api.post(
    '/admin/cases/:kind/:id/forward',
    {
      preValidation: guard,
      schema: {
        summary: 'Forward a case to another branch, with the reason',
        tags,
        params: caseParams,
        body: caseForwardBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const current = await caseFor(api, staff, request.params.kind, request.params.id);
      await forwardCase(api, request, staff, current, request.body);
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
      const current = await caseFor(api, staff, request.params.kind, request.params.id);
      await assignCase(api, request, staff, current, request.body);
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
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .type(file.attachment_type ?? 'application/octet-stream')
        .send(createReadStream(privateFilePath(api.config.UPLOAD_DIR, file.attachment_path)));
    },
  );
}
