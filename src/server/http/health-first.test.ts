// Issue 24, item 2: readiness is answered while a flood of page renders is in flight, before the
// renders queued behind it (http/health-first.ts). Over real HTTP, as a load balancer probes: 34 pages
// that all miss the response store (a query string each), then a readiness probe once the first page
// came back. The probe must answer 200 while pages are still being rendered. Its time under load is
// measured by bench/misses.ts, not here.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningWebsiteApp, type ListeningWebsiteApp } from '../test-support/seeded-website-app.ts';

const PAGES = 34;

function get(origin: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('readiness under a flood of page renders', () => {
  let t: ListeningWebsiteApp;
  let origin: string;

  beforeAll(async () => {
    // The pages are the built website's (as the browser tests build it, only when out of date).
    t = await createListeningWebsiteApp();
    origin = t.origin;
  }, 240_000);
  afterAll(() => t?.close());

  it('answers before the renders queued behind it', async () => {
    let finished = 0;
    let firstPage!: () => void;
    const firstPageBack = new Promise<void>((resolve) => (firstPage = resolve));
    const pages = Array.from({ length: PAGES }, (_, i) =>
      get(origin, `/?flood=${i}`).then((page) => {
        finished += 1;
        firstPage();
        return page;
      }),
    );
    await firstPageBack;
    const ready = await get(origin, '/api/health/ready');

    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'ok', database: 'ok' });
    // Answered while pages were still being rendered, not after the flood.
    expect(finished).toBeLessThan(PAGES);
    // The flood was real pages, rendered (none refused: 34 fit in 2 renders and 32 waiting).
    const answers = await Promise.all(pages);
    expect(answers.map((page) => page.status)).toEqual(Array(PAGES).fill(200));
    expect(answers[0]!.body).toContain('<html');
  }, 120_000);
});
