import { sql } from 'kysely';
import { z } from 'zod';
import type { ApiInstance } from '../../plugins/zod.ts';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});

/** GET /api/health: 200 when the database answers, 503 when it does not (for load balancers). */
export default async function healthRoutes(api: ApiInstance) {
  api.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database check',
        tags: ['health'],
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(api.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const, database: 'unreachable' as const });
      }
    },
  );
}
