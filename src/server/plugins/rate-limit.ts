// Tiered rate limits (per IP), counted in Redis when REDIS_URL is set (shared by every app server),
// else in this process's memory: a general one for what a visitor sends (pages and API requests), and
// a strict one for the write endpoints, which a route opts into with
// `config: { rateLimit: app.writeRateLimit }`. Staff uploads have their own limit, counted per signed-in
// staff member rather than per address (`app.staffUploadRateLimit`): a trust's office sits behind one
// NAT, and five uploads per ten minutes for the whole office would stop its work.
// Not counted by the general limit: the API calls a server render makes in-process (the page
// request itself was counted) and static files (build assets, /uploads/), which a page pulls in
// by the dozen. A form forwarded in-process still counts against the write limit: it is the
// visitor's own message.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import { isInProcess } from '../http/in-process.ts';
import { connectRedis } from './redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    writeRateLimit: { max: number; timeWindow: number; allowList: () => boolean };
    staffUploadRateLimit: {
      max: number;
      timeWindow: number;
      allowList: () => boolean;
      hook: 'preHandler';
      keyGenerator: (request: FastifyRequest) => string;
    };
    /** Complaint status checks (POST /api/base/complaints/status), per IP. */
    statusCheckRateLimit: { max: number; timeWindow: number; allowList: () => boolean };
    /** The alert mails' token endpoints (confirm, unsubscribe), per IP. */
    alertTokenRateLimit: { max: number; timeWindow: number; allowList: () => boolean };
  }
}

/** The window of the status check and alert token limits. */
const TEN_MINUTES = 10 * 60_000;

/** The website's catch-all page route (plugins/website.ts). */
const PAGE_ROUTE = '/*';

/** Whether a request counts against the general limit. */
function countsAsVisitorRequest(request: FastifyRequest): boolean {
  if (isInProcess(request)) return false;
  const route = request.routeOptions.url;
  // No route: a 404, counted (scanners). Pages and the API are counted; every other route is a
  // static file route of @fastify/static.
  return route === undefined || route === PAGE_ROUTE || route === '/api' || route.startsWith('/api/');
}

export async function registerRateLimit(app: FastifyInstance, config: Env): Promise<void> {
  app.decorate('writeRateLimit', {
    max: config.RATE_LIMIT_WRITE_MAX,
    timeWindow: config.RATE_LIMIT_WRITE_WINDOW_SECONDS * 1000,
    // Replaces the general allow list in the merged route options: every write counts.
    allowList: () => false,
  });
  app.decorate('staffUploadRateLimit', {
    max: config.RATE_LIMIT_STAFF_UPLOAD_MAX,
    timeWindow: config.RATE_LIMIT_WRITE_WINDOW_SECONDS * 1000,
    allowList: () => false,
    // Counted after the route's staff check (preValidation), when the signed-in member is known.
    hook: 'preHandler',
    keyGenerator: (request) => (request.staff ? `staff:${request.staff.id}` : `address:${request.ip}`),
  });
  // Settings rather than constants so that a test server can lift them out of its tests' way (the e2e
  // servers: every test comes from 127.0.0.1); every write counts, as above.
  app.decorate('statusCheckRateLimit', {
    max: config.RATE_LIMIT_STATUS_CHECK_MAX,
    timeWindow: TEN_MINUTES,
    allowList: () => false,
  });
  app.decorate('alertTokenRateLimit', {
    max: config.RATE_LIMIT_ALERT_TOKEN_MAX,
    timeWindow: TEN_MINUTES,
    allowList: () => false,
  });
  const redis = await connectRedis(app, config);
  await app.register(rateLimit, {
    global: true,
    ...(redis ? { redis, nameSpace: `${config.REDIS_PREFIX}rate-limit:`, skipOnError: true } : {}),
    max: config.RATE_LIMIT_GENERAL_MAX,
    timeWindow: 60_000,
    allowList: (request) => !countsAsVisitorRequest(request),
    // Retry-After is set by the plugin. The thrown error reaches the scope's error handler: the
    // API answers 429 in its one error shape (plugins/errors.ts), a page with an HTML page.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('api.too_many_requests'), { statusCode: context.statusCode }),
  });
}
