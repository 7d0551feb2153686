// The migrations' own copy of db/dialect-helpers.ts's isSqlite, frozen with them: a migration never
// imports today's code (eslint.config.js), so a later change there cannot change how an old migration runs.
import { SqliteAdapter, type Kysely } from 'kysely';

/** True for SQLite; PostgreSQL and PGlite share the PostgreSQL SQL dialect. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
export function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
