// /metrics over a real socket: closed without the token, Prometheus text with it, and the numbers move
// with what the server did (requests by route, stored answers, submissions, queries, the pool).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { multipart } from '../test-support/multipart.ts';

const TOKEN = 'metrics-token-for-tests-0123';

/** The value of one sample line, e.g. `http_requests_total{method="GET",route="/api/notices",status="200"}`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const matches = Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`));
    if (matches) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('metrics', () => {
  let t: TestApp;
  let base: string;
  const scrape = async () => {
    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('answers only the token', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('Bearer');
  });

  it('counts requests by route and status, stored answers and the cache hit ratio', async () => {
    const before = await scrape();
    const hitsBefore = sample(before, 'response_cache_lookups_total', { result: 'hit' }) ?? 0;
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${base}/api/notices?page=1`)).status).toBe(200);
    expect((await fetch(`${base}/api/branch/branches/999999`)).status).toBe(404);
    expect((await fetch(`${base}/api/nothing-here`)).status).toBe(404);
    const after = await scrape();
    // The first is computed by its route, the next two come from the store.
    expect(sample(after, 'http_requests_total', { route: '/api/notices', status: '200' })).toBe(1);
    expect(sample(after, 'http_requests_total', { route: '(stored)', status: '200' })).toBeGreaterThanOrEqual(
      2,
    );
    expect(sample(after, 'response_cache_lookups_total', { result: 'hit' })).toBe(hitsBefore + 2);
    expect(sample(after, 'http_requests_total', { route: '/api/branch/branches/:id', status: '404' })).toBe(
      1,
    );
    expect(sample(after, 'http_requests_total', { route: '(not found)', status: '404' })).toBe(1);
    expect(sample(after, 'http_request_duration_seconds_count', { route: '/api/notices' })).toBe(1);
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
  });

  it('counts submissions and times the queries', async () => {
    const branch = await t.db.selectFrom('branch').select('id').orderBy('id').executeTakeFirstOrThrow();
    const category = await t.db
      .selectFrom('complaint_category')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { payload, headers } = await multipart({
      name: 'Hari',
      contact: '9841000000',
      address: 'Patan',
      branch: String(branch.id),
      category: String(category.id),
      title: 'Broken lamp',
      details: 'The lamp by the gate is broken.',
    });
    const res = await fetch(`${base}/api/base/complaints`, {
      method: 'POST',
      body: new Uint8Array(payload),
      headers,
    });
    expect(res.status).toBe(201);
    const text = await scrape();
    expect(sample(text, 'submissions_total', { kind: 'complaint' })).toBe(1);
    expect(
      sample(text, 'db_query_duration_seconds_count', { operation: 'insert', outcome: 'ok' }),
    ).toBeGreaterThan(0);
    expect(
      sample(text, 'db_query_duration_seconds_count', { operation: 'select', outcome: 'ok' }),
    ).toBeGreaterThan(0);
    if (t.kind === 'postgres') {
      expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    }
  });
});

describe('metrics without a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('has no /metrics at all', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(404);
  });
});
