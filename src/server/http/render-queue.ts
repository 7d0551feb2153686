// At most `concurrency` server renders at once, and a short queue behind them. A render costs CPU
// and memory (each runs ~10 in-process API calls); beyond what the queue holds, or after waiting
// `maxWaitMs`, a page request is refused with 503 rather than slowing every visitor and the API down.
// /api and static files never wait here.
//
// A refusal beyond the queue is sent after `refusalDelayMs` (ADR 053). Sent at once, a client that
// asks again at once (a crawler, a load tool, a script) was refused ~1,800 times a second at 64
// connections: the server spent its time refusing, and rendered fewer pages. Held a moment, it asks
// a few times a second. At most `maxHeldRefusals` are held at once (each holds its request's memory);
// beyond that, refusals go at once.
import { HttpError } from './http-error.ts';

export class ServerBusyError extends HttpError {
  constructor() {
    super(503, 'http.busy');
  }
}

/** The visitor closed the connection while its page waited for a render (nginx logs these 499). */
export class ClientGoneError extends HttpError {
  constructor() {
    super(499, 'client closed the connection while the page waited');
  }
}

export interface RenderQueueOptions {
  concurrency: number;
  maxQueued: number;
  maxWaitMs: number;
  refusalDelayMs: number;
  maxHeldRefusals: number;
}

export class RenderQueue {
  #active = 0;
  #heldRefusals = 0;
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

  /**
   * Waits for a render slot; the returned function gives it back (call it exactly once). A request
   * whose visitor left (`gone` aborted: the connection closed) leaves the queue, so no page is
   * rendered for no one and the places behind it move up.
   */
  async enter(gone?: AbortSignal): Promise<() => void> {
    if (this.#active < this.#options.concurrency) {
      this.#active += 1;
      return this.#releaser();
    }
    if (this.#waiting.length >= this.#options.maxQueued) return this.#refuse();
    if (gone?.aborted) throw new ClientGoneError();
    await new Promise<void>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        gone?.removeEventListener('abort', leave);
      };
      const wake = () => {
        settle();
        resolve();
      };
      const giveUp = (error: Error) => {
        settle();
        const index = this.#waiting.indexOf(wake);
        if (index >= 0) this.#waiting.splice(index, 1);
        reject(error);
      };
      const leave = () => giveUp(new ClientGoneError());
      const timer = setTimeout(() => giveUp(new ServerBusyError()), this.#options.maxWaitMs);
      gone?.addEventListener('abort', leave, { once: true });
      this.#waiting.push(wake);
    });
    // The slot was handed over by the releaser: #active already counts this render.
    return this.#releaser();
  }

  /** Refusals being held before they are sent. */
  get heldRefusals(): number {
    return this.#heldRefusals;
  }

  async #refuse(): Promise<never> {
    if (this.#heldRefusals < this.#options.maxHeldRefusals) {
      this.#heldRefusals += 1;
      try {
        await new Promise((resolve) => setTimeout(resolve, this.#options.refusalDelayMs));
      } finally {
        this.#heldRefusals -= 1;
      }
    }
    throw new ServerBusyError();
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
