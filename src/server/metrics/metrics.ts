// Prometheus metrics (prom-client), one registry per app: requests by route and status with their
// latency, the response cache's hits and misses, database query timings and pool connections,
// submissions (complaints, messages), and the process's own (memory, CPU, event-loop lag, GC).
// Served at GET /metrics only with `Authorization: Bearer <METRICS_TOKEN>` (routes.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { isInProcess } from '../http/in-process.ts';
import type { QueryTimings } from '../db/query-timing.ts';

const SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Form submissions a citizen makes, by the API route that stores them. */
const SUBMISSION_ROUTES: Record<string, string> = {
  '/api/base/complaints': 'complaint',
  '/api/base/contact-us': 'message',
};

export interface CacheCounts {
  hits: number;
  misses: number;
}

export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status (stored answers: route "(stored)")',
    labelNames: ['method', 'route', 'status'],
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of the answer, by method and route',
    labelNames: ['method', 'route'],
    buckets: SECONDS,
    registers: [this.registry],
  });
  readonly submissions = new Counter({
    name: 'submissions_total',
    help: 'Complaints and messages stored (per hour: increase(submissions_total[1h]))',
    labelNames: ['kind'],
    registers: [this.registry],
  });
  readonly queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database query time, by operation',
    labelNames: ['operation', 'outcome'],
    buckets: SECONDS,
    registers: [this.registry],
  });

  constructor(cache: CacheCounts) {
    collectDefaultMetrics({ register: this.registry });
    new Counter({
      name: 'response_cache_lookups_total',
      help: 'GET and HEAD requests looked up in the response cache: hit (answered from it) or miss',
      labelNames: ['result'],
      registers: [this.registry],
      collect() {
        this.reset();
        this.labels('hit').inc(cache.hits);
        this.labels('miss').inc(cache.misses);
      },
    });
  }

  /** A stored answer sent by the HTTP server itself (cache/caching-server.ts). */
  storedAnswerSent(method: string, status: number, seconds: number): void {
    this.requests.labels(method, '(stored)', String(status)).inc();
    this.latency.labels(method, '(stored)').observe(seconds);
  }

  watchDatabase(timings: QueryTimings | undefined): void {
    if (!timings) return;
    timings.listeners.add((query) =>
      this.queries.labels(query.operation, query.failed ? 'error' : 'ok').observe(query.seconds),
    );
    const pool = timings.pool;
    if (!pool) return;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        this.labels('total').set(pool.totalCount);
        this.labels('idle').set(pool.idleCount);
        this.labels('waiting').set(pool.waitingCount);
      },
    });
  }

  /** Counts every answer Fastify sends; the server's own in-process API calls only as submissions. */
  register(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      const route = routeLabel(request, reply.statusCode);
      const status = reply.statusCode;
      if (request.method === 'POST' && status === 201 && SUBMISSION_ROUTES[route]) {
        this.submissions.labels(SUBMISSION_ROUTES[route]).inc();
      }
      if (isInProcess(request)) return;
      this.requests.labels(request.method, route, String(status)).inc();
      this.latency.labels(request.method, route).observe(reply.elapsedTime / 1000);
    });
  }
}

/**
 * The route an answer came from, with few enough values to label by: the API route's pattern, a
 * page by its first path segment (`/notice`, `/branches`), anything not found as one value.
 */
function routeLabel(request: FastifyRequest, status: number): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined && pattern !== '/*') return pattern.replace(/\/$/, '') || '/';
  if (status === 404 || pattern === undefined) return '(not found)';
  const path = request.url.split('?')[0] ?? '/';
  const first = path.split('/')[1];
  return first ? `/${first}` : '/';
}
