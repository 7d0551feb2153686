import { describe, expect, it } from 'vitest';
import type { Paged } from '#shared/contract/common.ts';
import { ApiError } from '../api/api-error.ts';
import { endpoints } from '#shared/contract/endpoints.ts';
import type { ApiQuery, ApiRead } from '../api/api-reader.ts';
import { failureStatus, isPastEnd, listStatus, loadPage } from './load-list.ts';

const paged = (items: number[], total_items: number, page = 1): Paged<number> => ({
  data: items,
  total_items,
  total_pages: Math.ceil(total_items / 10),
  page,
  page_size: 10,
});

function reader(answer: (path: string) => unknown): { read: ApiRead; paths: string[] } {
  const paths: string[] = [];
  const read = (async <T>(query: ApiQuery<T>) => {
    paths.push(query.path);
    return answer(query.path) as T;
  }) as ApiRead;
  return { read, paths };
}

describe('loadPage', () => {
  it('asks for the page and size, with either parameter name', async () => {
    const { read, paths } = reader(() => paged([1], 1));
    await loadPage(read, endpoints.notices, 2, 9);
    await loadPage(read, (paging) => endpoints.laws(3, paging), 1, 25);
    expect(paths).toEqual(['/notices?page=2&pageSize=9', '/laws?category=3&page=1&page_size=25']);
  });

  it('turns a failed call into an error result with a 5xx status', async () => {
    const fail = (error: unknown) => reader(() => Promise.reject(error)).read;
    expect(await loadPage(fail(new ApiError(null, 'offline')), endpoints.articles, 1, 10)).toEqual({
      state: 'error',
      page: 1,
      status: 503,
    });
    expect((await loadPage(fail(new ApiError(502, 'bad gateway')), endpoints.articles, 1, 10)).state).toBe(
      'error',
    );
  });
});

describe('statuses', () => {
  it('keeps the API 5xx, 503 when unreachable, else 500', () => {
    expect(failureStatus(new ApiError(504, 'x'))).toBe(504);
    expect(failureStatus(new ApiError(null, 'x'))).toBe(503);
    expect(failureStatus(new ApiError(400, 'x'))).toBe(500);
    expect(failureStatus(new Error('x'))).toBe(500);
  });

  it('answers 404 past the end, 200 for a list or an empty list', () => {
    expect(listStatus({ state: 'ok', page: 9, list: paged([], 25, 9) })).toBe(404);
    expect(isPastEnd({ state: 'ok', page: 9, list: paged([], 25, 9) })).toBe(true);
    expect(listStatus({ state: 'ok', page: 1, list: paged([], 0) })).toBe(200);
    expect(listStatus({ state: 'ok', page: 1, list: paged([1, 2], 2) })).toBe(200);
    expect(listStatus({ state: 'error', page: 1, status: 503 })).toBe(503);
  });
});
