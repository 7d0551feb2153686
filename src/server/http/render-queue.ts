// At most `concurrency` server renders at once, and a short queue behind them. A render costs CPU
// and memory (each runs ~10 in-process API calls); beyond what the queue holds, or after waiting
// `maxWaitMs`, a page request is refused at once with 503 rather than slowing every visitor and
// the API down. /api and static files never wait here.
import { HttpError } from './http-error.ts';

export class ServerBusyError extends HttpError {
  constructor() {
    super(503, 'http.busy');
  }
}

export interface RenderQueueOptions {
  concurrency: number;
  maxQueued: number;
  maxWaitMs: number;
}

export class RenderQueue {
  #active = 0;
  readonly #waiting: Array<() => void> = [];
  readonly #options: RenderQueueOptions;

  constructor(options: RenderQueueOptions) {
    this.#options = options;
  }

  get active(): number {
    return this.#active;
  }

  get queued(): number {
    return this.#waiting.length;
  }

  /** Waits for a render slot; the returned function gives it back (call it exactly once). */
  async enter(): Promise<() => void> {
    if (this.#active < this.#options.concurrency) {
      this.#active += 1;
      return this.#releaser();
    }
    if (this.#waiting.length >= this.#options.maxQueued) throw new ServerBusyError();
    await new Promise<void>((resolve, reject) => {
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const index = this.#waiting.indexOf(wake);
        if (index >= 0) this.#waiting.splice(index, 1);
        reject(new ServerBusyError());
      }, this.#options.maxWaitMs);
      this.#waiting.push(wake);
    });
    // The slot was handed over by the releaser: #active already counts this render.
    return this.#releaser();
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active -= 1;
    };
  }
}
