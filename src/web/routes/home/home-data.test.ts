import { describe, expect, it } from 'vitest';
import { formatDate } from '#shared/calendar/index.ts';
import type { ApiQuery, ApiRead } from '#web/lib/api/api-reader.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { loadHome } from './home-data.ts';

/** A reader that answers each path from a table, and fails the paths listed in `failing`. */
function readerFailing(failing: string[]): ApiRead {
  const answers: Record<string, unknown> = {
    '/base/get-homepage-contents': {
      homepage: [],
      occasions: [{ id: 1, start_date: '2026-04-14' }],
      services: [],
    },
    '/base/get-latest-updates': { gallery: [{ id: 1 }], notices: [], articles: [], laws: [] },
    '/base/settings': { home: {} },
    '/notices/urgent-notices': { data: [{ id: 7 }] },
    '/notices/popup-notices': { data: [{ id: 3, created_at: '2026-11-22T05:00:00.000Z' }] },
  };
  return async <T>(query: ApiQuery<T>) => {
    if (failing.includes(query.path)) throw new ApiError(503, 'database unavailable');
    return answers[query.path] as T;
  };
}

describe('loadHome', () => {
  it('renders without the latest updates, the ticker or the popup when those reads fail', async () => {
    const data = await loadHome(
      readerFailing(['/base/get-latest-updates', '/notices/urgent-notices', '/notices/popup-notices']),
    );
    expect(data.latest).toEqual({ gallery: [], notices: [], articles: [], laws: [] });
    expect(data.urgent).toEqual([]);
    expect(data.popup).toEqual([]);
    expect(Object.keys(data.dates)).toEqual(['2026-04-14']);
  });

  it('passes the answers through when every read succeeds', async () => {
    const data = await loadHome(readerFailing([]));
    expect(data.latest.gallery).toHaveLength(1);
    expect(data.urgent).toEqual([{ id: 7 }]);
  });

  it('labels the occasion and popup dates in both languages (Bikram Sambat in Nepali)', async () => {
    const { dates } = await loadHome(readerFailing([]));
    // Nepali new year 2083 (Baishakh 1) fell on Tuesday 14 April 2026.
    expect(dates['2026-04-14']).toEqual({
      en: formatDate('2026-04-14', 'en', 'long-weekday'),
      ne: formatDate('2026-04-14', 'ne', 'long-weekday'),
    });
    expect(dates['2026-04-14']!.en).toContain('Tuesday');
    expect(dates['2026-04-14']!.ne).toContain('२०८३');
    expect(Object.keys(dates)).toEqual(['2026-04-14', '2026-11-22T05:00:00.000Z']);
  });

  it('fails when the page itself (homepage contents or settings) cannot be read', async () => {
    await expect(loadHome(readerFailing(['/base/get-homepage-contents']))).rejects.toThrow(ApiError);
    await expect(loadHome(readerFailing(['/base/settings']))).rejects.toThrow(ApiError);
  });
});
