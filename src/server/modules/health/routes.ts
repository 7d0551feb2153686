import { z } from 'zod';
import type { ApiInstance } from '../../plugins/zod.ts';
import { databaseState, uploadsProblem } from '../../writable.ts';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable', 'read-only']),
  uploads: z.enum(['ok', 'not-writable']),
});

/**
 * GET /api/health: 200 when the server can do its work, 503 naming the part that cannot (for load
 * balancers and monitoring): the database must answer and take writes, the upload folders too.
 */
export default async function healthRoutes(api: ApiInstance) {
  api.get(
    '/health',
    {
      schema: {
        summary: 'Liveness check: the database answers and takes writes, uploads can be stored',
        tags: ['health'],
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (request, reply) => {
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
    },
  );
}
