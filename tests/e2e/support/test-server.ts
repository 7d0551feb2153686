// The run's server a test file talks to. global-setup.ts starts one per worker (each on its own
// database and uploads), so two browser files running at once never share a server: a file sees only
// the files of its own worker before it, one at a time, as when every file ran one after another.
import { inject } from 'vitest';

export interface TestServer {
  baseUrl: string;
  /** Its log, named in failure messages. */
  serverLog: string;
  /** Its SQLite file: for tests that read or prepare rows, and for `npm run users`. */
  databaseUrl: string;
}

/** The server of this file's worker (VITEST_POOL_ID runs from 1 to the project's maxWorkers). */
export function testServer(): TestServer {
  const servers = inject('servers');
  const slot = Number(process.env.VITEST_POOL_ID ?? '1');
  // One server when files run one at a time, whichever worker runs them.
  const server = servers[(slot - 1) % servers.length];
  if (!server)
    throw new Error(`No e2e server for worker ${slot} (global-setup.ts started ${servers.length})`);
  return server;
}
