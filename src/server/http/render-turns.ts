// Renders take turns on the event loop. A render's reads resolve without I/O (SQLite answers
// synchronously; most reads come from the response store), so a render would run whole in one turn of
// the event loop, and the renders admitted at once back to back in that same turn, while requests
// that arrived meanwhile wait unread: a readiness probe needs several turns (accept, read, each file
// it writes) and waited seconds under a flood (issue 24). Here each step of a render (its start, each
// in-process API read) waits for a turn: steps run until TURN_BUDGET_MS of a turn is spent, the rest
// wait for the next turn; none runs while a health probe is being answered (health-first.ts).
//
// New connections go first too. libuv accepts one connection per turn of the event loop (libuv PR
// #3696; Node 24's libuv does, as measured), so when a burst of clients connects at once (a crawler,
// wrk, visitors after a deploy) a probe's connection waits behind the burst, one render turn per
// connection ahead of it: ~1 s behind 46 connections (ADR 053). A turn in which a connection was
// accepted runs no render step, so the next turn comes at once and accepts the next connection;
// render steps wait at most MAX_CONNECTIONS_FIRST_MS for the queue to empty, so a steady stream of new
// connections slows rendering but never stops it.
import type { HealthFirst } from './health-first.ts';

/**
 * Render work per turn of the event loop before the server reads what arrived. A step can overrun it
 * (a React render of a page is ~10 ms); a readiness probe waits a few turns at most.
 */
const TURN_BUDGET_MS = 8;

/** The longest render steps wait for connections being accepted, from the last step that ran. */
export const MAX_CONNECTIONS_FIRST_MS = 50;

export class RenderTurns {
  readonly #health: HealthFirst;
  /** When this turn's first step asked; cleared at the start of the next turn. */
  #turnStarted: number | undefined;
  /** Whether this turn runs no render step (a connection was accepted since the last turn). */
  #connectionsFirst = false;
  /** The accepted-connections count as the last turn saw it. */
  #connectionsSeen = 0;
  /** When a render step last ran. */
  #lastStep = performance.now();

  constructor(health: HealthFirst) {
    this.#health = health;
    this.#connectionsSeen = health.connectionsAccepted;
  }

  /** Resolves when it is this step's turn. */
  next(): Promise<void> {
    return new Promise((resolve) => setImmediate(() => this.#admit(resolve)));
  }

  // Runs as a setImmediate callback: Node runs the microtasks of each such callback (the step just
  // let through, up to its next wait) before the next one, so the clock read here includes them.
  #admit(resolve: () => void): void {
    const held = this.#health.whenClear();
    if (held) {
      void held.then(() => setImmediate(() => this.#admit(resolve)));
      return;
    }
    const now = performance.now();
    if (this.#turnStarted === undefined) {
      this.#turnStarted = now;
      this.#connectionsFirst = this.#connectionAccepted() && now - this.#lastStep < MAX_CONNECTIONS_FIRST_MS;
      // Queued now, so it runs in the next turn before the steps put off below.
      setImmediate(() => (this.#turnStarted = undefined));
    }
    if (this.#connectionsFirst || now - this.#turnStarted > TURN_BUDGET_MS) {
      setImmediate(() => this.#admit(resolve));
      return;
    }
    this.#lastStep = now;
    resolve();
  }

  /** Whether a connection was accepted since the last turn looked (more may wait behind it). */
  #connectionAccepted(): boolean {
    const accepted = this.#health.connectionsAccepted;
    const changed = accepted !== this.#connectionsSeen;
    this.#connectionsSeen = accepted;
    return changed;
  }
}
