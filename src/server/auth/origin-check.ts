// Cross-site request forgery: staff writes ride on a cookie, so a write to the staff area (its pages and
// /api/admin) must come from this site. The session cookie is SameSite=Strict as well (auth.ts); this
// check also covers browsers that ignore it. A browser always sends Origin on a POST (forms included);
// without Origin, the Referer is checked; a write with neither is refused. Which writes are staff writes
// is read from the path the router routes (http/routed-path.ts), so no spelling of a staff path
// (`/api//admin/…`, `/%61dmin/…`) escapes the check (ADR 027).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isInProcess } from '../http/in-process.ts';
import { sendError } from '../http/api-errors.ts';
import { isStaffPath } from '../http/routed-path.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function isSameSite(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (!origin) return false;
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}

export function registerStaffOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !isStaffPath(request.url)) return;
    // The page's own request was checked; its in-process API calls carry no Origin.
    if (isInProcess(request) || isSameSite(request, publicOrigin)) return;
    request.log.warn({ origin: request.headers.origin ?? null }, 'cross-site staff write refused');
    return sendError(reply, request.lang, 403, 'api.cross_site');
  });
}
