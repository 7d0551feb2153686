import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { paginate } from '#server/db/paging.ts';
import { published, publishedRowExists } from '#server/db/published.ts';
import type { PagingQuery } from '#shared/contract/common.ts';

const employeeColumns = [
  'id',
  'image',
  'full_name_en',
  'full_name_ne',
  'position_en',
  'position_ne',
] as const;

/** The head-office organisation chart, in its curated order. */
export const listOrgChart = (db: Kysely<Database>) =>
  db
    .selectFrom('employee')
    .select(employeeColumns)
    .where('in_org_chart', '=', 1)
    .where(published())
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

export const listDepartments = (db: Kysely<Database>) =>
  db
    .selectFrom('department')
    .select(['id', 'name_en', 'name_ne'])
    .where(published())
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

export const departmentExists = (db: Kysely<Database>, id: number) =>
  publishedRowExists(db, 'department', id);

export const pageDepartmentTeam = (db: Kysely<Database>, departmentId: number, paging: PagingQuery) =>
  paginate(
    db
      .selectFrom('employee')
      .select(employeeColumns)
      .where('department_id', '=', departmentId)
      .where(published())
      .orderBy('sort_order')
      .orderBy('id'),
    paging,
  );
