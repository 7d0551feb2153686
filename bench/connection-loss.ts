// The server's life on PostgreSQL while the database drops its connections: 4 clients read
// /api/notices without pause while, once a second, every backend of the server is terminated
// (pg_terminate_backend by application_name), 10 times. Prints what the clients got.
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/connection-loss.ts [--rounds 10]
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServerProcess } from '#server/test-support/server-process.ts';

const index = process.argv.indexOf('--rounds');
const rounds = index > 0 ? Number(process.argv[index + 1]) : 10;
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL database the benchmark may use');

const id = randomUUID().replaceAll('-', '').slice(0, 12);
const schema = `bench_${id}`;
const applicationName = `sampada-bench-${id}`;
const dir = mkdtempSync(join(tmpdir(), 'sampada-bench-'));
const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
await admin.query(`create schema ${schema}`);
const url = new URL(databaseUrl);
url.searchParams.set('application_name', applicationName);
url.searchParams.set('options', `-c search_path=${schema}`);
const server = startServerProcess({
  DATABASE_URL: url.toString(),
  UPLOAD_DIR: join(dir, 'uploads'),
  SEED_DEMO_CONTENT: 'true',
  RATE_LIMIT_GENERAL_MAX: '100000000',
});

try {
  const address = await server.listening;
  if (!address) throw new Error(`server exited:\n${server.output()}`);
  const statuses = new Map<string, number>();
  const latencies: number[] = [];
  let running = true;
  const client = async () => {
    while (running) {
      const started = performance.now();
      let outcome: string;
      try {
        const response = await fetch(`${address}/api/notices`);
        await response.arrayBuffer();
        outcome = String(response.status);
      } catch {
        outcome = 'no answer';
      }
      latencies.push(performance.now() - started);
      statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
    }
  };
  const started = performance.now();
  const clients = Array.from({ length: 4 }, client);
  let terminated = 0;
  for (let round = 0; round < rounds; round++) {
    await new Promise((done) => setTimeout(done, 1000));
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    terminated += result.rowCount ?? 0;
  }
  await new Promise((done) => setTimeout(done, 1000));
  running = false;
  await Promise.all(clients);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  const alive = server.child.exitCode === null;
  const health = alive ? (await fetch(`${address}/api/health`)).status : 'process gone';
  console.log(
    JSON.stringify(
      {
        rounds,
        connectionsTerminated: terminated,
        seconds: Number(seconds.toFixed(1)),
        requests: latencies.length,
        answers: Object.fromEntries(statuses),
        latencyMs: { p50: at(0.5).toFixed(1), p99: at(0.99).toFixed(1), max: at(1).toFixed(1) },
        lostConnectionsLogged: server.output().split('connection was lost').length - 1,
        processAlive: alive,
        ...(alive ? {} : { lastOutput: server.output().slice(-1500) }),
        healthAfter: health,
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
}
