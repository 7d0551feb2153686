// GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN (sent as
// `Authorization: Bearer <token>`). Without METRICS_TOKEN the path does not exist (404): the numbers
// describe the server's load and would help someone timing an attack.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';

const METRICS_PATH = '/metrics';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
): void {
  if (!token) return;
  app.get(METRICS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !sameSecret(given, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return reply.code(401).type('text/plain; charset=utf-8').send('A metrics token is needed.\n');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
