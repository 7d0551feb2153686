// People: the head-office organisation chart, departments and their paged teams (About page).
import { z } from 'zod';
import { listResponse, pagedResponse, pagingQuery } from './common.ts';

/** An employee card: the org chart, a department team and a branch's employees share it. */
export const employee = z.object({
  id: z.number().int(),
  image: z.string().nullable(),
  full_name_en: z.string(),
  full_name_ne: z.string(),
  position_en: z.string(),
  position_ne: z.string(),
});
export type Employee = z.infer<typeof employee>;

const department = z.object({ id: z.number().int(), name_en: z.string(), name_ne: z.string() });
export type Department = z.infer<typeof department>;

export const employeesResponse = listResponse(employee);
export type EmployeesResponse = z.infer<typeof employeesResponse>;
export const departmentsResponse = listResponse(department);
export type DepartmentsResponse = z.infer<typeof departmentsResponse>;

import { TEAM_PAGE_SIZE } from './values.ts';

export const teamQuery = pagingQuery.in.transform(({ page, pageSize, page_size }) => ({
  page: page ?? 1,
  pageSize: pageSize ?? page_size ?? TEAM_PAGE_SIZE,
}));
export const teamResponse = pagedResponse(employee);
