import type { ApiInstance } from '#server/plugins/zod.ts';
import { HttpError } from '#server/http/http-error.ts';
import { branchIdParams, errorResponse, idParams, pagingQuery } from '#shared/contract/common.ts';
import {
  branchEmployeesResponse,
  branchListResponse,
  branchResponse,
  nestedBranchListResponse,
} from '#shared/contract/branches.ts';
import { listBranches, pageBranchEmployees } from './repo.ts';
import { branchesInMenuOrder, buildBranchNodes, topLevelBranches } from './tree.ts';

/** Branch offices: flat list, nested menu tree, one branch, and a branch's employees. */
export default async function branchesRoutes(api: ApiInstance) {
  api.get(
    '/branch/branches/list-branches',
    {
      schema: {
        summary: 'Every branch flat: each main office in display order, followed by its sub-branches',
        tags: ['branches'],
        response: { 200: branchListResponse },
      },
    },
    async () => ({ data: branchesInMenuOrder(await listBranches(api.db)) }),
  );

  api.get(
    '/branch/branches/nested-branch-list',
    {
      schema: {
        summary: 'Top-level branches, each with its sub_branch tree',
        tags: ['branches'],
        response: { 200: nestedBranchListResponse },
      },
    },
    async () => ({ data: topLevelBranches(await listBranches(api.db)) }),
  );

  api.get(
    '/branch/branches/:id',
    {
      schema: {
        summary: 'One branch with its sub-branches, as a one-element data array',
        tags: ['branches'],
        params: idParams,
        response: { 200: branchResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const node = buildBranchNodes(await listBranches(api.db)).get(request.params.id);
      if (!node) throw new HttpError(404, 'api.not_found');
      return { data: [node] };
    },
  );

  api.get(
    '/branch/branch-employees/list-employees-by-branch/:branchId',
    {
      schema: {
        summary: "A branch's employees in display order, paged",
        tags: ['branches'],
        params: branchIdParams,
        querystring: pagingQuery,
        response: { 200: branchEmployeesResponse },
      },
    },
    // Like the other branch tabs (notices, articles, festivals), an unknown branch has no employees.
    async (request) => pageBranchEmployees(api.db, request.params.branchId, request.query),
  );
}
