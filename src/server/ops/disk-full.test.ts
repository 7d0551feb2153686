// Full disks told plainly (docs/operations.md, "Full disks"), on a real small disk: a tmpfs that
// `.ci/run` mounts (as root) and names in TEST_SMALL_DISK_DIR. The upload folder, and with SQLite the
// database file, live on it; the test fills it to the last byte, then checks that a complaint is answered
// 507 in the visitor's language with Retry-After, that one log line names the disk and its free space
// (never "cannot rollback"), that readiness says "full", and that writes work again once space is freed.
// The complaint page posted without JavaScript is checked in a browser: tests/e2e/disk-full.test.ts.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { parseEnv } from '../env.ts';
import { translate, type Lang } from '#shared/i18n/index.ts';
import { multipart } from '../test-support/multipart.ts';
import { createTestDatabase, testDatabaseKind } from '../test-support/test-app.ts';
import { fillDisk, lockDisk } from '../test-support/small-disk.ts';

const smallDisk = process.env.TEST_SMALL_DISK_DIR;
if (!smallDisk) {
  console.log(
    'disk-full tests skipped: TEST_SMALL_DISK_DIR is not set (.ci/run mounts a small tmpfs there when it runs as root)',
  );
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4w8AAAAJoAM1w/7HYAAAAAElFTkSuQmCC',
  'base64',
);

/** Letters that do not compress (PostgreSQL compresses long text). */
const randomText = (length: number) =>
  Array.from(randomBytes(length), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

/**
 * The uid PostgreSQL runs as, when its server is on this machine and this test runs as root (a
 * tablespace on the small disk must belong to it); else null, and the database-full case is skipped.
 */
function localPostgresOwner(): number | null {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)) return null;
  if (process.getuid?.() !== 0) return null;
  try {
    return Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  } catch {
    return null;
  }
}

/** A schema whose tables live in a tablespace on the small disk; dropped with it afterwards. */
async function postgresOnSmallDisk(dir: string, owner: number) {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const suffix = `${process.pid}_${Date.now()}`;
  const [schema, tablespace] = [`test_full_${suffix}`, `sampada_small_${suffix}`];
  const location = join(dir, 'postgres');
  mkdirSync(location);
  chownSync(location, owner, owner);
  // PostgreSQL reaches the folder through the mount, made root's only by .ci/run.
  chmodSync(dir, 0o711);
  chmodSync(join(dir, '..'), 0o711);
  const admin = await connectDatabase(url.toString());
  await sql`create tablespace ${sql.id(tablespace)} location ${sql.lit(location)}`.execute(admin.db);
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  url.searchParams.set('options', `-c search_path=${schema} -c default_tablespace=${tablespace}`);
  const { db } = await connectDatabase(url.toString());
  return {
    db,
    close: async () => {
      await db.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await sql`drop tablespace ${sql.id(tablespace)}`.execute(admin.db);
      await admin.db.destroy();
    },
  };
}

describe.skipIf(!smallDisk)('a full disk', () => {
  const kind = testDatabaseKind();
  const postgresOwner = kind === 'postgres' ? localPostgresOwner() : null;
  if (kind === 'postgres' && postgresOwner === null) {
    console.log('PostgreSQL disk-full case skipped: it needs root and TEST_DATABASE_URL on this machine');
  }
  let dir: string;
  let unlock: () => void;
  let db: Kysely<Database>;
  let closeDatabase: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let filler: string | null = null;
  const logLines: string[] = [];
  const fields = {
    name: 'Ram Bahadur',
    contact: '9841234567',
    address: 'Lalitpur-5',
    branch: '',
    category: '',
    title: 'Temple roof leaks',
    details: 'The roof leaks in the monsoon.',
  };

  beforeAll(async () => {
    unlock = await lockDisk(smallDisk!);
    dir = mkdtempSync(join(smallDisk!, `${kind}-`));
    let databaseUrl: string;
    if (kind === 'sqlite') {
      // SQLite's file on the small disk too: SQLITE_FULL is its own case.
      databaseUrl = join(dir, 'site.sqlite');
      ({ db } = await connectDatabase(databaseUrl));
      closeDatabase = () => db.destroy();
    } else if (kind === 'postgres' && postgresOwner !== null) {
      // PostgreSQL's tables on the small disk too: a tablespace there (the server is on this machine).
      ({ db, close: closeDatabase } = await postgresOnSmallDisk(dir, postgresOwner));
      databaseUrl = process.env.TEST_DATABASE_URL!;
    } else {
      const database = await createTestDatabase();
      db = database.db;
      closeDatabase = database.close;
      databaseUrl = kind === 'postgres' ? process.env.TEST_DATABASE_URL! : ':memory:';
    }
    await migrateToLatest(db);
    const branch = await db
      .insertInto('branch')
      .values({ name_en: 'Patan', name_ne: 'पाटन', sort_order: 1, created_at: '2025-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const category = await db
      .insertInto('complaint_category')
      .values({ name_en: 'Land', name_ne: 'जग्गा', sort_order: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    fields.branch = String(branch.id);
    fields.category = String(category.id);
    const config = parseEnv({
      NODE_ENV: 'test',
      UPLOAD_DIR: join(dir, 'uploads'),
      DATABASE_URL: kind === 'pglite' ? ':memory:' : databaseUrl,
      DISK_FREE_MIN_MB: '1',
      LOG_LEVEL: 'error',
      RATE_LIMIT_GENERAL_MAX: '100000',
      RATE_LIMIT_WRITE_MAX: '100000',
    });
    app = await buildApp({
      config,
      db,
      logStream: { write: (line) => logLines.push(line) },
    });
    await app.ready();
    // Waits its turn on the small disk behind the other api projects' runs of this file and the
    // browser test's (tests/e2e/disk-full.test.ts).
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await closeDatabase?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
    unlock?.();
  });

  const complain = async (lang: Lang, withFile: boolean, details = fields.details) => {
    const { payload, headers } = await multipart({
      ...fields,
      details,
      lng: lang,
      ...(withFile ? { file: { name: 'roof.png', type: 'image/png', content: png } } : {}),
    });
    return app.inject({ method: 'POST', url: '/api/base/complaints', payload, headers });
  };

  const ready = () => app.inject('/api/health/ready');

  it('is ready while the disk has room', async () => {
    expect((await ready()).json()).toEqual({ status: 'ok', database: 'ok', uploads: 'ok' });
    expect((await complain('en', true)).statusCode).toBe(201);
  });

  it('answers a complaint with a file 507 in the visitor language, and logs the uploads folder', async () => {
    if (kind === 'sqlite') {
      // The write-ahead log emptied, so SQLite itself needs new space for its next write.
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    }
    filler = fillDisk(dir);
    logLines.length = 0;
    for (const lang of ['ne', 'en'] as const) {
      const res = await complain(lang, true);
      expect(res.statusCode, lang).toBe(507);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toEqual({ status: 507, message: translate(lang, 'api.storage_full') });
    }
    expect(translate('en', 'api.storage_full')).toMatch(/cannot store submissions right now/);
    const lines = logLines.map((line) => JSON.parse(line) as { msg: string; disk?: string });
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.disk).toBe('uploads folder');
      expect(line.msg).toMatch(
        /^disk full: the uploads folder .*uploads cannot store this \(0\.\d MB free\)/,
      );
    }
    // A failed write left nothing behind in the attachments folder.
    expect(await db.selectFrom('complaint').select('id').execute()).toHaveLength(1);
  });

  it('answers every one of a burst of 200 complaints 507, one log line each, none a 500', async () => {
    logLines.length = 0;
    const statuses = new Map<number, number>();
    for (let i = 0; i < 200; i++) {
      const { statusCode } = await complain(i % 2 ? 'en' : 'ne', true);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 507: 200 });
    expect(logLines.filter((line) => line.includes('disk full: the uploads folder'))).toHaveLength(200);
  });

  it('reports the disk full in readiness', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      database: kind === 'sqlite' ? 'full' : 'ok',
      uploads: 'full',
    });
  });

  it.runIf(kind === 'sqlite')(
    'answers a complaint without a file 507 when SQLite cannot write, with one "disk full" line',
    async () => {
      logLines.length = 0;
      const res = await complain('en', false);
      expect(res.statusCode).toBe(507);
      expect(res.json().message).toBe(translate('en', 'api.storage_full'));
      const text = logLines.join('\n');
      expect(text).not.toMatch(/cannot rollback/);
      expect(logLines).toHaveLength(1);
      expect(JSON.parse(logLines[0]!)).toMatchObject({
        disk: 'database file',
        path: join(dir, 'site.sqlite'),
        code: 'SQLITE_FULL',
      });
      // A burst: every one 507 with its one line (the run logged "cannot rollback" 943 times).
      logLines.length = 0;
      const statuses = [];
      for (let i = 0; i < 100; i++) statuses.push((await complain('ne', false)).statusCode);
      expect(statuses.every((status) => status === 507)).toBe(true);
      expect(logLines).toHaveLength(100);
      expect(logLines.every((line) => line.includes('"code":"SQLITE_FULL"'))).toBe(true);
    },
  );

  it.runIf(kind === 'postgres' && postgresOwner !== null)(
    'answers 507 when PostgreSQL cannot extend a table, with one line naming its disk',
    async () => {
      // Rows go into pages PostgreSQL already has until one needs a new page: a few long complaints.
      let res;
      for (let i = 0; i < 50; i++) {
        logLines.length = 0;
        res = await complain('en', false, randomText(4000));
        if (res.statusCode !== 201) break;
      }
      expect(res!.statusCode).toBe(507);
      expect(res!.json().message).toBe(translate('en', 'api.storage_full'));
      expect(logLines).toHaveLength(1);
      expect(JSON.parse(logLines[0]!)).toMatchObject({ disk: "PostgreSQL server's disk", code: '53100' });
    },
  );

  it('takes submissions again once space is freed', async () => {
    const before = (await db.selectFrom('complaint').select('id').execute()).length;
    rmSync(filler!);
    filler = null;
    expect((await ready()).json()).toEqual({ status: 'ok', database: 'ok', uploads: 'ok' });
    expect((await complain('en', true)).statusCode).toBe(201);
    expect((await complain('ne', false)).statusCode).toBe(201);
    expect(await db.selectFrom('complaint').select('id').execute()).toHaveLength(before + 2);
  });
});
