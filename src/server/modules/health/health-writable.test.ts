// /api/health tells the truth: a database that answers reads but refuses writes, or an upload folder
// that cannot be written, is a server that answers every submission with an error: 503, naming it.
import Sqlite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { connectDatabase } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import type { Database } from '#server/db/schema.ts';
import { parseEnv } from '#server/env.ts';
import { privateUploadDir } from '#server/plugins/uploads.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

describe('health: upload folder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers 200 with every part ok', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', uploads: 'ok' });
  });

  it('answers 503 naming the uploads when a file cannot be stored there', async () => {
    // Root writes through permission bits, so the folder is made unusable another way: it is a file.
    const folder = privateUploadDir(t.uploadDir);
    rmSync(folder, { recursive: true, force: true });
    writeFileSync(folder, 'not a folder');
    try {
      const res = await t.app.inject('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'ok', uploads: 'not-writable' });
      expect((await t.app.inject('/api/health/ready')).statusCode).toBe(503);
      // Not ready, but alive: a restart would not help, so liveness stays green.
      expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      rmSync(folder, { force: true });
      mkdirSync(folder);
    }
  });
});

/** The test database's schema and rows, opened so that it answers reads and refuses writes. */
async function readOnlyDatabase(dir: string): Promise<{ db: Kysely<Database>; close: () => Promise<void> }> {
  const kind = process.env.TEST_DB ?? 'sqlite';
  if (kind === 'sqlite') {
    const file = join(dir, 'site.sqlite');
    const writer = await connectDatabase(file);
    await migrateToLatest(writer.db);
    await writer.db.destroy();
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new Sqlite(file, { readonly: true }) }),
    });
    return { db, close: () => db.destroy() };
  }
  if (kind === 'pglite') {
    const { db } = await connectDatabase('pglite:memory');
    await migrateToLatest(db);
    await sql`set default_transaction_read_only = on`.execute(db);
    return { db, close: () => db.destroy() };
  }
  // PostgreSQL: every connection of the pool read-only, as on a hot standby.
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const schema = `test_readonly_${Date.now()}`;
  const admin = await connectDatabase(url.toString());
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const writer = await connectDatabase(url.toString(), { schema });
  await migrateToLatest(writer.db);
  await writer.db.destroy();
  url.searchParams.set('options', `-c search_path=${schema} -c default_transaction_read_only=on`);
  const { db } = await connectDatabase(url.toString());
  return {
    db,
    close: async () => {
      await db.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.db.destroy();
    },
  };
}

describe('health: read-only database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sampada-health-'));
  let database: Awaited<ReturnType<typeof readOnlyDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await readOnlyDatabase(dir);
    const config = parseEnv({ NODE_ENV: 'test', UPLOAD_DIR: join(dir, 'uploads'), LOG_LEVEL: 'silent' });
    app = await buildApp({ config, db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 naming the database, which still answers reads', async () => {
    expect((await app.inject('/api/notices')).statusCode).toBe(200);
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'read-only', uploads: 'ok' });
  });
});
