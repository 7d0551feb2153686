// Which server test files run on every database (ADR 017, "The database matrix"). Every server test
// file runs once on SQLite in the API tier (`npm run test:api`); the files listed here run again on
// PostgreSQL in the database tier (`npm run test:db`; on PGlite where no PostgreSQL server is reachable).
// A file belongs here when what it tests can behave differently on another database: migrations,
// repositories with SQL of their own, search, the cache's triggers, jobs, the outbox, backups, or a test
// that runs raw SQL itself. `tests/database-matrix.test.ts` keeps this list honest: a test file that
// touches SQL by the rule below and is not listed fails it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const DATABASE_MATRIX: readonly string[] = [
  // Sign-in tables and better-auth's adapter, which is told the dialect (auth/auth.ts).
  'src/server/auth/auth-tables.test.ts',
  'src/server/auth/password-hash-sign-in.test.ts',
  'src/server/auth/permissions.test.ts',
  // The cache: content_version triggers and what reads them.
  'src/server/cache/cache-parts.test.ts',
  'src/server/cache/content-triggers.test.ts',
  'src/server/cache/page-tags.test.ts',
  'src/server/cache/response-cache.test.ts',
  // Connections, paging, migrations, the seed.
  'src/server/db/current-schema-introspector.test.ts',
  'src/server/db/migrations/festival-on-calendar.test.ts',
  'src/server/db/migrations/migrations.test.ts',
  'src/server/db/migrations/one-branch-phone.test.ts',
  'src/server/db/migrations/one-phone-setting.test.ts',
  'src/server/db/migrations/rich-text-about.test.ts',
  'src/server/db/migrations/rich-text-bodies.test.ts',
  'src/server/db/migrations/search-index-migration.test.ts',
  'src/server/db/paging.test.ts',
  'src/server/db/pool-recovery.test.ts',
  'src/server/db/raw-sql-tables.test.ts',
  'src/server/db/seed/reset.test.ts',
  'src/server/db/seed/seed.test.ts',
  // Public rows for feeds and the sitemap (discovery/public-rows.ts).
  'src/server/discovery/discovery.test.ts',
  'src/server/discovery/web-manifest.test.ts',
  // Jobs and what they claim: the job table, the outbox, alerts, the orphan sweep.
  'src/server/files/orphan-sweep.test.ts',
  'src/server/jobs/run-once.test.ts',
  'src/server/mail/outbox.test.ts',
  'src/server/modules/alerts/alerts.test.ts',
  'src/server/modules/alerts/push.test.ts',
  // Counts read with raw SQL.
  'src/server/metrics/metrics.test.ts',
  // Repositories with SQL of their own (repo.ts and its neighbours).
  'src/server/modules/admin-audit/audit.test.ts',
  'src/server/modules/admin-cases/cases.test.ts',
  'src/server/modules/admin-cases/deadlines.test.ts',
  'src/server/modules/admin-cases/export.test.ts',
  'src/server/modules/admin-cases/forwarding.test.ts',
  'src/server/modules/admin-cases/notices.test.ts',
  'src/server/modules/admin-cases/replies.test.ts',
  'src/server/modules/admin-cases/reports.test.ts',
  'src/server/modules/admin-content/articles.test.ts',
  'src/server/modules/admin-content/bulk.test.ts',
  'src/server/modules/admin-content/drafts.test.ts',
  'src/server/modules/admin-content/every-kind.test.ts',
  'src/server/modules/admin-content/file-addresses.test.ts',
  'src/server/modules/admin-content/notices.test.ts',
  'src/server/modules/admin-content/preview.test.ts',
  'src/server/modules/admin-content/save-conflicts.test.ts',
  'src/server/modules/admin-dashboard/dashboard.test.ts',
  'src/server/modules/admin-media/media.test.ts',
  'src/server/modules/admin-media/seeded-library.test.ts',
  'src/server/modules/admin-media/usage.test.ts',
  'src/server/modules/admin-session/sign-in.test.ts',
  'src/server/modules/admin-session/throttle.test.ts',
  'src/server/modules/admin-users/accounts-list.test.ts',
  'src/server/modules/admin-users/grants.test.ts',
  'src/server/modules/admin-users/users.test.ts',
  'src/server/modules/complaints/complaints.test.ts',
  'src/server/modules/complaints/record.test.ts',
  'src/server/modules/kind-api/kind-api.test.ts',
  // Dates compared in SQL: Bikram Sambat days and holidays (the first failed on PostgreSQL alone once).
  'src/server/modules/calendar/bs-dates-agree.test.ts',
  'src/server/modules/festivals/holiday-days.test.ts',
  // The health check writes and reads a row (a read-only database answers differently on each).
  'src/server/modules/health/health-writable.test.ts',
  // Search: FTS5 on SQLite, PostgreSQL's own text search.
  'src/server/modules/search/search.test.ts',
  'src/server/modules/search/spelling-table.test.ts',
  // Backups and restores of each database, several servers on one, a full disk.
  'src/server/ops/backup.test.ts',
  'src/server/ops/disk-full.test.ts',
  'src/server/ops/several-servers.test.ts',
];

/**
 * Files that touch SQL by the rule below yet run once, on SQLite, and why: what they test is the same
 * on every database, or exists on SQLite alone.
 */
export const ONCE_ALTHOUGH_SQL: Readonly<Record<string, string>> = {
  'src/server/db/connect.test.ts': "SQLite's connection settings (WAL, synchronous, foreign keys)",
  'src/server/db/connect-files.test.ts': "SQLite's own files on disk",
  'src/server/db/query-plans.test.ts': "SQLite's query planner",
  'src/server/fuzz.test.ts': 'the HTTP layer under hostile input: the same code on every database',
  'src/server/main.test.ts': 'starts the server process on its SQLite default (processes tier)',
  'src/server/startup.test.ts': 'starts the server process on its SQLite default (processes tier)',
  'src/server/trust-proxy.test.ts':
    "which address a request came from; writable.ts beside it is another file's",
};

/** Raw SQL or a branch on the dialect, in a test or in the product code beside it. */
const RAW_SQL =
  /\bsql\s*(<[^>]*>)?\s*`|\bsql\.(raw|id|ref|lit|join|table|val)\b|\bisSqlite\(|\bisPostgres\(|TEST_DB|testDatabaseKind\(/;
/** A test that has a database at all (most do, through the test app). */
const USES_DATABASE =
  /createTestApp|createSeededWebsiteApp|createListeningWebsiteApp|createMigratedDatabase|createTestDatabase|connectDatabase|sharedDatabase|startServerProcess/;
/** Where everything is about SQL: a test there with a database is in the matrix. */
const SQL_FOLDERS = [
  'src/server/db/',
  'src/server/cache/',
  'src/server/jobs/',
  'src/server/mail/',
  'src/server/ops/',
];

/** Why a server test file must run on every database, or null when running once is enough. */
export function whyOnEveryDatabase(file: string, root: string): string | null {
  const source = readFileSync(join(root, file), 'utf8');
  if (!USES_DATABASE.test(source) && !/\bdb\s*\./.test(source)) return null;
  if (RAW_SQL.test(source)) return 'runs raw SQL or asks which database it is on';
  if (SQL_FOLDERS.some((folder) => file.startsWith(folder))) return 'lives where the SQL is';
  const folder = dirname(file);
  const neighbours = readdirSync(join(root, folder)).filter(
    (name) =>
      name.endsWith('.ts') && !name.endsWith('.test.ts') && statSync(join(root, folder, name)).isFile(),
  );
  const withSql = neighbours.filter((name) => RAW_SQL.test(readFileSync(join(root, folder, name), 'utf8')));
  return withSql.length > 0 ? `tests ${folder}/${withSql.join(', ')}, which has SQL of its own` : null;
}
