import type { ApiInstance } from '../../plugins/zod.ts';
import { articlesPagedResponse } from '../../../shared/contract/articles.ts';
import { branchIdParams, pagingQuery } from '../../../shared/contract/common.ts';
import { pageArticles, pageBranchArticles } from './repo.ts';

/** Articles: the /articles grid and the branch articles tab. */
export default async function articlesRoutes(api: ApiInstance) {
  api.get(
    '/articles',
    {
      schema: {
        summary: 'Articles, newest first, paged',
        tags: ['articles'],
        querystring: pagingQuery,
        response: { 200: articlesPagedResponse },
      },
    },
    async (request) => pageArticles(api.db, request.query),
  );

  api.get(
    '/articles/list-articles-by-branch/:branchId',
    {
      schema: {
        summary: 'Articles of one branch, newest first, paged (an unknown branch has none)',
        tags: ['articles'],
        params: branchIdParams,
        querystring: pagingQuery,
        response: { 200: articlesPagedResponse },
      },
    },
    async (request) => pageBranchArticles(api.db, request.params.branchId, request.query),
  );
}
