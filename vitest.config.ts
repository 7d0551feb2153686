// The test suite: unit tests once, the API suite once per database (SQLite, PGlite, and the real
// PostgreSQL server when TEST_DATABASE_URL is set), browser tests against the production build.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { dictionaryFilesPlugin } from './scripts/vite-dictionary-files.ts';

const databases = ['sqlite', 'pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
/** Tests of SQLite itself (its query plans): once. */
const SQLITE_ONLY = ['src/server/db/query-plans.test.ts'];
/**
 * Tests that start the real server process (`node src/server/main.ts`, on SQLite): seconds each, so they
 * run in their own project, in `npm test` but not in `test:unit` (docs/decisions/017-test-feedback.md).
 */
const START_SERVERS = ['src/server/main.test.ts', 'src/server/startup.test.ts'];
/**
 * Tests that start other processes as the product does (a drawing process per PDF, the backup and restore
 * scripts): seconds each, so on SQLite they run with the server processes, not in `test:unit`.
 */
const START_PROCESSES = [
  'src/server/files/pdf-thumbnail.test.ts',
  'src/server/files/pdf-thumbnail-upload.test.ts',
  'src/server/files/missing-thumbnails.test.ts',
  'src/server/ops/backup.test.ts',
];
/** Of those, the ones about the drawing process alone, whatever the database: run once, on SQLite. */
const ONCE = ['src/server/files/pdf-thumbnail.test.ts', 'src/server/files/pdf-thumbnail-upload.test.ts'];
/** Backups of a database on disk: SQLite's file, PostgreSQL's server; PGlite lives in memory. */
const NOT_ON_PGLITE = ['src/server/ops/backup.test.ts'];
/**
 * Unit tests that start Node processes (the calendar under other time zones, the users command's
 * messages): seconds each, with the server processes too (docs/decisions/017-test-feedback.md).
 */
const UNIT_PROCESSES = ['src/shared/calendar/convert-time-zones.test.ts', 'scripts/users.test.ts'];
/** Both languages' strings for translate(), as the server has them (ADR 025). */
const setupFiles = ['src/shared/i18n/dictionaries.ts'];

export default defineConfig({
  // `virtual:sampada/dictionaries` (empty here: the tests read the sources).
  plugins: [dictionaryFilesPlugin()],
  test: {
    // Every core (two here; vitest's default leaves one idle): the unit and API projects' files run two
    // at a time, then the browser files two at a time, each against its own server (their own group,
    // `sequence.groupOrder`), never beside another project (docs/decisions/017-test-feedback.md).
    maxWorkers: Math.min(availableParallelism(), 4),
    projects: [
      {
        test: {
          name: 'unit',
          // One module graph per worker, not per file (docs/decisions/017-test-feedback.md).
          isolate: false,
          setupFiles,
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: UNIT_PROCESSES,
        },
      },
      ...databases.map((db) => ({
        test: {
          name: `api-${db}`,
          isolate: false,
          setupFiles,
          include: ['src/server/**/*.test.ts'],
          exclude: [
            ...START_SERVERS,
            ...(db === 'sqlite'
              ? START_PROCESSES
              : [...SQLITE_ONLY, ...ONCE, ...(db === 'pglite' ? NOT_ON_PGLITE : [])]),
          ],
          env: { TEST_DB: db },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      {
        test: {
          name: 'server-processes',
          setupFiles,
          include: [...START_SERVERS, ...START_PROCESSES, ...UNIT_PROCESSES],
          env: { TEST_DB: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          // A browser under a loaded machine can take seconds to commit a page: expect.poll waits as
          // long as tests/e2e/support/api.ts's POLL, not vitest's 1 s, wherever a test forgets to say.
          expect: { poll: { timeout: 10_000 } },
          // After every other project (group 0), never beside an API worker: two browser files at a time
          // on two cores (maxWorkers), each with its Chromium and its own server; E2E_SERIAL=1 runs them
          // one at a time (~1.4x the wall time here, each test with more slack: ADR 017).
          sequence: { groupOrder: 1 },
          fileParallelism: process.env.E2E_SERIAL !== '1',
        },
      },
    ],
  },
});
