import { SqliteAdapter, type Kysely } from 'kysely';

/** True for SQLite; PostgreSQL and PGlite share the PostgreSQL SQL dialect. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations use an untyped Kysely
export function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * A LIKE pattern that finds `text` anywhere. LIKE's wildcards typed by a person are dropped (SQLite
 * has no default escape character); compare with lower() on both sides, as PostgreSQL's LIKE is
 * case-sensitive and SQLite's is not.
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, '').toLowerCase()}%`;
}

/**
 * A value for better-auth's boolean columns (auth_* tables), which follow its own migration types:
 * a boolean on PostgreSQL, 0/1 on SQLite. The project's own flags are 0/1 on both (schema.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Kysely, typed or not
export function authFlag(db: Kysely<any>, value: boolean): number | boolean {
  return isSqlite(db) ? (value ? 1 : 0) : value;
}
