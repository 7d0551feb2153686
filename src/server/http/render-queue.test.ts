// The render queue: at most `concurrency` renders, a short line behind them, and a 503 beyond it
// (after a short hold, up to a number held at once) or after waiting too long.
import { describe, expect, it } from 'vitest';
import { ClientGoneError, RenderQueue, ServerBusyError } from './render-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const NO_HOLD = { refusalDelayMs: 0, maxHeldRefusals: 0 };

describe('RenderQueue', () => {
  it('admits up to the concurrency, queues up to the limit, refuses the rest at once', async () => {
    const queue = new RenderQueue({ ...NO_HOLD, concurrency: 2, maxQueued: 1, maxWaitMs: 1000 });
    const first = await queue.enter();
    await queue.enter();
    const waiting = queue.enter();
    await expect(queue.enter()).rejects.toBeInstanceOf(ServerBusyError);
    expect([queue.active, queue.queued]).toEqual([2, 1]);

    first();
    const third = await waiting;
    expect([queue.active, queue.queued]).toEqual([2, 0]);
    third();
    third(); // a second release changes nothing
    expect(queue.active).toBe(1);
  });

  it('refuses a request that waited longer than maxWaitMs, and forgets it', async () => {
    const queue = new RenderQueue({ ...NO_HOLD, concurrency: 1, maxQueued: 5, maxWaitMs: 20 });
    const release = await queue.enter();
    const refused = queue.enter();
    await expect(refused).rejects.toMatchObject({ statusCode: 503, message: 'http.busy' });
    expect(queue.queued).toBe(0);
    release();
    await tick();
    expect(queue.active).toBe(0);
  });

  it('holds a refusal beyond the queue before sending it, up to maxHeldRefusals at once', async () => {
    const queue = new RenderQueue({
      concurrency: 1,
      maxQueued: 0,
      maxWaitMs: 1000,
      refusalDelayMs: 200,
      maxHeldRefusals: 2,
    });
    await queue.enter();
    const settled: string[] = [];
    const refusals = ['held 1', 'held 2', 'at once'].map((name) =>
      queue.enter().catch((error: unknown) => {
        expect(error).toBeInstanceOf(ServerBusyError);
        settled.push(name);
      }),
    );
    expect(queue.heldRefusals).toBe(2);
    await tick();
    expect(settled).toEqual(['at once']);
    const started = performance.now();
    await Promise.all(refusals);
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
    expect(settled).toEqual(['at once', 'held 1', 'held 2']);
    expect(queue.heldRefusals).toBe(0);
  });

  it('lets a request whose visitor left leave the queue, and the one behind it move up', async () => {
    const queue = new RenderQueue({ ...NO_HOLD, concurrency: 1, maxQueued: 2, maxWaitMs: 1000 });
    const release = await queue.enter();
    const visitor = new AbortController();
    const left = queue.enter(visitor.signal);
    const behind = queue.enter(new AbortController().signal);
    expect(queue.queued).toBe(2);
    visitor.abort();
    await expect(left).rejects.toMatchObject({ statusCode: 499 });
    await expect(left).rejects.toBeInstanceOf(ClientGoneError);
    expect(queue.queued).toBe(1);
    release();
    const next = await behind;
    expect([queue.active, queue.queued]).toEqual([1, 0]);
    next();
    expect(queue.active).toBe(0);
  });
});
