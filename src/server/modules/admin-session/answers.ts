// What the sign-in and account routes answer besides their data: better-auth's cookies passed on, and
// the one short confirmation.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '#shared/i18n/index.ts';

/** Passes better-auth's cookies (session, two-factor step, sign-out) on to the browser. */
export function forwardCookies(from: Response, reply: FastifyReply): void {
  const cookies = from.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

export const ok = (request: FastifyRequest, key: string) => ({
  status: 200,
  message: translate(request.lang, key),
});
