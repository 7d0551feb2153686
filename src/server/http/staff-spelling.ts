// The staff area answers to one spelling of its addresses (ADR 027). The router would also route
// `/api//admin/…`, `/%61dmin/…`, `/ADMIN/…` (pages) and a trailing slash to the same handlers; every
// staff rule already reads the routed path (routed-path.ts), and on top of that no staff handler ever
// runs for another spelling, so a rule added later that reads `request.url` as sent cannot be bypassed:
// - a read (GET, HEAD) is sent to the canonical address with 308, which a browser follows;
// - any other method is refused with 400: our own forms and API client never spell it otherwise.
// Registered after the origin check, so a cross-site write gets that check's 403 whatever its spelling.
import type { FastifyInstance } from 'fastify';
import { sendError } from './api-errors.ts';
import { canonicalStaffTarget } from './routed-path.ts';

export function registerStaffSpelling(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const canonical = canonicalStaffTarget(request.url);
    if (canonical === null) return;
    if (request.method === 'GET' || request.method === 'HEAD') {
      return reply.redirect(canonical, 308);
    }
    request.log.info({ url: request.url }, 'staff address in another spelling refused');
    return sendError(reply, request.lang, 400, 'http.staff_address_spelling');
  });
}
