import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api/api-error.ts';
import type { ApiQuery, ApiRead } from '#web/lib/api/api-reader.ts';
import { loadHeritagePage } from './load-heritage.ts';

/** Answers by path prefix; records the paths asked for. */
function reader(answers: Record<string, unknown>, asked: string[] = []): ApiRead {
  return (<T>(query: ApiQuery<T>) => {
    asked.push(query.path);
    const key = Object.keys(answers).find((prefix) => query.path.startsWith(prefix));
    const answer = key === undefined ? undefined : answers[key];
    if (answer === undefined || answer instanceof Error)
      return Promise.reject(answer ?? new ApiError(404, 'x'));
    return Promise.resolve(answer as T);
  }) as ApiRead;
}

const sites = { data: [], total_pages: 99, total_page: 4, total_items: 33, page: 2, page_size: 9 };

describe('loadHeritagePage', () => {
  it('asks for 9 sites on the page of the URL and reads the page count from total_page', async () => {
    const asked: string[] = [];
    const result = await loadHeritagePage(
      reader(
        {
          '/base/gallery/heritage-strip': { data: [] },
          '/events/temples': sites,
          '/events/festivals/latest': { data: [] },
        },
        asked,
      ),
      'http://site.test/cultural-heritage?page=2',
    );
    expect(asked).toContain('/events/temples?page=2&pageSize=9');
    expect(result.sites.state).toBe('ok');
    if (result.sites.state === 'ok') expect(result.sites.list.total_pages).toBe(4);
    expect(result.strip).toEqual([]);
    expect(result.festivals).toEqual([]);
  });

  it('keeps the page when a part fails: no strip, no festivals, the site list as an error', async () => {
    const result = await loadHeritagePage(
      reader({ '/events/temples': new ApiError(503, 'down') }),
      'http://site.test/cultural-heritage?page=abc',
    );
    expect(result.strip).toBeNull();
    expect(result.festivals).toBeNull();
    expect(result.sites).toEqual({ state: 'error', page: 1, status: 503 });
  });
});
