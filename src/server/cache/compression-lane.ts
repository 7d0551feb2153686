// At most `width` compression jobs at once; the others wait their turn, first come first served.
// Background work (brotli's best of a stored answer) starts only when nothing else waits, one at a time.
export class CompressionLane {
  readonly #width: number;
  #running = 0;
  #backgroundRunning = false;
  readonly #waiting: (() => void)[] = [];
  readonly #background: (() => void)[] = [];

  constructor(width: number) {
    this.#width = width;
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length + this.#background.length;
  }

  run<T>(job: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.#running += 1;
        job()
          .then(resolve, reject)
          .finally(() => {
            this.#running -= 1;
            this.#next();
          });
      };
      if (this.#running < this.#width) start();
      else this.#waiting.push(start);
    });
  }

  /** A job that may wait: started when no other job waits and no other background job runs. */
  runWhenIdle<T>(job: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#background.push(() => {
        this.#backgroundRunning = true;
        this.run(job)
          .then(resolve, reject)
          .finally(() => {
            this.#backgroundRunning = false;
            this.#next();
          });
      });
      this.#next();
    });
  }

  #next(): void {
    while (this.#running < this.#width && this.#waiting.length > 0) this.#waiting.shift()!();
    if (this.#running < this.#width && this.#waiting.length === 0 && !this.#backgroundRunning) {
      this.#background.shift()?.();
    }
  }
}
