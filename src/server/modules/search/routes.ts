import type { ApiInstance } from '#server/plugins/zod.ts';
import { searchQuery, searchResponse } from '#shared/contract/search.ts';
import { searchSite } from './repo.ts';

/** GET /api/search?q=&type=&page=&pageSize=: the site search (the /search page reads it). */
export default async function searchRoutes(api: ApiInstance) {
  api.get(
    '/search',
    {
      schema: {
        summary: 'Site search over every kind of public content, in both languages at once',
        tags: ['search'],
        querystring: searchQuery,
        response: { 200: searchResponse },
      },
    },
    async (request) => searchSite(api.db, request.query),
  );
}
