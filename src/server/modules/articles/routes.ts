import type { ApiInstance } from '#server/plugins/zod.ts';
import { HttpError } from '#server/http/http-error.ts';
import { withFileSize } from '#server/files/public-file-size.ts';
import { articleItemResponse, articlesPagedResponse } from '#shared/contract/articles.ts';
import { branchIdParams, errorResponse, idParams, pagingQuery } from '#shared/contract/common.ts';
import { findArticle, pageArticles, pageBranchArticles, relatedArticles } from './repo.ts';

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
    '/articles/:id',
    {
      schema: {
        summary: "One article for its own page, with its file's size and the newest other articles",
        tags: ['articles'],
        params: idParams,
        response: { 200: articleItemResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const article = await findArticle(api.db, request.params.id);
      if (!article) throw new HttpError(404, 'api.not_found');
      return {
        data: await withFileSize(api.config.UPLOAD_DIR, article),
        related: await relatedArticles(api.db, article.id),
      };
    },
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
