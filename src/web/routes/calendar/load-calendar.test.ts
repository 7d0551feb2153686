import { describe, expect, it } from 'vitest';
import { endpoints } from '#shared/contract/endpoints.ts';
import type { MonthDetails } from '#shared/contract/calendar.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import type { ApiQuery, ApiRead } from '#web/lib/api/api-reader.ts';
import { loadCalendar } from './load-calendar.ts';

// 2026-11-21T18:15Z is 00:00 on 22 November in Nepal: BS 2083/08/06.
const NOW = new Date('2026-11-21T18:15:00Z');

function recordingReader(answer: () => Promise<unknown>): { read: ApiRead; paths: string[] } {
  const paths: string[] = [];
  const read = (<T>(query: ApiQuery<T>) => {
    paths.push(query.path);
    return answer() as Promise<T>;
  }) as ApiRead;
  return { read, paths };
}

describe('loadCalendar', () => {
  it("reads today's month in Nepal when the URL names none", async () => {
    const details = { year: 2083, month: 8, occasions: [] } as unknown as MonthDetails;
    const { read, paths } = recordingReader(() => Promise.resolve(details));
    const result = await loadCalendar(read, 'http://x/calendar', NOW);
    expect(paths).toEqual([endpoints.monthDetails(2083, 8).path]);
    expect(result).toMatchObject({ state: 'ok', today: { year: 2083, month: 8, day: 6 } });
    expect(result.selection).toEqual({ year: 2083, month: 8, day: null });
  });

  it('asks the API only for months in range', async () => {
    const { read, paths } = recordingReader(() => Promise.resolve({}));
    await loadCalendar(read, 'http://x/calendar?year=2999&month=0&day=3', NOW);
    expect(paths).toEqual([endpoints.monthDetails(2090, 12).path]);
  });

  it('turns a failed call into an error result with a 5xx status', async () => {
    const network = recordingReader(() => Promise.reject(new ApiError(null, 'offline')));
    expect(await loadCalendar(network.read, 'http://x/calendar', NOW)).toMatchObject({
      state: 'error',
      status: 503,
    });
    const server = recordingReader(() => Promise.reject(new ApiError(502, 'bad gateway')));
    expect(await loadCalendar(server.read, 'http://x/calendar', NOW)).toMatchObject({
      state: 'error',
      status: 502,
    });
  });
});
