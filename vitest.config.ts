// The test suite in tiers (docs/decisions/017-test-feedback.md), each a Vitest project, run fastest
// first by `npm test` (scripts/test-tiers.ts):
//   unit       pure functions and components: no server, no database, no build
//   api        every server test file once, the app in-process on SQLite
//   db-*       the files whose SQL can differ (tests/database-matrix.ts) again on PostgreSQL, or on
//              PGlite where no PostgreSQL server is reachable (never beside a real one)
//   processes  tests that start the real server or other Node processes, on SQLite
//   e2e        Chromium against the production build
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { dictionaryFilesPlugin } from './scripts/vite-dictionary-files.ts';
import { DATABASE_MATRIX } from './tests/database-matrix.ts';
import { reachablePostgres } from './tests/reachable-postgres.ts';

/**
 * Tests that start the real server process (`node src/server/main.ts`, on SQLite): seconds each, so they
 * run in their own project, not in the API tier.
 */
const START_SERVERS = ['src/server/main.test.ts', 'src/server/startup.test.ts'];
/**
 * Tests that start other processes as the product does (a drawing process per PDF, the backup and restore
 * scripts): seconds each, so on SQLite they run with the server processes, not in the API tier.
 */
const START_PROCESSES = [
  'src/server/files/pdf-thumbnail.test.ts',
  'src/server/files/pdf-thumbnail-upload.test.ts',
  'src/server/files/missing-thumbnails.test.ts',
  'src/server/ops/backup.test.ts',
];
/** Backups of a database on disk: SQLite's file, PostgreSQL's server; PGlite lives in memory. */
const NOT_ON_PGLITE = ['src/server/ops/backup.test.ts'];
/**
 * Unit tests that start Node processes (the calendar under other time zones, the users command's
 * messages): seconds each, with the server processes too.
 */
const UNIT_PROCESSES = ['src/shared/calendar/convert-time-zones.test.ts', 'scripts/users.test.ts'];
/** Both languages' strings for translate(), as the server has them (ADR 025). */
const setupFiles = ['src/shared/i18n/dictionaries.ts'];
/** Server tests that wait on I/O: a guard against a hang, not a measure of speed. */
const serverTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig(async () => {
  const postgresUrl = await reachablePostgres();
  const otherDatabase = postgresUrl ? 'postgres' : 'pglite';
  return {
    // `virtual:sampada/dictionaries` (empty here: the tests read the sources).
    plugins: [dictionaryFilesPlugin()],
    test: {
      // Every core (two here; vitest's default leaves one idle). The tiers run one after another, so the
      // browser files never share the cores with an API worker.
      maxWorkers: Math.min(availableParallelism(), 4),
      projects: [
        {
          test: {
            name: 'unit',
            // One module graph per worker, not per file (ADR 017).
            isolate: false,
            setupFiles,
            include: [
              'src/shared/**/*.test.ts',
              'src/web/**/*.test.{ts,tsx}',
              'scripts/**/*.test.ts',
              'tests/*.test.ts',
            ],
            exclude: UNIT_PROCESSES,
          },
        },
        {
          test: {
            name: 'api',
            isolate: false,
            setupFiles,
            include: ['src/server/**/*.test.ts'],
            exclude: [...START_SERVERS, ...START_PROCESSES],
            env: { TEST_DB: 'sqlite' },
            ...serverTimeouts,
          },
        },
        {
          test: {
            name: `db-${otherDatabase}`,
            isolate: false,
            setupFiles,
            include: [...DATABASE_MATRIX],
            exclude: otherDatabase === 'pglite' ? NOT_ON_PGLITE : [],
            env: postgresUrl
              ? { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl }
              : { TEST_DB: 'pglite' },
            ...serverTimeouts,
          },
        },
        {
          test: {
            name: 'processes',
            setupFiles,
            include: [...START_SERVERS, ...START_PROCESSES, ...UNIT_PROCESSES],
            env: { TEST_DB: 'sqlite' },
            ...serverTimeouts,
          },
        },
        {
          test: {
            name: 'e2e',
            setupFiles,
            include: ['tests/e2e/**/*.test.ts'],
            // Builds the website if its sources changed, starts the real server with the demo seed: one
            // per worker, each on its own database (tests/e2e/support/test-server.ts).
            globalSetup: ['tests/e2e/global-setup.ts'],
            // A guard against a hang, not a measure of speed: a test that walks a page through both
            // languages and themes took over 60 s beside another file on a slow machine (stop 34's CI).
            testTimeout: 180_000,
            hookTimeout: 120_000,
            // In CI only, a failed browser test runs once more; one that passed only then is printed as
            // FLAKY and written to test-results/flaky.txt (tests/flaky-reporter.ts): a defect to fix at
            // its cause. Unit, API and database tests are never retried.
            retry: process.env.CI ? 1 : 0,
            // A browser under a loaded machine can take seconds to commit a page: expect.poll waits as
            // long as tests/e2e/support/api.ts's POLL, not vitest's 1 s, wherever a test forgets to say.
            expect: { poll: { timeout: 10_000 } },
            // Two browser files at a time on two cores (maxWorkers), each with its Chromium and its own
            // server; E2E_SERIAL=1 runs them one at a time (ADR 017).
            sequence: { groupOrder: 1 },
            fileParallelism: process.env.E2E_SERIAL !== '1',
          },
        },
      ],
    },
  };
});
