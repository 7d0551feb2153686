import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** Makes the database available to every module as `app.db`; it is closed after the server. */
export function registerDatabase(app: FastifyInstance, db: Kysely<Database>, closeWithApp: boolean): void {
  app.decorate('db', db);
  if (closeWithApp) app.addHook('onClose', async () => db.destroy());
}
