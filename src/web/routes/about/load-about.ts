// The About page's data: the texts, the head-office org chart, the departments and one page of the
// selected department's team. Each read settles on its own: a failed one leaves its section with an
// error state and the rest of the page still renders.
import type { Department, Employee } from '#shared/contract/people.ts';
import { TEAM_PAGE_SIZE } from '#shared/contract/values.ts';
import type { AboutContent } from '#shared/contract/site.ts';
import { endpoints, type ApiRead } from '#web/lib/api/api-reader.ts';
import { loadPage, type ListResult } from '#web/lib/list/load-list.ts';
import { readTeamSelection } from './team-query.ts';

export interface AboutPageData {
  about: AboutContent | null;
  /** null when the list could not be read. */
  orgChart: Employee[] | null;
  departments: Department[] | null;
  /** null when there is no department to show. */
  team: (ListResult<Employee> & { departmentId: number }) | null;
}

export async function loadAboutPage(read: ApiRead, url: string): Promise<AboutPageData> {
  const [about, orgChart, departments] = await Promise.all([
    read(endpoints.about()).catch(() => null),
    read(endpoints.employees())
      .then((answer) => answer.data)
      .catch(() => null),
    read(endpoints.departments())
      .then((answer) => answer.data)
      .catch(() => null),
  ]);
  const selection = departments ? readTeamSelection(url, departments) : null;
  const team = selection
    ? {
        departmentId: selection.departmentId,
        ...(await loadPage(
          read,
          (paging) => endpoints.team(selection.departmentId, paging),
          selection.page,
          TEAM_PAGE_SIZE,
        )),
      }
    : null;
  return { about, orgChart, departments, team };
}
