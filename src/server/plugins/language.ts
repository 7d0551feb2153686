// The visitor's language for API answers and error messages: query `lng`, then the `lng` cookie,
// then Accept-Language, else Nepali (product.md section 1 order, as far as a server can see it).
import type { FastifyInstance } from 'fastify';
import { defaultLanguage, type Lang } from '#shared/i18n/index.ts';
import { requestLanguage } from '../http/request-language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', defaultLanguage);
  // onRequest, so even errors raised before validation (rate limits, 404s) answer in the visitor's language.
  app.addHook('onRequest', async (request) => {
    request.lang = requestLanguage(request);
  });
}
