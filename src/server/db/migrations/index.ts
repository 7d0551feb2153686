// The migration list. Static imports (not a folder scan) so it works the same from source and in tests.
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as initial from './001-initial.ts';

const migrations: Record<string, Migration> = {
  '001-initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
