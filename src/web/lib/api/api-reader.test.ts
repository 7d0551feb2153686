import { describe, expect, it } from 'vitest';
import { createQueryClient, FRESH_FOR_MS, getBrowserQueryClient, endpoints } from './api-reader.ts';
import { queryKeyOf } from '#shared/contract/endpoints.ts';

describe('the browser cache (product.md section 7, Caching)', () => {
  it('keeps answers fresh for 5 minutes and never refetches on window focus', async () => {
    const client = await createQueryClient();
    const queries = client.getDefaultOptions().queries;
    expect(FRESH_FOR_MS).toBe(300_000);
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it('is one client for the whole visit, created on first use', async () => {
    const first = getBrowserQueryClient();
    expect(getBrowserQueryClient()).toBe(first);
    expect(await first).toBe(await getBrowserQueryClient());
  });

  it('serves a fresh answer from the cache without calling the API again', async () => {
    const client = await createQueryClient();
    let calls = 0;
    const query = endpoints.urgentNotices();
    const read = () =>
      client.fetchQuery({
        queryKey: queryKeyOf(query),
        queryFn: () => ({ data: [{ id: ++calls }] }),
        staleTime: FRESH_FOR_MS,
      });
    expect(await read()).toEqual({ data: [{ id: 1 }] });
    expect(await read()).toEqual({ data: [{ id: 1 }] });
    expect(calls).toBe(1);
  });
});
