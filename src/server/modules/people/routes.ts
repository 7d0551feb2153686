import type { ApiInstance } from '#server/plugins/zod.ts';
import { HttpError } from '#server/http/http-error.ts';
import { errorResponse, idParams } from '#shared/contract/common.ts';
import { departmentsResponse, employeesResponse, teamQuery, teamResponse } from '#shared/contract/people.ts';
import { departmentExists, listDepartments, listOrgChart, pageDepartmentTeam } from './repo.ts';

/** The About page's people: org chart, departments and each department's team. */
export default async function peopleRoutes(api: ApiInstance) {
  api.get(
    '/base/employees',
    {
      schema: {
        summary: 'Head-office organisation chart, in display order',
        tags: ['people'],
        response: { 200: employeesResponse },
      },
    },
    async () => ({ data: await listOrgChart(api.db) }),
  );

  api.get(
    '/base/departments',
    {
      schema: {
        summary: 'Departments (team groups), in display order',
        tags: ['people'],
        response: { 200: departmentsResponse },
      },
    },
    async () => ({ data: await listDepartments(api.db) }),
  );

  api.get(
    '/base/departments/:id/team',
    {
      schema: {
        summary: 'Members of a department, paged (default page size 8)',
        tags: ['people'],
        params: idParams,
        querystring: teamQuery,
        response: { 200: teamResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await departmentExists(api.db, id))) throw new HttpError(404, 'api.not_found');
      return pageDepartmentTeam(api.db, id, request.query);
    },
  );
}
