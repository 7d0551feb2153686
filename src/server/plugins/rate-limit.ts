// Tiered rate limits (per IP): a general one for every request, and a strict one for the write
// endpoints, which a route opts into with `config: { rateLimit: writeRateLimit(app) }`.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    writeRateLimit: { max: number; timeWindow: number };
  }
}

export async function registerRateLimit(app: FastifyInstance, config: Env): Promise<void> {
  app.decorate('writeRateLimit', {
    max: config.RATE_LIMIT_WRITE_MAX,
    timeWindow: config.RATE_LIMIT_WRITE_WINDOW_SECONDS * 1000,
  });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_GENERAL_MAX,
    timeWindow: 60_000,
    // Retry-After is set by the plugin; the body keeps the API's one error shape and language.
    // The thrown error reaches plugins/errors.ts, which answers 429 in the one error shape and language.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('api.too_many_requests'), { statusCode: context.statusCode }),
  });
}
