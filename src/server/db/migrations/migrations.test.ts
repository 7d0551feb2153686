// Every migration runs forwards and backwards on each database (SQLite, PGlite, PostgreSQL).
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrationProvider } from './index.ts';

describe('migrations', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it('apply in order, undo the last one and apply it again', async () => {
    expect(await migrateToLatest(t.db)).toEqual(['001-initial', '002-list-indexes']);
    const migrator = new Migrator({ db: t.db, provider: migrationProvider });
    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => [r.migrationName, r.status])).toEqual([['002-list-indexes', 'Success']]);
    expect(await migrateToLatest(t.db)).toEqual(['002-list-indexes']);
    expect(await migrateToLatest(t.db)).toEqual([]);
  });
});
