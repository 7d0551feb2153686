import type { ApiInstance } from '#server/plugins/zod.ts';
import { HttpError } from '#server/http/http-error.ts';
import { branchIdParams, errorResponse, idParams, pagingQuery } from '#shared/contract/common.ts';
import {
  featuredFestivalResponse,
  festivalByIdResponse,
  festivalMenuResponse,
  festivalsListResponse,
  festivalsPagedResponse,
  festivalsQuery,
} from '#shared/contract/festivals.ts';
import { nepalToday } from '#shared/calendar/nepal-time.ts';
import {
  findFeaturedFestival,
  findFestival,
  listFestivals,
  listLatestFestivals,
  listMenuFestivals,
  pageBranchFestivals,
} from './repo.ts';

/**
 * Festivals under /events/festivals. The static paths (get-festivals-list, latest,
 * list-festivals-by-branch) win over `:id` in the router, so 'latest' is never read as an id.
 * The other /events/* paths (occasions, temples, month details) belong to other modules.
 */
export default async function festivalsRoutes(api: ApiInstance) {
  api.get(
    '/events/festivals',
    {
      schema: {
        summary: 'Festivals by start date; optional limit (1..50) and an id to exclude',
        tags: ['festivals'],
        querystring: festivalsQuery,
        response: { 200: festivalsListResponse },
      },
    },
    async (request) => ({ data: await listFestivals(api.db, request.query) }),
  );

  api.get(
    '/events/festivals/get-festivals-list',
    {
      schema: {
        summary: 'Festivals of the header menu',
        tags: ['festivals'],
        response: { 200: festivalMenuResponse },
      },
    },
    async () => ({ data: await listMenuFestivals(api.db) }),
  );

  api.get(
    '/events/festivals/latest',
    {
      schema: {
        summary: 'The 6 most recently added festivals',
        tags: ['festivals'],
        response: { 200: festivalsListResponse },
      },
    },
    async () => ({ data: await listLatestFestivals(api.db) }),
  );

  api.get(
    '/events/festivals/list-festivals-by-branch/:branchId',
    {
      schema: {
        summary: 'Festivals of one branch, latest start first, paged (an unknown branch has none)',
        tags: ['festivals'],
        params: branchIdParams,
        querystring: pagingQuery,
        response: { 200: festivalsPagedResponse },
      },
    },
    async (request) => pageBranchFestivals(api.db, request.params.branchId, request.query),
  );

  api.get(
    '/events/festivals/:id',
    {
      schema: {
        summary: 'One festival, as a one-element data array',
        tags: ['festivals'],
        params: idParams,
        response: { 200: festivalByIdResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const festival = await findFestival(api.db, request.params.id);
      if (!festival) throw new HttpError(404, 'api.not_found');
      return { data: [festival] };
    },
  );

  api.get(
    '/events/festivals/:id/upcoming',
    {
      schema: {
        summary: 'The festival of a festival page with its next dates (today in Nepal), else its last ones',
        tags: ['festivals'],
        params: idParams,
        response: { 200: featuredFestivalResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const festival = await findFeaturedFestival(api.db, request.params.id, nepalToday());
      if (!festival) throw new HttpError(404, 'api.not_found');
      return { data: [festival] };
    },
  );
}
