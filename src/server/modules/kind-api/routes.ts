// GET /api<api> and /api<api>/:id for every kind whose description names an API path (`public.api`):
// a page of its items and one item for its own page, answered as shared/contract/kind-answers.ts
// describes. A kind added with an `api` path needs no module of its own.
import type { ApiInstance } from '#server/plugins/zod.ts';
import { HttpError } from '#server/http/http-error.ts';
import { withFileSize } from '#server/files/public-file-size.ts';
import { errorResponse, idParams, pagingQuery } from '#shared/contract/common.ts';
import { kindSpecs, type KindSpec } from '#shared/contract/admin/content-kinds.ts';
import { kindAnswers } from '#shared/contract/kind-answers.ts';
import { API_KINDS } from '#shared/kinds/derived.ts';
import { findKindItem, pageKindItems, relatedKindItems } from './repo.ts';

export default async function kindApiRoutes(api: ApiInstance) {
  for (const kind of API_KINDS) registerKindApi(api, kind, kindSpecs[kind]);
}

/** The two routes of one kind, at its `public.api` path. */
function registerKindApi(api: ApiInstance, kind: string, spec: KindSpec) {
  const path = spec.public!.api!;
  const answers = kindAnswers(spec);
  api.get(
    path,
    {
      schema: {
        summary: `The ${kind}, in their order, paged`,
        tags: [kind],
        querystring: pagingQuery,
        response: { 200: answers.items },
      },
    },
    async (request) => pageKindItems(api.db, spec, request.query),
  );
  api.get(
    `${path}/:id`,
    {
      schema: {
        summary: `One of the ${kind} for its own page, with its file's size and the newest others`,
        tags: [kind],
        params: idParams,
        response: { 200: answers.item, 404: errorResponse },
      },
    },
    async (request) => {
      const item = await findKindItem(api.db, spec, request.params.id);
      if (!item) throw new HttpError(404, 'api.not_found');
      const file = typeof item.file === 'string' ? item.file : null;
      const { file_size } = await withFileSize(api.config.UPLOAD_DIR, { file });
      return {
        data: { ...item, file_size },
        related: await relatedKindItems(api.db, spec, request.params.id),
      };
    },
  );
}
