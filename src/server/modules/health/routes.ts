import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiInstance } from '#server/plugins/zod.ts';
import { databaseState, uploadsProblem } from '#server/writable.ts';
import { diskStates } from '#server/ops/disk-space.ts';
import { RecentCheck } from './recent-check.ts';

const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable', 'read-only', 'full']),
  uploads: z.enum(['ok', 'not-writable', 'full']),
});

const liveResponse = z.object({ status: z.literal('ok') });

/** Under a render flood: a check older than this is made again in the background... */
const REFRESH_AFTER_MS = 500;
/** ...and one older than this (its refresh stuck) is not used: the probe waits for a fresh check. */
const MAX_AGE_MS = 3000;

/**
 * Health for load balancers and monitoring (docs/operations.md):
 * - GET /api/health/live: the process answers (restart it when this fails); touches nothing else.
 * - GET /api/health/ready, and /api/health as before: 200 when the server can do its work, 503 naming
 *   the part that cannot (take it out of rotation): the database must answer and take writes, the
 *   upload folders too, each disk with DISK_FREE_MIN_MB free (else "full"). While the server shuts down, Fastify answers 503 to both.
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
  const checks = new RecentCheck(
    () => Promise.all([databaseState(api.db), uploadsProblem(api.config.UPLOAD_DIR), diskStates(api.config)]),
    { refreshAfterMs: REFRESH_AFTER_MS, maxAgeMs: MAX_AGE_MS },
  );
  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    // Checked for this probe, unless page renders are running: then the last check's result when it
    // is at most MAX_AGE_MS old, so a load balancer's probe is not held behind the renders (ADR 036).
    const busy = api.healthFirst.rendersInFlight > 0;
    const [database, uploads, disks] = await (busy ? checks.recent() : checks.fresh());
    // "full": below DISK_FREE_MIN_MB free, or a write refused for want of space (ops/disk-space.ts).
    const uploadsFull = disks.uploads === 'full' || /ENOSPC|EDQUOT/.test(uploads ?? '');
    const body = {
      database:
        (database.state === 'ok' && disks.database === 'full') || /disk is full/i.test(database.detail ?? '')
          ? ('full' as const)
          : database.state,
      uploads: uploadsFull
        ? ('full' as const)
        : uploads === null
          ? ('ok' as const)
          : ('not-writable' as const),
    };
    if (body.database === 'ok' && body.uploads === 'ok') return { status: 'ok' as const, ...body };
    request.log.error({ database: database.detail, uploads, disks }, 'health check failed');
    return reply.code(503).send({ status: 'unavailable' as const, ...body });
  };
  api.get('/health/ready', readiness, ready);
  api.get('/health', readiness, ready);
}
