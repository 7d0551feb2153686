// Once per e2e run: make build/ current, start one real server per worker (each on its own temporary
// database with the demo seed), hand their addresses to the tests (support/test-server.ts), stop them
// and delete their files after.
import type { TestProject } from 'vitest/node';
import { ensureBuild } from './support/build.ts';
import { RESULTS_DIR, SERVER_LOG } from './support/paths.ts';
import { logTail, seedTemplate, startServer, type SeedTemplate } from './support/server.ts';
import type { TestServer } from './support/test-server.ts';
import { join } from 'node:path';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per worker, in VITEST_POOL_ID order. */
    servers: TestServer[];
    /** The demo seed, once: for the servers test files start themselves (support/mailed-server.ts). */
    seedTemplate: SeedTemplate;
  }
}

export default async function setup(project: TestProject) {
  ensureBuild();
  // As many as files may run at once: the workers, or one with E2E_SERIAL=1 (vitest.config.ts;
  // Vitest resolves maxWorkers to 1 when fileParallelism is off).
  const count = Math.max(1, project.config.maxWorkers);
  const logFile = (index: number) =>
    index === 0 ? SERVER_LOG : join(RESULTS_DIR, `e2e-server-${index + 1}.log`);
  const seed = seedTemplate();
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, index) =>
      startServer({ logFile: logFile(index), template: seed.template }),
    ),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    seed.remove();
    throw failed.reason;
  }
  project.provide('seedTemplate', seed.template);
  project.provide(
    'servers',
    servers.map((server) => ({
      baseUrl: server.baseUrl,
      serverLog: server.logFile,
      databaseUrl: server.databaseUrl,
    })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    seed.remove();
    // Server errors (5xx, crashes) rarely reach the browser's console: keep them findable.
    for (const server of servers) {
      if (/"level":(50|60)/.test(logTail(server.logFile, 100_000))) {
        console.warn(`e2e: a server logged errors during the run; see ${server.logFile}`);
      }
    }
  };
}
