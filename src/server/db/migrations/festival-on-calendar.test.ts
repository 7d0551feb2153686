// Migration 020: a festival's linked occasion on the festival's own dates (the old second item) is
// replaced by the festival on the calendar, flags carried over; other occasions stay. Undone, the
// occasion comes back from the trash.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test-support/test-app.ts';
import { createMigrator } from '../migrate.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the schema before and after 020
type AnyDb = Kysely<any>;

describe('020-festival-on-calendar', () => {
  let t: TestDatabase;
  let db: AnyDb;
  beforeAll(async () => {
    t = await createTestDatabase();
    db = t.db as unknown as AnyDb;
  });
  afterAll(() => t.close());

  const texts = (title: string) => ({
    title_en: title,
    title_ne: `${title} (ने)`,
    description_en: '',
    description_ne: '',
    image: null,
    branch_id: null,
  });
  const festival = (title: string, start: string, end: string) =>
    db
      .insertInto('festival')
      .values({
        ...texts(title),
        location_en: '',
        location_ne: '',
        subtitle_en: '',
        subtitle_ne: '',
        start_date: start,
        end_date: end,
        is_holiday: 0,
        is_jatra: 0,
        in_menu: 0,
        created_at: '2026-01-01T00:00:00.000Z',
        status: 'published',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id as number);
  const occasion = (title: string, festivalId: number | null, start: string, end: string, holiday = 0) =>
    db
      .insertInto('occasion')
      .values({
        ...texts(title),
        festival_id: festivalId,
        start_date: start,
        end_date: end,
        is_holiday: holiday,
        is_jatra: 1,
        status: 'published',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id as number);

  it('puts the festival on the calendar in place of its same-dates occasion, and undoes it', async () => {
    const migrator = await createMigrator(db);
    expect((await migrator.migrateTo('015-content-version-triggers')).error).toBeUndefined();
    const indra = await festival('Indra Jatra', '2026-09-23', '2026-09-30');
    const same = await occasion('Indra Jatra begins', indra, '2026-09-23', '2026-09-30', 1);
    const lastYear = await occasion('Indra Jatra 2025', indra, '2025-09-04', '2025-09-11');
    const oneDay = await occasion('Kumari Jatra', indra, '2026-09-25', '2026-09-25');
    const plain = await festival('Not linked', '2026-10-01', '2026-10-01');
    const holiday = await occasion('Constitution Day', null, '2026-09-19', '2026-09-19', 1);

    expect((await migrator.migrateTo('020-festival-on-calendar')).error).toBeUndefined();
    const festivals = await db
      .selectFrom('festival')
      .select(['id', 'on_calendar', 'repeats_yearly', 'is_holiday', 'is_jatra'])
      .orderBy('id')
      .execute();
    expect(festivals).toEqual([
      { id: indra, on_calendar: 1, repeats_yearly: 0, is_holiday: 1, is_jatra: 1 },
      { id: plain, on_calendar: 0, repeats_yearly: 0, is_holiday: 0, is_jatra: 0 },
    ]);
    const trashed = async () =>
      (
        await db
          .selectFrom('occasion')
          .select('id')
          .where('deleted_at', 'is not', null)
          .orderBy('id')
          .execute()
      ).map((row) => row.id as number);
    expect(await trashed()).toEqual([same]);
    const kept = await db
      .selectFrom('occasion')
      .select('id')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    expect(kept.map((row) => row.id)).toEqual([lastYear, oneDay, holiday]);

    expect((await migrator.migrateDown()).error).toBeUndefined();
    expect(await trashed()).toEqual([]);
    const columns = (await db.introspection.getTables()).find((table) => table.name === 'festival')!.columns;
    expect(columns.map((column) => column.name)).not.toContain('on_calendar');
  });
});
