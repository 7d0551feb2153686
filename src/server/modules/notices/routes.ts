import type { ApiInstance } from '../../plugins/zod.ts';
import { branchIdParams, pagingQuery } from '../../../shared/contract/common.ts';
import { noticesListResponse, noticesPagedResponse } from '../../../shared/contract/notices.ts';
import { listPopupNotices, listUrgentNotices, pageBranchNotices, pageNotices } from './repo.ts';

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
