// The data of an item's own page, on the server and in the browser alike: the item's answer, or the
// not-found state (an id that is not a number, or an item the public cannot see: HTTP 404), or an
// error with its status.
import { data } from 'react-router';
import type { ApiQuery, ApiRead } from '../api/api-reader.ts';
import { ApiError } from '../api/api-error.ts';
import { failureStatus } from '../list/load-list.ts';
import { readId } from '../list/page-param.ts';

export type ItemData<Answer> =
  { state: 'not-found' } | { state: 'error'; status: number } | { state: 'ok'; answer: Answer };

export async function loadItem<Answer>(
  read: ApiRead,
  rawId: string | undefined,
  query: (id: number) => ApiQuery<Answer>,
): Promise<ItemData<Answer>> {
  const id = readId(rawId);
  if (id === null || id === 0) return { state: 'not-found' };
  try {
    return { state: 'ok', answer: await read(query(id)) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { state: 'not-found' };
    return { state: 'error', status: failureStatus(error) };
  }
}

/** The server's answer: the page with its status (404, 5xx) so crawlers and caches see it. */
export function itemResponse<Answer>(item: ItemData<Answer>) {
  const status = item.state === 'not-found' ? 404 : item.state === 'error' ? item.status : 200;
  return data(item, { status });
}
