// Renders take turns on the event loop, one step each per turn. A render's reads resolve without I/O
// (SQLite answers synchronously; most reads come from the response store), so a render would run
// whole in one turn of the event loop, and the renders admitted at once back to back in that same
// turn, while requests that arrived meanwhile wait unread: a readiness probe needs several turns
// (accept, read, each file written) and waited seconds under a flood (issue 24). Here each step (the
// render's start, each in-process API read) waits for a turn; one step is let through per turn, and
// none while a health probe is being answered (health-first.ts).
import { setImmediate } from 'node:timers';
import type { HealthFirst } from './health-first.ts';

export class RenderTurns {
  readonly #waiting: (() => void)[] = [];
  readonly #health: HealthFirst;
  #scheduled = false;

  constructor(health: HealthFirst) {
    this.#health = health;
  }

  /** Resolves when it is this step's turn. */
  next(): Promise<void> {
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      const held = this.#health.whenClear();
      if (held) {
        this.#scheduled = true;
        void held.then(() => {
          this.#scheduled = false;
          this.#schedule();
        });
        return;
      }
      this.#waiting.shift()?.();
      if (this.#waiting.length > 0) this.#schedule();
    });
  }
}
