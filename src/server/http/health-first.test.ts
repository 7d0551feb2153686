// Issue 24, item 2: readiness is answered while a flood of page renders is in flight, before the
// renders queued behind it (http/health-first.ts). Over real HTTP, as a load balancer probes: 34 pages
// that all miss the response store (a query string each), then a readiness probe once the first page
// came back. The probe must answer 200 while pages are still being rendered. Its time under load is
// measured by bench/misses.ts, not here. Then a probe on a connection made behind a burst of 40 new
// connections (libuv accepts one a turn): it is answered before the burst's pages are rendered
// (render-turns.ts lets waiting connections go first, ADR 053).
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningWebsiteApp, type ListeningWebsiteApp } from '../test-support/seeded-website-app.ts';

const PAGES = 34;
const BURST = 40;

/** A request on a connection of its own, sent once it is open; resolves with the answer's status. */
function rawGet(port: number, path: string, opened?: (socket: Socket) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    let head = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      if (!head) resolve(Number((head = chunk).slice(9, 12)));
    });
    socket.on('error', reject);
    // Closed with no answer (the test closed it): 0.
    socket.on('close', () => resolve(0));
    opened?.(socket);
  });
}

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

  it('answers a probe that connects behind a burst of new connections before their pages', async () => {
    const port = Number(new URL(origin).port);
    let pagesDone = 0;
    const pages = Array.from({ length: BURST }, (_, i) =>
      rawGet(port, `/?burst=${i}`).then((status) => {
        pagesDone += 1;
        return status;
      }),
    );
    const probe = await rawGet(port, '/api/health/ready');
    const pagesBeforeProbe = pagesDone;
    expect(probe).toBe(200);
    // Accepted one a turn, each turn with render steps, the probe came after 28 of the burst's 40
    // pages; with connections first, before any (on a busy machine a few steps may run: a render step
    // waits 50 ms at most, and a page takes a dozen steps).
    expect(pagesBeforeProbe).toBeLessThanOrEqual(3);
    const statuses = await Promise.all(pages);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  }, 120_000);

  it('drops a queued page whose visitor left, so the next visitors are not refused', async () => {
    const port = Number(new URL(origin).port);
    // 2 render and 32 wait (RENDER_CONCURRENCY, RENDER_QUEUE_MAX): the queue is full.
    const sockets: Socket[] = [];
    const flood = Array.from({ length: PAGES }, (_, i) =>
      rawGet(port, `/?left=${i}`, (socket) => sockets.push(socket)),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The last ten visitors in the queue leave; ten others come.
    for (const socket of sockets.slice(-10)) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await Promise.all(Array.from({ length: 10 }, (_, i) => rawGet(port, `/?next=${i}`)));
    // Had the ten who left kept their places, most of these would be refused (503).
    expect(next).toEqual(Array(10).fill(200));
    await Promise.all(flood);
  }, 120_000);
});
