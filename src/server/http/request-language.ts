// The visitor's language for API answers and error messages: query `lng`, then the `lng` cookie,
// then Accept-Language, else Nepali (product.md section 1 order, as far as a server can see it).
// plugins/language.ts stores it on every request (`request.lang`, its first onRequest hook, so every
// error answer reads it there); Fastify's own refusals before any hook (plugins/framework-errors.ts)
// read it here.
import type { FastifyRequest } from 'fastify';
import type { Lang } from '#shared/i18n/index.ts';
import { detectServerLanguage, LANGUAGE_QUERY } from '#shared/i18n/detect.ts';

export function requestLanguage(request: FastifyRequest): Lang {
  const query = request.query as Record<string, unknown> | undefined;
  return detectServerLanguage({
    query: typeof query?.[LANGUAGE_QUERY] === 'string' ? query[LANGUAGE_QUERY] : null,
    cookieHeader: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
}
