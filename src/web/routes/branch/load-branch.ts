// The branch detail page's data (product.md section 2 "Branch detail"): the branch, and one page of the
// active tab only (?tab=articles|notices|festivals|employees&page=N, 10 a page). The id is parsed as
// an integer, 0 when absent or unusable (product.md section 5); 0 or an unknown id is the not-found state.
import type { Article } from '#shared/contract/articles.ts';
import type { BranchEmployee, BranchNode } from '#shared/contract/branches.ts';
import type { Festival } from '#shared/contract/festivals.ts';
import type { Notice } from '#shared/contract/notices.ts';
import { activeTabId } from '#web/components/tabs/tab-state.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { endpoints, type ApiRead } from '#web/lib/api/api-reader.ts';
import { failureStatus, listStatus, loadPage, type ListResult } from '#web/lib/list/load-list.ts';
import { readId, readPage } from '#web/lib/list/page-param.ts';

/** product.md section 9: 10 a page in every branch tab. */
const BRANCH_TAB_PAGE_SIZE = 10;

const BRANCH_TABS = ['articles', 'notices', 'festivals', 'employees'] as const;
export type BranchTab = (typeof BRANCH_TABS)[number];

export type TabResult =
  | { tab: 'articles'; result: ListResult<Article> }
  | { tab: 'notices'; result: ListResult<Notice> }
  | { tab: 'festivals'; result: ListResult<Festival> }
  | { tab: 'employees'; result: ListResult<BranchEmployee> };

export type BranchPageData =
  | { state: 'not-found' }
  | { state: 'error'; status: number }
  | { state: 'ok'; branch: BranchNode; active: TabResult };

/** product.md section 5: the route id as an integer, 0 if absent (or not a usable id). */
function branchIdOf(raw: string | undefined): number {
  return readId(raw) ?? 0;
}

function readTab(url: string | URL): BranchTab {
  return activeTabId(BRANCH_TABS, new URL(url).searchParams.get('tab')) as BranchTab;
}

function loadTab(read: ApiRead, id: number, tab: BranchTab, page: number): Promise<TabResult> {
  const size = BRANCH_TAB_PAGE_SIZE;
  switch (tab) {
    case 'articles':
      return loadPage(read, (paging) => endpoints.branchArticles(id, paging), page, size).then((result) => ({
        tab,
        result,
      }));
    case 'notices':
      return loadPage(read, (paging) => endpoints.branchNotices(id, paging), page, size).then((result) => ({
        tab,
        result,
      }));
    case 'festivals':
      return loadPage(read, (paging) => endpoints.branchFestivals(id, paging), page, size).then((result) => ({
        tab,
        result,
      }));
    case 'employees':
      return loadPage(read, (paging) => endpoints.branchEmployees(id, paging), page, size).then((result) => ({
        tab,
        result,
      }));
  }
}

export async function loadBranchPage(
  read: ApiRead,
  rawId: string | undefined,
  url: string,
): Promise<BranchPageData> {
  const id = branchIdOf(rawId);
  // product.md section 7: queries stay disabled until the id is present; 0 names no branch.
  if (id === 0) return { state: 'not-found' };
  const [branch, active] = await Promise.all([
    read(endpoints.branch(id)).then(
      (answer) => answer.data[0] ?? null,
      (error: unknown) => (error instanceof ApiError && error.status === 404 ? null : failureStatus(error)),
    ),
    loadTab(read, id, readTab(url), readPage(url)),
  ]);
  if (branch === null) return { state: 'not-found' };
  if (typeof branch === 'number') return { state: 'error', status: branch };
  return { state: 'ok', branch, active };
}

/** The document status: 404 for no branch, the failure's 5xx, else the active tab's list status. */
export function branchStatus(answer: BranchPageData): number {
  if (answer.state === 'not-found') return 404;
  if (answer.state === 'error') return answer.status;
  return listStatus(answer.active.result);
}
