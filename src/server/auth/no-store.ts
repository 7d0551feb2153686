// The staff area is private: its pages and API answers are never stored by a browser or a shared cache,
// and never indexed (robots.txt disallows it too).
import type { FastifyInstance } from 'fastify';

const STAFF_PATH = /^\/(api\/)?admin(\/|\?|$)/;

export function isStaffPath(url: string): boolean {
  return STAFF_PATH.test(url);
}

export function registerStaffNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isStaffPath(request.url)) return payload;
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
    return payload;
  });
}
