import type { ApiInstance } from '#server/plugins/zod.ts';
import { pagingQuery } from '#shared/contract/common.ts';
import { heritageSitesResponse } from '#shared/contract/heritage.ts';
import { pageHeritageSites } from './repo.ts';

/** GET /api/events/temples: heritage sites in curated order, paged (the page asks for 9). */
export default async function heritageRoutes(api: ApiInstance) {
  api.get(
    '/events/temples',
    {
      schema: {
        summary: 'Cultural heritage sites (temples), paged; total_page repeats total_pages',
        tags: ['heritage'],
        querystring: pagingQuery,
        response: { 200: heritageSitesResponse },
      },
    },
    async (request) => {
      const page = await pageHeritageSites(api.db, request.query);
      return { ...page, total_page: page.total_pages };
    },
  );
}
