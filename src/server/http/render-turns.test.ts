// Render steps take turns with new connections (render-turns.ts, ADR 053): a turn in which a connection
// was accepted runs no render step (libuv accepts one connection per turn, so others may be waiting),
// and a steady stream of connections delays steps by at most MAX_CONNECTIONS_FIRST_MS, never stops them.
import { describe, expect, it } from 'vitest';
import { HealthFirst } from './health-first.ts';
import { MAX_CONNECTIONS_FIRST_MS, RenderTurns } from './render-turns.ts';

/** Resolves in the next turn of the event loop, after what this turn queued for it. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('RenderTurns', () => {
  it('runs a step in its turn when no connection came, and a turn later when one did', async () => {
    const health = new HealthFirst();
    const turns = new RenderTurns(health);
    let ran = false;
    void turns.next().then(() => (ran = true));
    await nextTurn();
    expect(ran).toBe(true);

    health.connected();
    ran = false;
    void turns.next().then(() => (ran = true));
    await nextTurn();
    expect(ran).toBe(false);
    await nextTurn();
    expect(ran).toBe(true);
  });

  it('puts every step of that turn off, not only the first', async () => {
    const health = new HealthFirst();
    const turns = new RenderTurns(health);
    await turns.next();
    health.connected();
    const ran: number[] = [];
    for (const step of [1, 2, 3]) void turns.next().then(() => ran.push(step));
    await nextTurn();
    expect(ran).toEqual([]);
    await nextTurn();
    expect(ran).toEqual([1, 2, 3]);
  });

  it('runs a step within MAX_CONNECTIONS_FIRST_MS while a connection comes every turn', async () => {
    const health = new HealthFirst();
    const turns = new RenderTurns(health);
    let connecting = true;
    const connections = (async () => {
      while (connecting) {
        health.connected();
        await nextTurn();
      }
    })();
    try {
      await turns.next();
      const lastStep = performance.now();
      await turns.next();
      const waited = performance.now() - lastStep;
      // Put off while connections came (timers never fire early), then let through.
      expect(waited).toBeGreaterThanOrEqual(MAX_CONNECTIONS_FIRST_MS - 5);
    } finally {
      connecting = false;
      await connections;
    }
  });
});
