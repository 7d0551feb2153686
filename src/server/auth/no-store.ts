// The staff area is private: its pages and API answers are never stored by a browser or a shared cache,
// and never indexed (robots.txt disallows it too). "Staff area" is decided on the path the router routes,
// whatever its spelling (http/routed-path.ts, ADR 027).
import type { FastifyInstance } from 'fastify';
import { isStaffPath } from '../http/routed-path.ts';

export function registerStaffNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isStaffPath(request.url)) return payload;
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
    return payload;
  });
}
