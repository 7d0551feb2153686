// Two app servers in one test process, each with its own connection to one database: PostgreSQL when
// tested, else an SQLite file both open (the demo content seeded once). For what must hold across
// servers: the response cache's invalidation, shared rate limits, jobs that run once.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoContent } from '../db/seed/index.ts';
import { parseEnv } from '../env.ts';
import { sqliteImage, testDatabaseKind } from './test-app.ts';

/** Two apps, each with its own connection to one database: PostgreSQL when tested, else an SQLite file. */
export async function sharedDatabase(env: Record<string, string> = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'sampada-two-servers-'));
  const postgres = testDatabaseKind() === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres ? await connectDatabase(postgres) : undefined;
  if (admin) await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const url = postgres ?? join(folder, 'shared.sqlite');
  // SQLite: the file starts as a copy of the worker's migrated and seeded database (test-app.ts).
  if (!postgres) writeFileSync(url, await sqliteImage(true));
  const open = () => connectDatabase(url, postgres ? { schema } : {});
  const handles = [await open(), await open()];
  if (postgres) {
    await migrateToLatest(handles[0]!.db);
    await seedDemoContent(handles[0]!.db, { uploadDir: null });
  }
  const config = parseEnv({
    NODE_ENV: 'test',
    UPLOAD_DIR: folder,
    LOG_LEVEL: 'silent',
    CACHE_POLL_MS: '100',
    // As test-app.ts: cheap password hashing, for the staff these tests sign in.
    PASSWORD_HASH_COST: 'test',
    ...env,
  });
  const apps = await Promise.all(handles.map((handle) => buildApp({ config, db: handle.db })));
  await Promise.all(apps.map((app) => app.ready()));
  return {
    apps,
    db: handles[1]!.db,
    dbs: handles.map((handle) => handle.db),
    /** Where the database is, for a connection of a test's own (as a script outside the app would open). */
    location: { url, schema: postgres ? schema : undefined },
    close: async () => {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(handles.map((handle) => handle.db.destroy()));
      if (admin) {
        await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
        await admin.db.destroy();
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
