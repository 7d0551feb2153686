import { Migrator } from 'kysely/migration';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { migrationProvider } from './migrations/index.ts';

/** Brings the schema to the latest version. Safe to run on every start and from several servers at once. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
