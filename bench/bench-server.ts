// Shared by the benchmarks: makes build/ current and starts the production server on a temporary
// seeded SQLite database (tests/e2e/support: the same start as the browser tests), on 127.0.0.1 only.
import { join } from 'node:path';
import { ensureBuild } from '../tests/e2e/support/build.ts';
import { RESULTS_DIR } from '../tests/e2e/support/paths.ts';
import { startServer, type RunningServer } from '../tests/e2e/support/server.ts';

export const BENCH_DIR = join(RESULTS_DIR, 'bench');

export async function startBenchServer(
  name: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  ensureBuild((line) => console.error(line));
  const server = await startServer({
    logFile: join(BENCH_DIR, `${name}-server.log`),
    env: {
      // A benchmark sends thousands of requests from one address: the per-IP limit must not answer 429.
      RATE_LIMIT_GENERAL_MAX: '100000000',
      ...env,
    },
  });
  console.error(`${name}: server at ${server.baseUrl} (log: ${server.logFile})`);
  return server;
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

/** Paths registered in src/web/routes.ts (dynamic segments filled with 1, the catch-all left out). */
export async function registeredRoutes(): Promise<string[]> {
  const { readFileSync } = await import('node:fs');
  const source = readFileSync(new URL('../src/web/routes.ts', import.meta.url), 'utf8');
  const paths = ['/'];
  for (const match of source.matchAll(/route\(\s*'([^']+)'/g)) {
    const path = match[1]!;
    if (path === '*') continue;
    paths.push(`/${path.replace(/:[a-zA-Z]+/g, '1')}`);
  }
  return paths;
}
