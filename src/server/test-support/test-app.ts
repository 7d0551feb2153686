// Builds the real app over a fresh, migrated and seeded database for one test file.
// TEST_DB picks the database (vitest.config.ts runs the API suite once per database):
//   sqlite   an in-memory better-sqlite3 database
//   pglite   PostgreSQL compiled to WebAssembly, in-process
//   postgres the server at TEST_DATABASE_URL, in a schema of its own that is dropped afterwards
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { connectDatabase } from '../db/connect.ts';
import { createMigrator, migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { seedDemoContent } from '../db/seed/index.ts';
import { parseEnv, type Env } from '../env.ts';

export type TestDatabaseKind = 'sqlite' | 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  const kind = process.env.TEST_DB ?? 'sqlite';
  if (kind !== 'sqlite' && kind !== 'pglite' && kind !== 'postgres')
    throw new Error(`Unknown TEST_DB ${kind}`);
  return kind;
}

export interface TestDatabase {
  db: Kysely<Database>;
  kind: TestDatabaseKind;
  close: () => Promise<void>;
}

export async function createTestDatabase(options: { sqliteImage?: Buffer } = {}): Promise<TestDatabase> {
  const kind = testDatabaseKind();
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = `test_${randomUUID().replaceAll('-', '')}`;
    const admin = await connectDatabase(url);
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    const { db } = await connectDatabase(url, { schema });
    return {
      db,
      kind,
      close: async () => {
        await db.destroy();
        await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
        await admin.db.destroy();
      },
    };
  }
  const { db } = await connectDatabase(kind === 'pglite' ? 'pglite:memory' : ':memory:', options);
  return { db, kind, close: () => db.destroy() };
}

/**
 * SQLite: the bytes of a database migrated (and seeded) once per worker, copied for each test app instead
 * of migrating and seeding every time (about 0.4 s of CPU each, ADR 017). The API projects run without
 * isolation, so a worker's files share these; each app still gets its own copy, so no test sees
 * another's rows.
 */
const sqliteImages = new Map<boolean, Promise<Buffer>>();

export function sqliteImage(seed: boolean): Promise<Buffer> {
  let image = sqliteImages.get(seed);
  if (!image) {
    image = makeSqliteImage(seed);
    sqliteImages.set(seed, image);
  }
  return image;
}

async function makeSqliteImage(seed: boolean): Promise<Buffer> {
  // SQLite whatever TEST_DB says: the two-server tests share an SQLite file on PGlite too.
  const template = await connectDatabase(':memory:');
  const folder = mkdtempSync(join(tmpdir(), 'sampada-test-template-'));
  try {
    await migrateToLatest(template.db);
    if (seed) await seedDemoContent(template.db, { uploadDir: null });
    const file = join(folder, 'template.sqlite');
    await sql`vacuum into ${file}`.execute(template.db);
    return readFileSync(file);
  } finally {
    await template.db.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A fresh database migrated to the latest (and seeded with the demo content when `seed`). */
export async function createMigratedDatabase(seed: boolean): Promise<TestDatabase> {
  if (testDatabaseKind() === 'sqlite') return createTestDatabase({ sqliteImage: await sqliteImage(seed) });
  const database = await createTestDatabase();
  await migrateToLatest(database.db);
  if (seed) await seedDemoContent(database.db, { uploadDir: null });
  return database;
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  kind: TestDatabaseKind;
  config: Env;
  uploadDir: string;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  /**
   * Stops migrating after this migration, runs `beforeLatest` (rows as an older version stored
   * them), then migrates to the latest: for tests of what a migration carries over.
   */
  // An older schema than the types describe: untyped, as the migrations are.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  upTo?: { migration: string; beforeLatest: (db: Kysely<any>) => Promise<unknown> };
  /** Environment overrides, e.g. tighter rate limits. */
  env?: Record<string, string>;
  /** Where log lines go (with `env: { LOG_LEVEL }`): none are written by default. */
  logStream?: { write(line: string): void };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const seed = options.seed ?? true;
  const database = options.upTo ? await createTestDatabase() : await createMigratedDatabase(seed);
  if (options.upTo) {
    const migrator = await createMigrator(database.db);
    const { error } = await migrator.migrateTo(options.upTo.migration);
    if (error) throw error;
    await options.upTo.beforeLatest(database.db);
    await migrateToLatest(database.db);
    if (seed) await seedDemoContent(database.db, { uploadDir: null });
  }
  const uploadDir = mkdtempSync(join(tmpdir(), 'sampada-test-uploads-'));
  const config = parseEnv({
    NODE_ENV: 'test',
    UPLOAD_DIR: uploadDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_GENERAL_MAX: '100000',
    RATE_LIMIT_WRITE_MAX: '1000',
    // Tests set passwords and sign in hundreds of times: scrypt at a tiny cost (auth/password-hash.ts).
    PASSWORD_HASH_COST: 'test',
    ...options.env,
  });
  const app = await buildApp({ config, db: database.db, logStream: options.logStream });
  await app.ready();
  return {
    app,
    db: database.db,
    kind: database.kind,
    config,
    uploadDir,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
