import type { ApiInstance } from '#server/plugins/zod.ts';
import { HttpError } from '#server/http/http-error.ts';
import { withFileSize } from '#server/files/public-file-size.ts';
import { branchIdParams, errorResponse, idParams, pagingQuery } from '#shared/contract/common.ts';
import { noticeItemResponse, noticesListResponse, noticesPagedResponse } from '#shared/contract/notices.ts';
import {
  findNotice,
  listPopupNotices,
  listUrgentNotices,
  pageBranchNotices,
  pageNotices,
  relatedNotices,
} from './repo.ts';

/** Notices: the /notice page, the home ticker and popup, and the branch notices tab. */
export default async function noticesRoutes(api: ApiInstance) {
  api.get(
    '/notices',
    {
      schema: {
        summary: 'Notices, newest first, paged',
        tags: ['notices'],
        querystring: pagingQuery,
        response: { 200: noticesPagedResponse },
      },
    },
    async (request) => pageNotices(api.db, request.query),
  );

  api.get(
    '/notices/urgent-notices',
    {
      schema: {
        summary: 'Urgent notices for the ticker, newest first (at most 20)',
        tags: ['notices'],
        response: { 200: noticesListResponse },
      },
    },
    async () => ({ data: await listUrgentNotices(api.db) }),
  );

  api.get(
    '/notices/popup-notices',
    {
      schema: {
        summary: 'Popup notices for the home page, newest first (at most 5)',
        tags: ['notices'],
        response: { 200: noticesListResponse },
      },
    },
    async () => ({ data: await listPopupNotices(api.db) }),
  );

  api.get(
    '/notices/:id',
    {
      schema: {
        summary: "One notice for its own page, with its file's size and related notices",
        tags: ['notices'],
        params: idParams,
        response: { 200: noticeItemResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const notice = await findNotice(api.db, request.params.id);
      if (!notice) throw new HttpError(404, 'api.not_found');
      return {
        data: await withFileSize(api.config.UPLOAD_DIR, notice),
        related: await relatedNotices(api.db, notice),
      };
    },
  );

  api.get(
    '/notices/list-notices-by-branch/:branchId',
    {
      schema: {
        summary: 'Notices of one branch, newest first, paged (an unknown branch has none)',
        tags: ['notices'],
        params: branchIdParams,
        querystring: pagingQuery,
        response: { 200: noticesPagedResponse },
      },
    },
    async (request) => pageBranchNotices(api.db, request.params.branchId, request.query),
  );
}
