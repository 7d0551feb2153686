// The visitor's language for API answers and error messages: query `lng`, then the `lng` cookie,
// then Accept-Language, else Nepali (product.md section 1 order, as far as a server can see it).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultLanguage, type Lang } from '../../shared/i18n/index.ts';
import { detectServerLanguage, LANGUAGE_QUERY } from '../../shared/i18n/detect.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

export function requestLanguage(request: FastifyRequest): Lang {
  const query = request.query as Record<string, unknown> | undefined;
  return detectServerLanguage({
    query: typeof query?.[LANGUAGE_QUERY] === 'string' ? query[LANGUAGE_QUERY] : null,
    cookieHeader: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', defaultLanguage);
  // onRequest, so even errors raised before validation (rate limits, 404s) answer in the visitor's language.
  app.addHook('onRequest', async (request) => {
    request.lang = requestLanguage(request);
  });
}
