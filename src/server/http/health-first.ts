// Readiness is answered before render work (issue 24): a load balancer's probe that waits behind a
// flood of page renders (one thread renders and answers everything) takes the server out of rotation
// exactly when it is busiest. While a probe is being answered, renders start no new step (their steps
// take turns: render-turns.ts). What is already running synchronously (one React render) finishes
// first; that is the probe's wait.
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    healthFirst: HealthFirst;
  }
}

/** A probe that takes longer than this (a stuck database) no longer holds renders back. */
const MAX_HOLD_MS = 1000;

export class HealthFirst {
  #probes = 0;
  #waiting: (() => void)[] = [];

  get probesInFlight(): number {
    return this.#probes;
  }

  /** Holds renders until this reply is sent (or its connection closes), or MAX_HOLD_MS. */
  hold(reply: FastifyReply): void {
    this.#probes += 1;
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      this.#probes -= 1;
      if (this.#probes === 0) for (const wake of this.#waiting.splice(0)) wake();
    };
    const timer = setTimeout(release, MAX_HOLD_MS);
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
  }

  /** Resolves at once when no probe is being answered, else when the last one is. */
  whenClear(): Promise<void> | undefined {
    if (this.#probes === 0) return undefined;
    return new Promise((resolve) => this.#waiting.push(resolve));
  }
}

export function registerHealthFirst(app: FastifyInstance): void {
  app.decorate('healthFirst', new HealthFirst());
}
