// Chooses the database from DATABASE_URL: `postgres://` (or `postgresql://`) selects PostgreSQL,
// `pglite:` an in-process PGlite (tests), anything else is an SQLite file path or `:memory:`.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
}

export interface ConnectOptions {
  /** PostgreSQL only: the schema to use (tests isolate themselves in their own schema). */
  schema?: string;
}

export function databaseKind(url: string): DatabaseKind {
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres';
  if (url.startsWith('pglite:')) return 'pglite';
  return 'sqlite';
}

async function createDialect(url: string, kind: DatabaseKind, options: ConnectOptions): Promise<Dialect> {
  if (kind === 'postgres') {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    return new PostgresDialect({ pool });
  }
  if (kind === 'pglite') {
    // PGlite is a dev dependency: it only ever runs in tests.
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGliteDialect } = await import('kysely');
    return new PGliteDialect({ pglite: new PGlite() });
  }
  const { default: SqliteDatabase } = await import('better-sqlite3');
  if (url !== ':memory:') mkdirSync(dirname(url), { recursive: true });
  const sqlite = new SqliteDatabase(url);
  sqlite.pragma('journal_mode = WAL');
  // FULL, not NORMAL: with WAL, NORMAL skips the fsync at each commit, so a power loss can drop a
  // transaction that was already answered 2xx. The API promises a 2xx means the row is durably stored
  // (a citizen's complaint must not vanish); one fsync per write is cheap at this site's write rate.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: sqlite });
}

export async function connectDatabase(url: string, options: ConnectOptions = {}): Promise<DatabaseHandle> {
  const kind = databaseKind(url);
  const db = new Kysely<Database>({ dialect: await createDialect(url, kind, options) });
  return { db, kind };
}
