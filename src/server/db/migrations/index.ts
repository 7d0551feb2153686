// The migration list: every `NNN-name.ts` file of this folder, by name (Kysely runs them in name order). A
// migration is added by adding its file, nothing else (ADR 028). The folder is read at run time, which
// works the same from source (Node strips the types) and in the tests (Vitest transforms the import).
import { readdirSync } from 'node:fs';
import type { Migration, MigrationProvider } from 'kysely/migration';

const folder = new URL('./', import.meta.url);

/** A migration's file: three digits, a dash, a name; not a test, not a helper (`dialect.ts`, `spelling-…`). */
const MIGRATION_FILE = /^(\d{3}-[a-z0-9-]+)\.ts$/;

/** The migrations' names (`001-initial` …), in order. */
function migrationNames(): string[] {
  return readdirSync(folder)
    .flatMap((file) => MIGRATION_FILE.exec(file)?.[1] ?? [])
    .sort();
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () =>
    Object.fromEntries(
      await Promise.all(
        migrationNames().map(
          async (name) => [name, (await import(new URL(`${name}.ts`, folder).href)) as Migration] as const,
        ),
      ),
    ),
};
