import type { ApiInstance } from '../../plugins/zod.ts';
import { lawCategoriesResponse, lawsQuery, lawsResponse } from '../../../shared/contract/laws.ts';
import { listLawCategories, pageLaws } from './repo.ts';

/** GET /api/law-categories (Rules menu) and /api/laws (the law table, paged, by category). */
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
}
