// The page number of a list screen, read from ?page=N. Anything that is not a whole number from 1
// up (letters, 0, negatives, decimals) means page 1: a hand-edited URL never crashes a list.
import { MAX_ID } from '#shared/contract/values.ts';

const PAGE_PARAM = 'page';

export function readPage(url: string | URL): number {
  const raw = new URL(url).searchParams.get(PAGE_PARAM)?.trim() ?? '';
  if (!/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  if (page < 1) return 1;
  // Far past any real list, but a number the API and SQL accept: it simply shows the past-the-end state.
  return Math.min(page, MAX_ID);
}

/** A path id such as /law-and-enforcement/:id: a whole number that fits an id column, else null. */
export function readId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
