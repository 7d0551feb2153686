// Renders take turns on the event loop. A render's reads resolve without I/O (SQLite answers
// synchronously; most reads come from the response store), so a render would run whole in one turn of
// the event loop, and the renders admitted at once back to back in that same turn, while requests
// that arrived meanwhile wait unread: a readiness probe needs several turns (accept, read, each file
// it writes) and waited seconds under a flood (issue 24). Here each step of a render (its start, each
// in-process API read) waits for a turn: steps run until TURN_BUDGET_MS of a turn is spent, the rest
// wait for the next turn; none runs while a health probe is being answered (health-first.ts).
import type { HealthFirst } from './health-first.ts';

/**
 * Render work per turn of the event loop before the server reads what arrived. A step can overrun it
 * (a React render of a page is ~10 ms); a readiness probe waits a few turns at most.
 */
const TURN_BUDGET_MS = 8;

export class RenderTurns {
  readonly #health: HealthFirst;
  /** When this turn's first step started; cleared at the start of the next turn. */
  #turnStarted: number | undefined;

  constructor(health: HealthFirst) {
    this.#health = health;
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
      // Queued now, so it runs in the next turn before the steps put off below.
      setImmediate(() => (this.#turnStarted = undefined));
    } else if (now - this.#turnStarted > TURN_BUDGET_MS) {
      setImmediate(() => this.#admit(resolve));
      return;
    }
    resolve();
  }
}
