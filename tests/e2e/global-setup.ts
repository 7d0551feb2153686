// Once per e2e run: make build/ current, start the real server on a temporary database with the
// demo seed, hand its address to the tests (inject('baseUrl')), stop it and delete its files after.
import type { TestProject } from 'vitest/node';
import { ensureBuild } from './support/build.ts';
import { logTail, startServer } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  ensureBuild();
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('serverLog', server.logFile);
  project.provide('databaseUrl', server.databaseUrl);
  return async () => {
    await server.stop();
    // Server errors (5xx, crashes) rarely reach the browser's console: keep them findable.
    if (/"level":(50|60)/.test(logTail(server.logFile, 100_000))) {
      console.warn(`e2e: the server logged errors during the run; see ${server.logFile}`);
    }
  };
}
