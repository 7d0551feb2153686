// The render queue: at most `concurrency` renders, a short line behind them, and an immediate
// 503 beyond it or after waiting too long.
import { describe, expect, it } from 'vitest';
import { RenderQueue, ServerBusyError } from './render-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RenderQueue', () => {
  it('admits up to the concurrency, queues up to the limit, refuses the rest at once', async () => {
    const queue = new RenderQueue({ concurrency: 2, maxQueued: 1, maxWaitMs: 1000 });
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
    const queue = new RenderQueue({ concurrency: 1, maxQueued: 5, maxWaitMs: 20 });
    const release = await queue.enter();
    const refused = queue.enter();
    await expect(refused).rejects.toMatchObject({ statusCode: 503, message: 'http.busy' });
    expect(queue.queued).toBe(0);
    release();
    await tick();
    expect(queue.active).toBe(0);
  });
});
