// Every migration runs forwards and backwards on each database (SQLite, PGlite, PostgreSQL).
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrationProvider } from './index.ts';

const ALL = ['001-initial', '002-list-indexes', '003-derived-bs-dates'];

describe('migrations', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it('apply in order, undo the last one and apply it again', async () => {
    expect(await migrateToLatest(t.db)).toEqual(ALL);
    const migrator = new Migrator({ db: t.db, provider: migrationProvider });
    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => [r.migrationName, r.status])).toEqual([[ALL.at(-1), 'Success']]);
    expect(await migrateToLatest(t.db)).toEqual([ALL.at(-1)]);
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('003 keeps the rows and their AD dates; undone, it regenerates the BS copies from them', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the schema before and after 003
    const db = t.db as unknown as Kysely<any>;
    const festival = await db
      .insertInto('festival')
      .values({
        ...Object.fromEntries(
          ['title', 'description', 'location', 'subtitle'].flatMap((f) => [
            [`${f}_en`, f],
            [`${f}_ne`, f],
          ]),
        ),
        start_date: '2026-09-18',
        end_date: '2026-09-25',
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('occasion')
      .values({
        festival_id: festival.id,
        title_en: 'Indra Jatra',
        title_ne: 'इन्द्रजात्रा',
        description_en: '',
        description_ne: '',
        start_date: '2026-09-25',
        end_date: '2026-09-25',
      })
      .execute();
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('002-list-indexes')).error).toBeUndefined();
    expect(
      await db.selectFrom('occasion').select(['date_bs', 'bs_year', 'bs_month', 'bs_day']).execute(),
    ).toEqual([{ date_bs: '2083/06/09', bs_year: 2083, bs_month: 6, bs_day: 9 }]);
    expect(await db.selectFrom('festival').select(['start_date', 'start_date_bs']).execute()).toEqual([
      { start_date: '2026-09-18', start_date_bs: '2083/06/02' },
    ]);
    expect(await migrateToLatest(t.db)).toEqual([ALL.at(-1)]);
    const [occasion] = await db.selectFrom('occasion').selectAll().execute();
    expect(occasion).toMatchObject({
      title_en: 'Indra Jatra',
      start_date: '2026-09-25',
      end_date: '2026-09-25',
    });
    expect(occasion).not.toHaveProperty('date_bs');
    expect(await db.selectFrom('festival').selectAll().executeTakeFirstOrThrow()).not.toHaveProperty(
      'start_date_bs',
    );
  });
});

// Two sites (or tests) in one PostgreSQL database, each in its own schema (search_path).
describe.skipIf(process.env.TEST_DB !== 'postgres')('migrations in a schema of their own', () => {
  let first: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    first = await createTestDatabase();
    second = await createTestDatabase();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('create their own tables when another schema of the database is already migrated', async () => {
    const all = Object.keys(await migrationProvider.getMigrations());
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(await migrateToLatest(first.db)).toEqual(all);
    expect(await migrateToLatest(second.db)).toEqual(all);
    expect(await migrateToLatest(second.db)).toEqual([]);
  });
});
