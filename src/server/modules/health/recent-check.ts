// A check whose last result can stand in for a new one for a short while (readiness under a render
// flood, ADR 036). Run fresh, a readiness check needs several turns of the event loop (the database
// write, each upload-folder file operation, the disks' free space); under a flood of page renders each
// turn is long, so a probe waited 0.3-1.1 s (issue 24). While renders run, a probe is answered at once
// from the last result, and a result older than `refreshAfterMs` is checked again in the background
// for the probes after it; one older than `maxAgeMs` (its refresh stuck) is never used.
export interface RecentCheckOptions {
  refreshAfterMs: number;
  maxAgeMs: number;
}

export class RecentCheck<T> {
  readonly #check: () => Promise<T>;
  readonly #options: RecentCheckOptions;
  #last: { at: number; value: T } | undefined;
  #refreshing = false;

  constructor(check: () => Promise<T>, options: RecentCheckOptions) {
    this.#check = check;
    this.#options = options;
  }

  /** A result checked now (and kept for recent()). */
  async fresh(): Promise<T> {
    const value = await this.#check();
    this.#last = { at: performance.now(), value };
    return value;
  }

  /** The last result if young enough (refreshed in the background once older than refreshAfterMs). */
  async recent(): Promise<T> {
    const last = this.#last;
    const age = last ? performance.now() - last.at : Infinity;
    if (!last || age > this.#options.maxAgeMs) return this.fresh();
    if (age > this.#options.refreshAfterMs && !this.#refreshing) {
      this.#refreshing = true;
      // A failed refresh leaves the last result to age out; the next fresh check reports the failure.
      void this.fresh()
        .catch(() => undefined)
        .finally(() => (this.#refreshing = false));
    }
    return last.value;
  }
}
