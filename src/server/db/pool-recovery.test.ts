// The real server on the real PostgreSQL: the database drops the server's connections (as on a
// restart or failover) and the server keeps answering. Before the pool's 'error' was handled, the
// first dropped idle connection ended the process (exit 1).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test-support/test-app.ts';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.ts';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.skipIf(testDatabaseKind() !== 'postgres')('server on PostgreSQL losing connections', () => {
  const id = randomUUID().replaceAll('-', '');
  const schema = `test_${id}`;
  const applicationName = `sampada-pool-${id.slice(0, 12)}`;
  const dir = mkdtempSync(join(tmpdir(), 'sampada-pool-'));
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  let server: ServerProcess;
  let address: string;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('application_name', applicationName);
    url.searchParams.set('options', `-c search_path=${schema}`);
    server = startServerProcess({
      DATABASE_URL: url.toString(),
      UPLOAD_DIR: join(dir, 'uploads'),
      SEED_DEMO_CONTENT: 'true',
      // The loops below are one client asking far faster than a visitor; the per-IP read limit
      // would answer 429 and hide what is under test.
      RATE_LIMIT_GENERAL_MAX: '1000000',
    });
    const listening = await server.listening;
    if (!listening) throw new Error(`server exited:\n${server.output()}`);
    address = listening;
  });

  afterAll(async () => {
    await server?.stop();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });

  const lostReported = () => server.output().split('connection was lost').length - 1;

  /** Several requests at once, so the pool holds several connections. */
  const burst = () =>
    Promise.all(
      [
        '/api/notices',
        '/api/health',
        '/api/branch/branches/list-branches',
        '/api/notices/urgent-notices',
      ].map(async (path) => (await fetch(`${address}${path}`)).status),
    );

  it('keeps answering through 10 rounds of terminated connections', { timeout: 60_000 }, async () => {
    let terminated = 0;
    for (let round = 0; round < 10; round++) {
      expect(await burst(), server.output()).toEqual([200, 200, 200, 200]);
      // Terminated while idle (even rounds) and while requests hold them (odd rounds): those
      // requests may fail, the process must not.
      const during = round % 2 ? burst() : Promise.resolve([] as number[]);
      const result = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      terminated += result.rowCount ?? 0;
      // A request whose query was running on a dropped connection is told to retry (503), never 500.
      for (const status of await during) expect([200, 503], server.output()).toContain(status);
      // Each dropped connection is reported once the server has seen it close (and discarded it).
      // A request that takes a connection the database has dropped before the server saw it fails:
      // nothing can tell it is gone until it is used.
      while (lostReported() < terminated) await sleep(20);
    }
    expect(terminated).toBeGreaterThanOrEqual(10);
    expect(await burst(), server.output()).toEqual([200, 200, 200, 200]);
    expect(server.child.exitCode, server.output()).toBeNull();
  });

  it(
    'answers 503 with Retry-After, never 500, to requests whose connection drops',
    { timeout: 60_000 },
    async () => {
      const statuses: number[] = [];
      let running = true;
      const client = async () => {
        while (running) {
          const res = await fetch(`${address}/api/notices`);
          await res.arrayBuffer();
          statuses.push(res.status);
          if (res.status === 503) expect(res.headers.get('retry-after')).toBe('1');
        }
      };
      const clients = Array.from({ length: 4 }, client);
      for (let round = 0; round < 5; round++) {
        await sleep(300);
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [applicationName],
        );
      }
      await sleep(200);
      running = false;
      await Promise.all(clients);
      expect(statuses.length).toBeGreaterThan(20);
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    },
  );
});
