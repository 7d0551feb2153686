import type { ApiInstance } from '#server/plugins/zod.ts';
import { HttpError } from '#server/http/http-error.ts';
import { withFileSize } from '#server/files/public-file-size.ts';
import { errorResponse, idParams } from '#shared/contract/common.ts';
import { lawCategoriesResponse, lawItemResponse, lawsQuery, lawsResponse } from '#shared/contract/laws.ts';
import { findLaw, listLawCategories, pageLaws, relatedLaws } from './repo.ts';

/** GET /api/law-categories (Rules menu), /api/laws (the law table, paged, by category), /api/laws/:id. */
export default async function lawsRoutes(api: ApiInstance) {
  api.get(
    '/law-categories',
    {
      schema: {
        summary: 'Law categories in menu order',
        tags: ['laws'],
        response: { 200: lawCategoriesResponse },
      },
    },
    async () => ({ data: await listLawCategories(api.db) }),
  );

  api.get(
    '/laws',
    {
      schema: {
        summary: 'Laws and regulations, newest first, paged, optionally of one category',
        tags: ['laws'],
        querystring: lawsQuery,
        response: { 200: lawsResponse },
      },
    },
    async (request) => pageLaws(api.db, request.query),
  );

  api.get(
    '/laws/:id',
    {
      schema: {
        summary: "One law for its own page, with its file's size and others of its category",
        tags: ['laws'],
        params: idParams,
        response: { 200: lawItemResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const law = await findLaw(api.db, request.params.id);
      if (!law) throw new HttpError(404, 'api.not_found');
      return {
        data: await withFileSize(api.config.UPLOAD_DIR, law),
        related: await relatedLaws(api.db, law),
      };
    },
  );
}
