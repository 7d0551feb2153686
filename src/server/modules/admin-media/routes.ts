// The media library (issue 11): editors upload images and PDFs, give images a text in both languages, and
// use a file's address in any item; the trash hides a file from the library, never from pages.
//   GET    /admin/media                 newest first; q, kind, trashed=1
//   POST   /admin/media                 upload (multipart: file, alt_ne, alt_en), up to 20 MB
//   GET    /admin/media/:id             one
//   PUT    /admin/media/:id             its texts
//   DELETE /admin/media/:id             to the trash
//   POST   /admin/media/:id/restore     out of the trash
import { record } from '../../audit/record.ts';
import { requirePermission, staffOf } from '../../auth/staff.ts';
import { HttpError } from '../../http/http-error.ts';
import { formError, readForm, registerFormParsers, validateFields } from '../../plugins/multipart.ts';
import type { ApiInstance } from '../../plugins/zod.ts';
import {
  MEDIA_FILE_FIELD,
  MEDIA_MAX_BYTES,
  mediaItemResponse,
  mediaListQuery,
  mediaListResponse,
  mediaParams,
  mediaText,
  mediaUploadForm,
  type MediaListQuery,
  type MediaText,
} from '../../../shared/contract/admin/media.ts';
import { findMedia, insertMedia, listMedia, updateMedia } from './repo.ts';
import { MediaRefused, storeMedia } from './store.ts';

const tags = ['staff: media'];
const guard = requirePermission('content.edit');

/** An image's text is required in both languages: it is what a screen reader says in either. */
function altErrors(kind: string, text: MediaText): Record<string, string> {
  if (kind !== 'image') return {};
  return Object.fromEntries(
    (['alt_ne', 'alt_en'] as const)
      .filter((field) => !text[field])
      .map((field) => [field, 'validation.alt_required']),
  );
}

export default async function adminMediaRoutes(api: ApiInstance) {
  await registerFormParsers(api);

  async function itemOf(id: number) {
    const item = await findMedia(api.db, id);
    if (!item) throw new HttpError(404, 'api.not_found');
    return item;
  }

  api.get(
    '/admin/media',
    {
      preValidation: guard,
      schema: {
        summary: 'The media library',
        tags,
        querystring: mediaListQuery,
        response: { 200: mediaListResponse },
      },
    },
    async (request) => listMedia(api.db, request.query as MediaListQuery),
  );

  api.post(
    '/admin/media',
    {
      preValidation: guard,
      config: { rateLimit: api.writeRateLimit },
      schema: {
        summary: 'Upload a JPEG, PNG or WebP image or a PDF, up to 20 MB (multipart: file, alt_ne, alt_en)',
        tags,
        consumes: ['multipart/form-data'],
        body: mediaUploadForm,
        response: { 201: mediaItemResponse },
      },
      // Streamed and checked in the handler, as the public complaint form is.
      validatorCompiler: () => (data) => ({ value: data }),
    },
    async (request, reply) => {
      const form = await readForm(request, { fileField: MEDIA_FILE_FIELD, maxFileBytes: MEDIA_MAX_BYTES });
      const file = form.file && form.file.data.length > 0 ? form.file : null;
      if (file?.tooLarge)
        throw formError(413, 'api.payload_too_large', { file: 'validation.media_size' }, request.lang);
      const { data: text, errors } = validateFields(mediaText, form);
      if (!file) errors.file = 'validation.media_file_required';
      let stored;
      if (file && text) {
        try {
          stored = await storeMedia(api.config.UPLOAD_DIR, file.data);
          Object.assign(errors, altErrors(stored.kind, text));
        } catch (error) {
          if (!(error instanceof MediaRefused)) throw error;
          errors.file = error.message;
        }
      }
      if (!stored || !text || Object.keys(errors).length) {
        // Files already written stay: they are named by their content, and an upload again reuses them.
        throw formError(400, 'api.validation_failed', errors, request.lang);
      }
      const name = file!.filename.slice(0, 255) || stored.url.split('/').at(-1)!;
      const staff = staffOf(request);
      const id = await api.db.transaction().execute(async (trx) => {
        const id = await insertMedia(trx, stored, { ...text, name }, staff.id);
        await record(trx, request, {
          action: 'media.uploaded',
          entity: 'media',
          entityId: id,
          after: { name, url: stored.url, size: stored.size, ...text },
        });
        return id;
      });
      return reply.code(201).send({ data: await itemOf(id) });
    },
  );

  api.get(
    '/admin/media/:id',
    {
      preValidation: guard,
      schema: {
        summary: 'One file of the media library',
        tags,
        params: mediaParams,
        response: { 200: mediaItemResponse },
      },
    },
    async (request) => ({ data: await itemOf(request.params.id) }),
  );

  api.put(
    '/admin/media/:id',
    {
      preValidation: guard,
      schema: {
        summary: 'A file’s texts (an image’s description in both languages)',
        tags,
        params: mediaParams,
        body: mediaText,
        response: { 200: mediaItemResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = await itemOf(id);
      const text = request.body;
      const errors = altErrors(before.kind, text);
      if (Object.keys(errors).length) throw new HttpError(400, 'api.validation_failed', errors);
      await api.db.transaction().execute(async (trx) => {
        await updateMedia(trx, id, text);
        await record(trx, request, {
          action: 'media.updated',
          entity: 'media',
          entityId: id,
          before: { alt_ne: before.alt_ne, alt_en: before.alt_en },
          after: text,
        });
      });
      return { data: await itemOf(id) };
    },
  );

  for (const [method, url, trashed] of [
    ['DELETE', '/admin/media/:id', true],
    ['POST', '/admin/media/:id/restore', false],
  ] as const) {
    api.route({
      method,
      url,
      preValidation: guard,
      schema: {
        summary: trashed
          ? 'Move a file to the trash (its address keeps working)'
          : 'Restore a file from the trash',
        tags,
        params: mediaParams,
        response: { 200: mediaItemResponse },
      },
      handler: async (request) => {
        const { id } = request.params as { id: number };
        const before = await itemOf(id);
        const deletedAt = trashed ? new Date().toISOString() : null;
        await api.db.transaction().execute(async (trx) => {
          await updateMedia(trx, id, { deleted_at: deletedAt });
          await record(trx, request, {
            action: trashed ? 'media.trashed' : 'media.restored',
            entity: 'media',
            entityId: id,
            before: { deleted_at: before.deleted_at },
            after: { deleted_at: deletedAt },
          });
        });
        return { data: await itemOf(id) };
      },
    });
  }
}
