import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiInstance } from '../../plugins/zod.ts';
import { databaseState, uploadsProblem } from '../../writable.ts';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable', 'read-only']),
  uploads: z.enum(['ok', 'not-writable']),
});

const liveResponse = z.object({ status: z.literal('ok') });

/**
 * Health for load balancers and monitoring (docs/operations.md):
 * - GET /api/health/live: the process answers (restart it when this fails); touches nothing else.
 * - GET /api/health/ready, and /api/health as before: 200 when the server can do its work, 503 naming
 *   the part that cannot (take it out of rotation): the database must answer and take writes, the
 *   upload folders too. While the server shuts down, Fastify answers 503 to both.
 */
export default async function healthRoutes(api: ApiInstance) {
  api.get(
    '/health/live',
    {
      schema: {
        summary: 'Liveness: the process answers',
        tags: ['health'],
        response: { 200: liveResponse },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  const readiness = {
    schema: {
      summary: 'Readiness: the database answers and takes writes, uploads can be stored',
      tags: ['health'],
      response: { 200: healthResponse, 503: healthResponse },
    },
  };
  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    const [database, uploads] = await Promise.all([
      databaseState(api.db),
      uploadsProblem(api.config.UPLOAD_DIR),
    ]);
    const body = {
      database: database.state,
      uploads: uploads === null ? ('ok' as const) : ('not-writable' as const),
    };
    if (database.state === 'ok' && uploads === null) return { status: 'ok' as const, ...body };
    request.log.error({ database: database.detail, uploads }, 'health check failed');
    return reply.code(503).send({ status: 'unavailable' as const, ...body });
  };
  api.get('/health/ready', readiness, ready);
  api.get('/health', readiness, ready);
}
