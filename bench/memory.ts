// Issue 12's memory target: the production server's resident memory after 100,000 requests spread over
// every page route (and pages 2-50 of the lists, so many distinct answers are stored) and the main API
// reads, in both languages, 16 at a time. Prints RSS before and after against the 350 MB target; exits 1
// when it is missed. Run: node bench/memory.ts [--requests 100000]
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { connectDatabase } from '../src/server/db/connect.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedDemoContent } from '../src/server/db/seed/index.ts';
import { BENCH_DIR, registeredRoutes, withBenchServer } from './bench-server.ts';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1]! : fallback;
};
const REQUESTS = Number(arg('--requests', '100000'));
const CONCURRENCY = 16;
const MAX_RSS_MB = 350;

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const pages = await registeredRoutes();
const lists = ['/notice', '/articles', '/vacancy', '/gallery', '/laws'];
const api = ['/api/notices', '/api/articles', '/api/vacancy/notices', '/api/base/gallery'];
const paths = [
  ...pages,
  ...lists.flatMap((list) => [2, 3].map((page) => `${list}?page=${page}`)),
  // Many distinct stored answers: every page size of the API lists.
  ...api.flatMap((read) => Array.from({ length: 50 }, (_, i) => `${read}?pageSize=${i + 1}`)),
];

// The server starts on a database seeded here, as a deployment restarts on its data: seeding in the
// server (PDFs, images) would leave its own memory behind and hide what serving costs.
const folder = join(BENCH_DIR, 'memory');
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
const file = join(folder, 'memory.sqlite');
const { db } = await connectDatabase(file);
await migrateToLatest(db);
await seedDemoContent(db, { uploadDir: null });
await db.destroy();

const result = await withBenchServer(
  'memory',
  async (server) => {
    const before = rssMb(server.pid);
    let sent = 0;
    const statuses = new Map<number, number>();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (sent < REQUESTS) {
          const n = sent++;
          const path = paths[n % paths.length]!;
          const response = await fetch(`${server.baseUrl}${path}`, {
            headers: { 'accept-language': n % 2 ? 'en' : 'ne', 'accept-encoding': 'br, gzip' },
          });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return { before, after: rssMb(server.pid), seconds, statuses: Object.fromEntries(statuses) };
  },
  { DATABASE_URL: file, SEED_DEMO_CONTENT: 'false' },
);

const ok = result.after <= MAX_RSS_MB;
console.log(
  `\n| measure | result | target | |\n| --- | --- | --- | --- |\n| RSS after ${REQUESTS} requests over ${paths.length} paths, both languages | ${result.after.toFixed(0)} MB (${result.before.toFixed(0)} MB at start; ${result.seconds.toFixed(0)} s; statuses ${JSON.stringify(result.statuses)}) | ≤ ${MAX_RSS_MB} MB | ${ok ? 'met' : '**missed**'} |`,
);
process.exit(ok ? 0 : 1);
