// The page numbers a pagination bar shows (product.md section 2 "Shared controls", section 9 "at most 4
// plain numbers before ellipses are used"). Pure, so every total and current page is unit-tested.

export type PaginationItem = number | 'ellipsis';

/** How many pages are always shown as plain numbers. */
const MAX_PLAIN_PAGES = 4;
/** "Near the start": the current page is one of the first three, which the start form shows. */
const START_PAGES = 3;
/** "Near the end": the last five pages, shown whole once the current page and both neighbours fit in them. */
const TAIL_PAGES = 5;

/**
 * - total <= 4: every page.
 * - near the start (current <= 3): 1, 2, 3, …, last.
 * - near the end (current >= total - 3, i.e. current-1..current+1 all lie in the last five pages):
 *   1, …, then the last five pages (never reaching back over page 3, so the ellipsis always hides
 *   at least page 2: total 5 and 6 show 1, …, 3, …, last).
 * - in the middle: 1, …, current-1, current, current+1, …, last.
 * Every ellipsis hides at least one page, the current page is always shown, and at most 7 items.
 * Out-of-range input is clamped: total below 1 gives [], current is kept within 1..total.
 */
export function paginationItems(current: number, total: number): PaginationItem[] {
  const last = Math.floor(total);
  if (!Number.isFinite(last) || last < 1) return [];
  const page = Math.min(Math.max(Math.floor(Number.isFinite(current) ? current : 1), 1), last);

  if (last <= MAX_PLAIN_PAGES) return range(1, last);
  if (page <= START_PAGES) return [...range(1, START_PAGES), 'ellipsis', last];
  if (page >= last - (TAIL_PAGES - 2)) {
    const tailStart = Math.max(last - (TAIL_PAGES - 1), START_PAGES);
    return [1, 'ellipsis', ...range(tailStart, last)];
  }
  return [1, 'ellipsis', page - 1, page, page + 1, 'ellipsis', last];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The search string for page `page` on the current URL: other parameters stay, page 1 drops the
 * parameter (one canonical URL for the first page).
 */
export function pageSearch(search: string, page: number, param = 'page'): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
