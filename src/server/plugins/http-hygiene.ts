// Requests the app must not act on, refused before any route runs, and connections left in a state
// no later request could use:
// - a target that is not a path on this host: absolute-form (`GET http://other/`), `*`, or a path
//   starting with `//` or `/\`, which URL parsing takes for another host (`new URL('//evil/x', origin)`
//   is http://evil/x) and would render a page "for" that host: 400;
// - a missing or malformed Host (HTTP/1.0 may omit it): 400, since pages build URLs from it;
// - an answer sent before the request body was read (405, 413, a refused form): the connection is
//   closed after the answer, because the unread body would otherwise be taken for the next request
//   or stall it; closed lingering, so the answer is not lost on the way (http/lingering-close.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from '../http/api-errors.ts';
import { lingerBeforeClosing } from '../http/lingering-close.ts';

/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const VALID_HOST = /^(?:[a-z0-9_](?:[a-z0-9_.-]{0,252})|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

export function isOriginFormTarget(url: string): boolean {
  return url.startsWith('/') && url[1] !== '/' && url[1] !== '\\';
}

export function isValidHost(host: unknown): boolean {
  return typeof host === 'string' && VALID_HOST.test(host);
}

function hasValidHost(request: FastifyRequest): boolean {
  return isValidHost(request.host);
}

export function registerHttpHygiene(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isOriginFormTarget(request.raw.url ?? '') || !hasValidHost(request)) {
      request.log.info({ url: request.raw.url, host: request.headers.host }, 'refused request target');
      return sendError(reply, request.lang, 400, 'http.bad_request');
    }
  });
  app.addHook('onSend', async (request, reply) => {
    // `complete` is false while body bytes are still on their way (light-my-request leaves it undefined).
    if (request.raw.complete === false) {
      reply.header('connection', 'close');
      lingerBeforeClosing(request.raw);
    }
  });
}
