import type { ApiInstance } from '#server/plugins/zod.ts';
import { formError, readForm, registerFormParsers, validateFields } from '#server/plugins/multipart.ts';
import { removePrivateFile, writePrivateFile } from '#server/files/private-storage.ts';
import { ATTACHMENT_FOLDER } from '#server/files/orphan-sweep.ts';
import { sniffFileType, type SniffedType } from '#server/files/sniff.ts';
import {
  COMPLAINT_FILE_FIELD,
  COMPLAINT_FILE_MAX_BYTES,
  complaintCategoriesResponse,
  complaintForm,
  complaintSubmittedResponse,
  HONEYPOT_FIELD,
} from '#shared/contract/complaint.ts';
import { parseLanguage, translate } from '#shared/i18n/index.ts';
import {
  branchExists,
  complaintCategoryExists,
  insertComplaint,
  listComplaintCategories,
  complaintStatusFor,
  nextComplaintId,
  plausibleReference,
  type AttachmentRow,
} from './repo.ts';
import { complaintStatusBody, complaintStatusResponse } from '#shared/contract/complaint-status.ts';
import { HttpError } from '#server/http/http-error.ts';
import { readComplaintRecord } from '#server/cases/complaint-record.ts';
import { complaintRecordQuery, complaintRecordResponse } from '#shared/contract/complaint-record.ts';

/**
 * GET /api/base/complaint-categories, POST /api/base/complaints, POST /api/base/complaints/status and
 * GET /api/base/complaint-record (the public record, ADR 038: read from its derived public table only).
 */
export default async function complaintsRoutes(api: ApiInstance) {
  await registerFormParsers(api);

  api.get(
    '/base/complaint-categories',
    {
      schema: {
        summary: 'Categories of the complaint form',
        tags: ['complaints'],
        response: { 200: complaintCategoriesResponse },
      },
    },
    async () => ({ data: await listComplaintCategories(api.db) }),
  );

  api.get(
    '/base/complaint-record',
    {
      schema: {
        summary:
          'The public record of complaint handling: per branch and month, complaints received and median days to a first reply and to closing; figures about fewer than 5 complaints are null',
        tags: ['complaints'],
        querystring: complaintRecordQuery,
        response: { 200: complaintRecordResponse },
      },
    },
    async (request) => ({ data: await readComplaintRecord(api.db, request.query.calendar) }),
  );

  api.post(
    '/base/complaints',
    {
      config: { rateLimit: api.writeRateLimit },
      schema: {
        summary:
          'Submit a complaint with an optional JPEG, PNG or PDF file up to 5 MiB (multipart; urlencoded without a file)',
        tags: ['complaints'],
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
        body: complaintForm,
        response: { 201: complaintSubmittedResponse },
      },
      // The body is streamed and checked in the handler (file and database checks join the same
      // answer); the declared body documents the text fields.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) => {
      const form = await readForm(request, {
        fileField: COMPLAINT_FILE_FIELD,
        maxFileBytes: COMPLAINT_FILE_MAX_BYTES,
      });
      request.lang = parseLanguage(form.fields.lng) ?? request.lang;
      const submitted = ({ id, reference }: { id: number; reference: string }) =>
        reply
          .code(201)
          .send({ status: 201, message: translate(request.lang, 'api.complaint_submitted'), id, reference });

      if (form.fields[HONEYPOT_FIELD]) {
        request.log.warn({ form: 'complaint' }, 'honeypot field filled: complaint answered, not stored');
        return submitted({ id: await nextComplaintId(api.db), reference: await plausibleReference(api.db) });
      }
      // A no-JS form with no file chosen still sends an empty, nameless file part.
      const file = form.file && (form.file.filename || form.file.data.length > 0) ? form.file : null;
      if (file?.tooLarge) {
        throw formError(413, 'api.payload_too_large', { file: 'validation.file_size' }, request.lang);
      }

      const { data, errors } = validateFields(complaintForm, form);
      let type: SniffedType | null = null;
      if (file) {
        type = sniffFileType(file.data);
        if (!type) errors.file = 'validation.file_type';
      }
      if (!errors.branch && !(await branchExists(api.db, Number(form.fields.branch)))) {
        errors.branch = 'validation.branch_unknown';
      }
      if (!errors.category && !(await complaintCategoryExists(api.db, Number(form.fields.category)))) {
        errors.category = 'validation.category_unknown';
      }
      if (!data || Object.keys(errors).length > 0) {
        throw formError(400, 'api.validation_failed', errors, request.lang);
      }

      // Durability: the file is on disk before the row that names it; a failed insert removes it.
      let attachment: AttachmentRow | null = null;
      if (file && type) {
        const stored = await writePrivateFile(api.config.UPLOAD_DIR, ATTACHMENT_FOLDER, file.data, type.ext);
        attachment = {
          attachment_path: stored.relativePath,
          attachment_type: type.mime,
          attachment_size: file.data.length,
          attachment_name: file.filename.slice(0, 255),
        };
      }
      try {
        return submitted(
          await insertComplaint(api.db, data, attachment, request.lang, api.config.PUBLIC_URL),
        );
      } catch (error) {
        if (attachment) await removePrivateFile(api.config.UPLOAD_DIR, attachment.attachment_path);
        throw error;
      }
    },
  );

  api.post(
    '/base/complaints/status',
    {
      // Per address (RATE_LIMIT_STATUS_CHECK_MAX): enough for a citizen's typos, too few to guess references.
      config: { rateLimit: api.statusCheckRateLimit },
      schema: {
        summary: 'A complaint’s status by its reference and the phone number given (no personal data)',
        tags: ['complaints'],
        body: complaintStatusBody,
        response: { 200: complaintStatusResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = await complaintStatusFor(api.db, request.body.reference, request.body.phone);
      // One answer whether the reference is unknown or the phone does not match.
      if (!found) throw new HttpError(404, 'api.complaint_not_found');
      return { data: { ...found, status: found.status as never } };
    },
  );
}
