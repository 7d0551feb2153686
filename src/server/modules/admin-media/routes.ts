// The media library (issue 11): editors upload images and PDFs, give images a text in both languages, and
// use a file's address in any item; the trash hides a file from the library, never from pages.
//   GET    /admin/media                 newest first; q, kind, trashed=1; each file with the items using it
//   POST   /admin/media                 upload (multipart: file, alt_ne, alt_en), up to 20 MB
//   GET    /admin/media/:id             one
//   PUT    /admin/media/:id             its texts, an image's focal point
//   DELETE /admin/media/:id             to the trash, unless an item uses it (409, naming them)
//   POST   /admin/media/:id/restore     out of the trash
import { requirePermission } from '#server/auth/staff.ts';
import { registerFormParsers } from '#server/plugins/multipart.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import {
  mediaItemResponse,
  mediaListQuery,
  mediaListResponse,
  mediaParams,
  mediaEdit,
  mediaUploadForm,
  type MediaListQuery,
} from '#shared/contract/admin/media.ts';
import { editTexts, itemOf, listWithUses, setTrashed, uploadMedia } from './library.ts';

const tags = ['staff: media'];
const guard = requirePermission('content.edit');

export default async function adminMediaRoutes(api: ApiInstance) {
  await registerFormParsers(api);

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
    async (request) => listWithUses(api, request.query as MediaListQuery),
  );

  api.post(
    '/admin/media',
    {
      preValidation: guard,
      // Per staff member, not the citizens' per-address write limit (plugins/rate-limit.ts).
      config: { rateLimit: api.staffUploadRateLimit },
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
    async (request, reply) =>
      reply.code(201).send({ data: await itemOf(api, await uploadMedia(api, request)) }),
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
    async (request) => ({ data: await itemOf(api, request.params.id) }),
  );

  api.put(
    '/admin/media/:id',
    {
      preValidation: guard,
      schema: {
        summary: 'A file’s texts (an image’s description in both languages) and an image’s focal point',
        tags,
        params: mediaParams,
        body: mediaEdit,
        response: { 200: mediaItemResponse },
      },
    },
    async (request) => {
      await editTexts(api, request, request.params.id, request.body);
      return { data: await itemOf(api, request.params.id) };
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
          ? 'Move a file to the trash (its address keeps working); refused (409) while an item uses it'
          : 'Restore a file from the trash',
        tags,
        params: mediaParams,
        response: { 200: mediaItemResponse },
      },
      handler: async (request) => {
        const { id } = request.params as { id: number };
        await setTrashed(api, request, id, trashed);
        return { data: await itemOf(api, id) };
      },
    });
  }
}
