// A page render leaves no timer behind. Under Node 24 a timer holds the async context it was made in
// (AsyncContextFrame): one made during a render keeps that render's request, loader data and router
// context until it fires. A 10 s timer per render (to forget a page the server never took) held ~120 MB
// at 60 misses a second (issue 24's memory; docs/performance.md).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createListeningWebsiteApp, type ListeningWebsiteApp } from '../test-support/seeded-website-app.ts';

/** Timers of at least this long outlive the render and matter; shorter ones are scheduling. */
const LONG_MS = 1000;

/**
 * PostgreSQL's pool sets a 10 s idle timer on each connection it gets back (made in the request that
 * released it): at most one per pooled connection (10), each cleared when its connection is used
 * again, so what they hold is bounded by the pool's size, not by the number of renders.
 */
const isPoolIdleTimer = () => new Error().stack?.includes('/node_modules/pg-pool/') ?? false;

describe('a page render', () => {
  let t: ListeningWebsiteApp;

  beforeAll(async () => {
    t = await createListeningWebsiteApp();
  }, 240_000);
  afterAll(() => t?.close());
  afterEach(() => vi.restoreAllMocks());

  it('clears every long timer it set by the time its answer is sent', async () => {
    const open = new Set<unknown>();
    const realSetTimeout = globalThis.setTimeout;
    const realClearTimeout = globalThis.clearTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
      callback: (...args: unknown[]) => void,
      ms?: number,
      ...args: unknown[]
    ) => {
      const timer = realSetTimeout(
        (...callArgs: unknown[]) => {
          open.delete(timer);
          callback(...callArgs);
        },
        ms,
        ...args,
      );
      if ((ms ?? 0) >= LONG_MS && !isPoolIdleTimer()) open.add(timer);
      return timer;
    }) as typeof setTimeout);
    vi.spyOn(globalThis, 'clearTimeout').mockImplementation(((timer?: NodeJS.Timeout) => {
      open.delete(timer);
      realClearTimeout(timer);
    }) as typeof clearTimeout);

    // Pages never stored before (each query string is a page of its own): each one is rendered.
    for (const path of ['/?timers=1', '/notice?timers=1', '/about?timers=1']) {
      const response = await t.app.inject({ url: path, headers: { 'accept-language': 'ne' } });
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('</html>');
    }
    expect(open.size).toBe(0);
  });
});
