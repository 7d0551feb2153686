// Chooses the database from DATABASE_URL: `postgres://` (or `postgresql://`) selects PostgreSQL,
// `pglite:` an in-process PGlite (tests), anything else is an SQLite file path or `:memory:`.
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, type Dialect } from 'kysely';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector.ts';
import type { Database } from './schema.ts';
import { registerTableAccess, TableAccessPlugin } from './table-access.ts';
import { QueryTimings, registerQueryTimings } from './query-timing.ts';
import { sqliteDialect } from './sqlite-dialect.ts';
import { makePrivateFolder, narrowSqliteFiles, privateSqliteFiles } from './connect-files.ts';

export type DatabaseKind = 'sqlite' | 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
}

export interface ConnectOptions {
  /** PostgreSQL only: the schema to use (tests isolate themselves in their own schema). */
  schema?: string;
  /**
   * SQLite `:memory:` only: start from this database file's bytes instead of an empty database (the tests
   * copy one migrated and seeded database per app instead of migrating and seeding each: test-app.ts).
   */
  sqliteImage?: Buffer;
  /** PostgreSQL only: told when a connection is lost (default: one line on stderr). */
  onConnectionLost?: (error: Error) => void;
}

function reportLostConnection(error: Error): void {
  console.error(`database: a connection was lost (${error.message}); the next query reconnects`);
}

/** Something written as `scheme:` (two letters or more, so a Windows drive `C:\` is still a path). */
const SCHEME = /^([a-z][a-z0-9+.-]+):/i;
/** Where a database file can never live: reading there blocks or fails in odd ways. */
const SYSTEM_FOLDERS = ['/proc', '/sys', '/dev'];

/**
 * Why DATABASE_URL cannot be used, or null. A misspelt scheme (`postgress://`, `Postgres://`) would
 * otherwise be taken as an SQLite file name, created and seeded, and the site would run on it.
 */
export function databaseUrlProblem(url: string): string | null {
  if (url === ':memory:') return null;
  const scheme = SCHEME.exec(url)?.[1];
  if (scheme !== undefined) {
    if (/^(postgres(ql)?:\/\/|pglite:)/.test(url)) return null;
    return `unknown scheme "${scheme}:" (use postgres://user@host/db, or an SQLite file path)`;
  }
  return systemFolderProblem(url);
}

/** Why a file path cannot be used because it is in /proc, /sys or /dev, or null. */
export function systemFolderProblem(path: string): string | null {
  const absolute = resolve(path);
  if (SYSTEM_FOLDERS.some((folder) => absolute === folder || absolute.startsWith(`${folder}/`))) {
    return `${absolute} is in a system folder; give a path elsewhere`;
  }
  return null;
}

export function databaseKind(url: string): DatabaseKind {
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres';
  if (url.startsWith('pglite:')) return 'pglite';
  return 'sqlite';
}

async function createDialect(
  url: string,
  kind: DatabaseKind,
  options: ConnectOptions,
  timings: QueryTimings,
): Promise<Dialect> {
  if (kind === 'postgres') {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // An address that swallows packets must not hang the start (or a request) for ever.
      connectionTimeoutMillis: 10_000,
      // Names the connections in pg_stat_activity; `?application_name=` in the URL wins.
      application_name: 'sampada',
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // A connection the database drops (restart, failover, pg_terminate_backend, a firewall) emits
    // 'error' on its client, checked out or idle (the pool re-emits an idle one's); unhandled, that
    // ends the process. The pool discards a broken client when it is released or idle, and opens a
    // new one at the next query: only report it, once, from the client's own listener.
    const report = options.onConnectionLost ?? reportLostConnection;
    pool.on('connect', (client) => client.on('error', report));
    pool.on('error', () => {});
    timings.pool = pool;
    return new CurrentSchemaPostgresDialect({ pool });
  }
  if (kind === 'pglite') {
    // PGlite is a dev dependency: it only ever runs in tests.
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGliteDialect } = await import('kysely');
    return new PGliteDialect({ pglite: new PGlite() });
  }
  const { default: SqliteDatabase } = await import('better-sqlite3');
  if (url !== ':memory:') {
    makePrivateFolder(dirname(url));
    // A directory or a named pipe would fail later in odd ways, or block the start for ever.
    if (existsSync(url) && !statSync(url).isFile()) throw new Error(`${url} is not a regular file`);
    // Complaints, password hashes, sessions: 0600 before SQLite opens it (connect-files.ts).
    privateSqliteFiles(url);
  }
  const sqlite = new SqliteDatabase(url === ':memory:' && options.sqliteImage ? options.sqliteImage : url);
  sqlite.pragma('journal_mode = WAL');
  // -wal and -shm exist now (SQLite gave them the file's mode; an older installation's are narrowed).
  if (url !== ':memory:') narrowSqliteFiles(url);
  // FULL, not NORMAL: with WAL, NORMAL skips the fsync at each commit, so a power loss can drop a
  // transaction that was already answered 2xx. The API promises a 2xx means the row is durably stored
  // (a citizen's complaint must not vanish); one fsync per write is cheap at this site's write rate.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  reusePreparedStatements(sqlite);
  return sqliteDialect(sqlite);
}

const PREPARED_STATEMENTS_KEPT = 1000;

/**
 * Kysely prepares every query anew; preparing was ~3% of a page render's CPU. A statement is reusable
 * (SQLite re-prepares it itself after a schema change), and Kysely runs one query at a time on the
 * connection, so one statement per SQL text is kept, the oldest dropped past the bound.
 */
function reusePreparedStatements(sqlite: { prepare: (sql: string) => unknown }): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const kept = new Map<string, unknown>();
  sqlite.prepare = (sql: string) => {
    let statement = kept.get(sql);
    if (statement === undefined) {
      statement = prepare(sql);
      if (kept.size >= PREPARED_STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(sql, statement);
    }
    return statement;
  };
}

export async function connectDatabase(url: string, options: ConnectOptions = {}): Promise<DatabaseHandle> {
  const kind = databaseKind(url);
  // Records which tables each request reads and writes, for the response cache (db/table-access.ts).
  const tableAccess = new TableAccessPlugin();
  // Query durations and the pool's counts, for the metrics (db/query-timing.ts).
  const timings = new QueryTimings();
  const db = new Kysely<Database>({
    dialect: await createDialect(url, kind, options, timings),
    plugins: [tableAccess],
    log: timings.log,
  });
  registerTableAccess(db, tableAccess);
  registerQueryTimings(db, timings);
  return { db, kind };
}
