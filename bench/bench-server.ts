// Shared by the benchmarks: makes build/ current and starts the production server on a temporary
// seeded SQLite database (tests/e2e/support: the same start as the browser tests), on 127.0.0.1 only.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { connectDatabase } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDemoContent } from '#server/db/seed/index.ts';
import { ensureBuild } from '../tests/e2e/support/build.ts';
import { RESULTS_DIR } from '../tests/e2e/support/paths.ts';
import { startServer, type RunningServer } from '../tests/e2e/support/server.ts';

export const BENCH_DIR = join(RESULTS_DIR, 'bench');

/** Where the server started for bench `name` writes its memory samples (memory-sampler.ts). */
export const memorySamples = (name: string) => join(BENCH_DIR, `${name}-memory.jsonl`);

export async function startBenchServer(
  name: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  ensureBuild((line) => console.error(line));
  rmSync(memorySamples(name), { force: true });
  const server = await startServer({
    logFile: join(BENCH_DIR, `${name}-server.log`),
    // Experiments: --node-flags --flag=value,--flag=value (e.g. --max-old-space-size=256).
    nodeFlags: arg('--node-flags', '').split(',').filter(Boolean),
    env: {
      // A benchmark sends thousands of requests from one address: the per-IP limit must not answer 429.
      RATE_LIMIT_GENERAL_MAX: '100000000',
      // The server's own reading of its memory and GC pauses, a line a second (memory-sampler.ts).
      NODE_OPTIONS: `--import ${join(import.meta.dirname, 'memory-sampler.ts')}`,
      MEMORY_SAMPLE_FILE: memorySamples(name),
      ...env,
      // Experiments, in any bench: --env NAME=value,NAME=value (e.g. RESPONSE_CACHE_MB=0).
      ...Object.fromEntries(
        arg('--env', '')
          .split(',')
          .filter(Boolean)
          .map((pair) => pair.split('=', 2) as [string, string]),
      ),
    },
  });
  console.error(`${name}: server at ${server.baseUrl} (log: ${server.logFile})`);
  return server;
}

/**
 * A database with the demo content, seeded here for the server to start on (SEED_DEMO_CONTENT=false),
 * as a deployment restarts on its data: seeding in the server (PDFs, images through sharp) leaves
 * ~100 MB of its own native memory behind, hides what serving costs, and on a loaded machine takes
 * longer than the server's start is given.
 */
export async function seededDatabase(name: string): Promise<string> {
  const folder = join(BENCH_DIR, name);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${name}.sqlite`);
  const { db } = await connectDatabase(file);
  await migrateToLatest(db);
  await seedDemoContent(db, { uploadDir: null });
  await db.destroy();
  return file;
}

/** Stops the server on Ctrl+C too, so no temporary database or process is left behind. */
export async function withBenchServer<T>(
  name: string,
  run: (server: RunningServer) => Promise<T>,
  env?: Record<string, string>,
): Promise<T> {
  const server = await startBenchServer(name, env);
  const onSignal = () => void server.stop().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await run(server);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await server.stop();
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A command-line option's value (`--seconds 20`), or the fallback when it is not given. */
export const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1]! : fallback;
};

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The public paths registered in src/web/routes.ts (dynamic segments filled with 1; the catch-all and
 * the staff area's routes, under `prefix('admin', ...)`, left out).
 */
export async function registeredRoutes(): Promise<string[]> {
  const { readFileSync } = await import('node:fs');
  const source = readFileSync(new URL('../src/web/routes.ts', import.meta.url), 'utf8');
  const publicPart = source.slice(0, source.indexOf("prefix('admin'"));
  const paths = ['/'];
  for (const match of publicPart.matchAll(/route\(\s*'([^']+)'/g)) {
    const path = match[1]!;
    if (path === '*') continue;
    paths.push(`/${path.replace(/:[a-zA-Z]+/g, '1')}`);
  }
  return paths;
}
