// Readiness is answered before render work (issue 24): a load balancer's probe that waits behind a
// flood of page renders (one thread renders and answers everything) takes the server out of rotation
// exactly when it is busiest. While a probe is being answered, renders start no new step (their steps
// take turns: render-turns.ts). What is already running synchronously (one React render) finishes
// first; that is the probe's wait. A probe on a new connection must first be accepted, so accepted
// connections are counted too: render-turns.ts lets connections waiting to be accepted go first.
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

declare module 'fastify' {
  interface FastifyInstance {
    healthFirst: HealthFirst;
  }
}

/** /api/health, /api/health/ready and /api/health/live, as probes send them. */
const HEALTH_PATH = /^\/api\/health(\/ready|\/live)?\/?(\?|$)/;

/** A probe that takes longer than this (a stuck database) no longer holds renders back. */
const MAX_HOLD_MS = 1000;

export class HealthFirst {
  #probes = 0;
  #renders = 0;
  #connections = 0;
  #waiting: (() => void)[] = [];

  get probesInFlight(): number {
    return this.#probes;
  }

  /** Connections the HTTP server has accepted (render-turns.ts compares it from turn to turn). */
  get connectionsAccepted(): number {
    return this.#connections;
  }

  /** Called by the HTTP server for each connection it accepts. */
  connected(): void {
    this.#connections += 1;
  }

  /** Page renders admitted and not yet done (readiness answers from its last check while any run). */
  get rendersInFlight(): number {
    return this.#renders;
  }

  /** Counts a page render until the returned function is called (once; later calls do nothing). */
  renderStarted(): () => void {
    this.#renders += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.#renders -= 1;
    };
  }

  /**
   * Called by the HTTP server for each request as it arrives, before Fastify: a health check holds
   * renders from then until its answer is sent (or its connection closes), or MAX_HOLD_MS.
   */
  arrived(request: IncomingMessage, response: ServerResponse): void {
    if (request.method === 'GET' && request.url && HEALTH_PATH.test(request.url)) this.hold(response);
  }

  hold(response: ServerResponse): void {
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
    response.once('close', release);
    response.once('finish', release);
  }

  /** Resolves at once when no probe is being answered, else when the last one is. */
  whenClear(): Promise<void> | undefined {
    if (this.#probes === 0) return undefined;
    return new Promise((resolve) => this.#waiting.push(resolve));
  }
}

export function registerHealthFirst(app: FastifyInstance, healthFirst: HealthFirst): void {
  app.decorate('healthFirst', healthFirst);
  app.server.on('connection', () => healthFirst.connected());
}
