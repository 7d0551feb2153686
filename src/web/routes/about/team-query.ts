// Which team the About page shows: ?department=ID&page=N. A missing or unknown department means the
// first one (product.md section 4: the first department is selected automatically); anything that is not a
// usable page number means page 1. Pure, so the rules are unit-tested.
import type { Department } from '#shared/contract/people.ts';
import { readId, readPage } from '#web/lib/list/page-param.ts';

export const DEPARTMENT_PARAM = 'department';

export interface TeamSelection {
  departmentId: number;
  page: number;
}

export function readTeamSelection(
  url: string | URL,
  departments: readonly Department[],
): TeamSelection | null {
  const first = departments[0];
  if (!first) return null;
  const asked = readId(new URL(url).searchParams.get(DEPARTMENT_PARAM)?.trim());
  const known = departments.some((department) => department.id === asked);
  return { departmentId: known && asked !== null ? asked : first.id, page: readPage(url) };
}

/** The search string of a department's first page (changing the department resets the page). */
export function departmentSearch(departmentId: number): string {
  return `?${DEPARTMENT_PARAM}=${departmentId}`;
}
