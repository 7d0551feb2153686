// The parsed configuration as `app.config`, for modules that need a setting (the upload folder).
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Env;
  }
}

export function registerAppConfig(app: FastifyInstance, config: Env): void {
  app.decorate('config', config);
}
