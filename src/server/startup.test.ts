// Start-up refuses what cannot work, with one line naming the variable, and seeds demo content only
// where it is wanted. The refusals run the real process (`node src/server/main.ts`).
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { parseEnv } from './env.ts';
import { prepareDatabase, shouldSeedDemoContent } from './startup.ts';
import { startServerProcess } from './test-support/server-process.ts';

const sqliteOnly = process.env.TEST_DB !== undefined && process.env.TEST_DB !== 'sqlite';

describe.skipIf(sqliteOnly)('start-up refuses what cannot work', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sampada-startup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Starts the server in an empty working folder; answers its exit code and output. */
  async function start(env: Record<string, string>, options: { uid?: number; cwd?: string } = {}) {
    const cwd = options.cwd ?? mkdtempSync(join(dir, 'cwd-'));
    const server = startServerProcess(
      { UPLOAD_DIR: join(cwd, 'uploads'), SEED_DEMO_CONTENT: 'false', ...env },
      { cwd, uid: options.uid },
    );
    const listening = await server.listening;
    const code = listening ? await server.stop() : await server.exited;
    return { code, output: server.output().trim(), listening, cwd };
  }

  /** One line naming the variable; no stack trace. */
  const expectOneLine = (output: string, pattern: RegExp) => {
    expect(output.split('\n'), output).toHaveLength(1);
    expect(output).toMatch(pattern);
    expect(output).not.toMatch(/^\s+at /m);
  };

  it('refuses a misspelt or unknown DATABASE_URL scheme instead of creating an SQLite file by its name', async () => {
    for (const url of [
      'postgress://user@db.example/site',
      'Postgres://user@db.example/site',
      'sqlite:site.db',
    ]) {
      const { code, output, cwd } = await start({ DATABASE_URL: url });
      expect(code, url).toBe(1);
      expectOneLine(output, /^DATABASE_URL: unknown scheme/);
      expect(readdirSync(cwd), url).toEqual([]);
    }
  });

  it('says in one line that PostgreSQL cannot be reached', { timeout: 30_000 }, async () => {
    const { code, output } = await start({ DATABASE_URL: 'postgres://sampada:secret@127.0.0.1:1/site' });
    expect(code).toBe(1);
    expectOneLine(output, /^DATABASE_URL: cannot reach the database .*127\.0\.0\.1:1.*ECONNREFUSED/);
    expect(output).not.toContain('secret');
  });

  it('refuses a database path in a system folder at once', async () => {
    const { code, output } = await start({ DATABASE_URL: '/proc/sampada.sqlite' });
    expect(code).toBe(1);
    expectOneLine(output, /^DATABASE_URL: .*system folder/);
  });

  it('refuses an SQLite path that is not a regular file', async () => {
    const { code, output } = await start({ DATABASE_URL: dir });
    expect(code).toBe(1);
    expectOneLine(output, /^DATABASE_URL: cannot open .*not a regular file/);
  });

  it('refuses an UPLOAD_DIR it cannot write', async () => {
    const uploads = join(dir, 'uploads-file');
    writeFileSync(uploads, 'a file, not a folder');
    const { code, output } = await start({
      DATABASE_URL: join(dir, 'uploads-test.sqlite'),
      UPLOAD_DIR: uploads,
    });
    expect(code).toBe(1);
    expectOneLine(output, /^UPLOAD_DIR: cannot write to /);
  });

  it('refuses an SQLite file it may read but not write', { timeout: 30_000 }, async () => {
    // Root writes through permission bits: the server runs as nobody then, as a service user would.
    const asRoot = process.getuid?.() === 0;
    const readOnlyDir = mkdtempSync(join(dir, 'readonly-'));
    const file = join(readOnlyDir, 'site.sqlite');
    const { db } = await connectDatabase(file);
    await migrateToLatest(db);
    await db.destroy();
    const uploads = join(readOnlyDir, 'uploads');
    mkdirSync(uploads);
    chmodSync(uploads, 0o777);
    chmodSync(file, 0o444);
    chmodSync(readOnlyDir, 0o555);
    try {
      const { code, output } = await start(
        { DATABASE_URL: file, UPLOAD_DIR: uploads },
        { uid: asRoot ? 65534 : undefined, cwd: readOnlyDir },
      );
      expect(code, output).toBe(1);
      expectOneLine(output, /^DATABASE_URL: .*(read-only|readonly)/);
    } finally {
      chmodSync(readOnlyDir, 0o755);
    }
  });
});

describe.skipIf(sqliteOnly)('demo content only where wanted', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sampada-seed-policy-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const env = (values: Record<string, string>) => parseEnv({ UPLOAD_DIR: join(dir, 'uploads'), ...values });

  it('seeds the quick start and development on SQLite, not deployments, unless asked', () => {
    expect(shouldSeedDemoContent(env({}), 'sqlite')).toBe(true);
    expect(shouldSeedDemoContent(env({ DATABASE_URL: 'data/sampada.sqlite' }), 'sqlite')).toBe(true);
    expect(shouldSeedDemoContent(env({ DATABASE_URL: '/srv/site.sqlite' }), 'sqlite')).toBe(false);
    expect(shouldSeedDemoContent(env({ NODE_ENV: 'development', DATABASE_URL: 'x.sqlite' }), 'sqlite')).toBe(
      true,
    );
    const postgres = env({ DATABASE_URL: 'postgres://db.example/site' });
    expect(shouldSeedDemoContent(postgres, 'postgres')).toBe(false);
    expect(shouldSeedDemoContent({ ...postgres, SEED_DEMO_CONTENT: true }, 'postgres')).toBe(true);
    expect(shouldSeedDemoContent(env({ SEED_DEMO_CONTENT: 'false' }), 'sqlite')).toBe(false);
  });

  it('starts a production database path empty, and seeds it with SEED_DEMO_CONTENT=true', async () => {
    // A crash left an attachment no row names: the start removes it (files/orphan-sweep.ts).
    const orphan = join(dir, 'uploads', 'private', 'complaints', 'left-by-a-crash.pdf');
    mkdirSync(join(orphan, '..'), { recursive: true });
    writeFileSync(orphan, 'x');
    const longAgo = new Date(Date.now() - 24 * 3600_000);
    utimesSync(orphan, longAgo, longAgo);
    const empty = await prepareDatabase(env({ NODE_ENV: 'production', DATABASE_URL: join(dir, 'a.sqlite') }));
    try {
      expect(empty).toMatchObject({ seeded: false, startsEmpty: true });
      expect(empty.swept).toEqual(['private/complaints/left-by-a-crash.pdf']);
      expect(existsSync(orphan)).toBe(false);
    } finally {
      await empty.db.destroy();
    }
    const seeded = await prepareDatabase(
      env({ NODE_ENV: 'production', DATABASE_URL: join(dir, 'b.sqlite'), SEED_DEMO_CONTENT: 'true' }),
    );
    try {
      expect(seeded).toMatchObject({ seeded: true, startsEmpty: false });
    } finally {
      await seeded.db.destroy();
    }
  });

  it('says so in one log line at start', async () => {
    const cwd = mkdtempSync(join(dir, 'cwd-'));
    const server = startServerProcess(
      { DATABASE_URL: join(cwd, 'site.sqlite'), UPLOAD_DIR: join(cwd, 'uploads') },
      { cwd },
    );
    try {
      expect(await server.listening, server.output()).not.toBeNull();
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.includes('SEED_DEMO_CONTENT=true'));
      expect(lines).toHaveLength(1);
      expect(existsSync(join(cwd, 'uploads', 'public'))).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
