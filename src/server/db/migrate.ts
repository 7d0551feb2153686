import { Migrator } from 'kysely/migration';
import { sql, type Kysely } from 'kysely';
import { isSqlite } from './dialect-helpers.ts';
import type { Database } from './schema.ts';
import { migrationProvider } from './migrations/index.ts';

/**
 * PostgreSQL: the schema the connection works in (its search_path). Kysely's migrator looks for its
 * own tables in EVERY schema unless told which: with another schema of the same database already
 * migrated (a second site, a test), it would skip creating them here and then fail to read them.
 */
async function migrationSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (isSqlite(db)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** The project's migrator for this database (its own schema on PostgreSQL). */
export async function createMigrator(db: Kysely<Database>): Promise<Migrator> {
  return new Migrator({ db, provider: migrationProvider, migrationTableSchema: await migrationSchema(db) });
}

/** Brings the schema to the latest version. Safe to run on every start and from several servers at once. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = await createMigrator(db);
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
