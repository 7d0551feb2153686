// Loading one page of a paged list for a list screen, on the server or in the browser (the route's
// loader and clientLoader both call loadPage with their own reader). A failed call becomes an
// 'error' result instead of a thrown error, so the screen keeps its header, heading and pagination
// context and shows the error state; the server loader turns it into a 5xx status (listStatus).
import type { Paged } from '#shared/contract/common.ts';
import { ApiError } from '../api/api-error.ts';
import type { ApiQuery, Paging } from '#shared/contract/endpoints.ts';
import type { ApiRead } from '../api/api-reader.ts';

export type ListResult<Item> =
  { state: 'ok'; page: number; list: Paged<Item> } | { state: 'error'; page: number; status: number };

/** The HTTP status for a failed call: the API's own 5xx, 503 when it could not be reached, else 500. */
export function failureStatus(error: unknown): number {
  if (error instanceof ApiError) {
    if (error.status === null) return 503;
    if (error.status >= 500) return error.status;
  }
  return 500;
}

/** `list` is the list's endpoint (shared/contract/endpoints.ts) for a page. */
export async function loadPage<Item>(
  read: ApiRead,
  list: (paging: Paging) => ApiQuery<Paged<Item>>,
  page: number,
  pageSize: number,
): Promise<ListResult<Item>> {
  try {
    const answer = await read(list({ page, pageSize }));
    return { state: 'ok', page, list: answer };
  } catch (error) {
    return { state: 'error', page, status: failureStatus(error) };
  }
}

/** Past the last page: the list has items, but not on this page. */
export function isPastEnd(result: ListResult<unknown>): boolean {
  return result.state === 'ok' && result.list.data.length === 0 && result.list.total_items > 0;
}

/**
 * The document status for a server-rendered list: 5xx on failure, 404 for a page past the end
 * (the empty state with a link to page 1 is still shown), else 200.
 */
export function listStatus(result: ListResult<unknown>): number {
  if (result.state === 'error') return result.status;
  return isPastEnd(result) ? 404 : 200;
}
