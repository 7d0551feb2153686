// The app as it serves visitors and staff, for tests that walk every route: the demo seed, no rate
// limits in the way, and the website when it is built (build/, as `npm start` and the browser tests
// make it). Also the endpoints an OpenAPI document describes, for tests that must not miss a new one.
import type { FastifyInstance } from 'fastify';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { parseEnv } from '../env.ts';
import { BUILD_DIR, websitePlugin } from '../plugins/website.ts';
import { createMigratedDatabase, type TestApp } from './test-app.ts';
import { ensureBuild } from '../../../tests/e2e/support/build.ts';

const isWebsiteBuilt = () => existsSync(join(BUILD_DIR, 'server', 'index.js'));
export const websiteBuilt = isWebsiteBuilt();

export interface SeededWebsiteApp extends TestApp {
  app: FastifyInstance;
}

export async function createSeededWebsiteApp(): Promise<SeededWebsiteApp> {
  const uploadDir = mkdtempSync(join(tmpdir(), 'sampada-routes-'));
  const database = await createMigratedDatabase(true);
  const config = parseEnv({
    NODE_ENV: 'production',
    UPLOAD_DIR: uploadDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_GENERAL_MAX: '100000000',
    RATE_LIMIT_WRITE_MAX: '100000000',
    DATABASE_URL: ':memory:',
  });
  const app = await buildApp({
    config,
    db: database.db,
    // Asked now, not when this module loaded: createListeningWebsiteApp may have just built it.
    website: isWebsiteBuilt() ? websitePlugin(config) : undefined,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    kind: database.kind,
    config,
    uploadDir,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

export interface ListeningWebsiteApp extends SeededWebsiteApp {
  /** `http://127.0.0.1:<port>` */
  origin: string;
}

/**
 * The same with the built website (built first when out of date, as the browser tests build it),
 * listening on a free port: tests that go over real HTTP, as visitors and probes do.
 */
export async function createListeningWebsiteApp(): Promise<ListeningWebsiteApp> {
  ensureBuild(() => {});
  const t = await createSeededWebsiteApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...t, origin: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

/** Every operation an OpenAPI document names, as method and `/api…` path template. */
export function endpointsOf(document: {
  paths: Record<string, Record<string, unknown>>;
}): { method: string; path: string }[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: `/api${path}` })),
  );
}
