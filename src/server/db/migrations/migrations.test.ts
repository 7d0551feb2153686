// Every migration runs forwards and backwards on each database (SQLite, PGlite, PostgreSQL).
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test-support/test-app.ts';
import { createMigrator, migrateToLatest } from '../migrate.ts';
import { migrationProvider } from './index.ts';

const ALL = Object.keys(await migrationProvider.getMigrations());

describe('migrations', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it('apply in order, undo the last one and apply it again', async () => {
    expect(await migrateToLatest(t.db)).toEqual(ALL);
    const migrator = await createMigrator(t.db);
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
    const migrator = await createMigrator(db);
    expect((await migrator.migrateTo('002-list-indexes')).error).toBeUndefined();
    expect(
      await db.selectFrom('occasion').select(['date_bs', 'bs_year', 'bs_month', 'bs_day']).execute(),
    ).toEqual([{ date_bs: '2083/06/09', bs_year: 2083, bs_month: 6, bs_day: 9 }]);
    expect(await db.selectFrom('festival').select(['start_date', 'start_date_bs']).execute()).toEqual([
      { start_date: '2026-09-18', start_date_bs: '2083/06/02' },
    ]);
    expect(await migrateToLatest(t.db)).toEqual(ALL.slice(ALL.indexOf('003-derived-bs-dates')));
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

describe('migration 004: settings from key/value rows to typed groups', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it('moves each key to its group and field with its type, and back when undone', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the schema before and after 004
    const db = t.db as unknown as Kysely<any>;
    const migrator = await createMigrator(db);
    expect((await migrator.migrateTo('003-derived-bs-dates')).error).toBeUndefined();
    const oldRows = [
      { key: 'institution_name_en', value: 'Heritage Trust' },
      { key: 'logo', value: '' },
      { key: 'email', value: 'info@example.np' },
      { key: 'display_person_2', value: 'true' },
      { key: 'contact_person2_image', value: '/uploads/p.webp' },
      { key: 'why_2_title_ne', value: 'संरक्षण' },
      { key: 'home_why_title_en', value: 'Why us' },
      { key: 'contact_page_map_title_en', value: 'Visit' },
      { key: 'about_chairperson_image', value: '' },
      { key: 'read_by_nothing', value: 'x' },
    ];
    await db.insertInto('setting').values(oldRows).execute();
    expect((await migrator.migrateTo('004-setting-groups')).error).toBeUndefined();
    const groups = Object.fromEntries(
      (await db.selectFrom('setting_group').select(['name', 'value']).execute()).map((row) => [
        row.name,
        JSON.parse(row.value as string),
      ]),
    );
    expect(groups).toEqual({
      identity: { institution_name_en: 'Heritage Trust', logo: null },
      contact: { email: 'info@example.np' },
      footer_persons: { display_person_2: true, contact_person2_image: '/uploads/p.webp' },
      why_choose: { reasons: [{}, { title_ne: 'संरक्षण' }] },
      home_texts: { why_title_en: 'Why us' },
      contact_page: { map_title_en: 'Visit' },
      about: { chairperson_image: null },
    });
    expect((await migrator.migrateDown()).error).toBeUndefined();
    const back = await db.selectFrom('setting').selectAll().orderBy('key').execute();
    expect(back).toEqual(
      oldRows.filter((row) => row.key !== 'read_by_nothing').sort((a, b) => a.key.localeCompare(b.key)),
    );
  });
});
