// Migration 019: a branch's phone kept in two columns (ASCII and Nepali digits) becomes one value in ASCII
// digits, with no number lost where the copies disagreed; undone, the two copies are made again from it.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test-support/test-app.ts';
import { createMigrator } from '../migrate.ts';
import { oneBranchPhone } from './019-one-branch-phone.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the schema before and after 019
type AnyDb = Kysely<any>;

describe('019-one-branch-phone', () => {
  let t: TestDatabase;
  let db: AnyDb;
  beforeAll(async () => {
    t = await createTestDatabase();
    db = t.db as unknown as AnyDb;
  });
  afterAll(() => t.close());

  it('keeps every distinct number once, in ASCII digits', () => {
    expect(oneBranchPhone(['01-4248603', '०१-४२४८६०३'])).toBe('01-4248603');
    expect(oneBranchPhone(['01-4248603', '०१-५५५००००'])).toBe('01-4248603, 01-5550000');
    expect(oneBranchPhone([null, '०६१-४६५२२२'])).toBe('061-465222');
    expect(oneBranchPhone([null, null])).toBeNull();
  });

  it('collapses the two columns, and undone makes them again', async () => {
    const migrator = await createMigrator(db);
    expect((await migrator.migrateTo('015-content-version-triggers')).error).toBeUndefined();
    const branch = (name: string, en: string | null, ne: string | null) =>
      db
        .insertInto('branch')
        .values({
          name_en: name,
          name_ne: name,
          phone_number_en: en,
          phone_number_ne: ne,
          sort_order: 0,
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((row) => row.id as number);
    const same = await branch('Same', '01-4248603', '०१-४२४८६०३');
    const differ = await branch('Differ', '01-4248603', '०१-५५५००००');
    const onlyNepali = await branch('Only Nepali', null, '०६१-४६५२२२');
    const none = await branch('None', null, null);
    await db
      .insertInto('revision')
      .values({
        entity: 'branch',
        entity_id: differ,
        number: 1,
        data_json: JSON.stringify({
          name_en: 'Differ',
          phone_number_en: '01-4248603',
          phone_number_ne: '०१-५५५००००',
        }),
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    const snapshot = async () =>
      JSON.parse(
        (
          await db
            .selectFrom('revision')
            .select('data_json')
            .where('entity_id', '=', differ)
            .executeTakeFirstOrThrow()
        ).data_json as string,
      ) as Record<string, unknown>;

    expect((await migrator.migrateTo('019-one-branch-phone')).error).toBeUndefined();
    const after = await db.selectFrom('branch').select(['id', 'phone_number']).orderBy('id').execute();
    expect(after).toEqual([
      { id: same, phone_number: '01-4248603' },
      { id: differ, phone_number: '01-4248603, 01-5550000' },
      { id: onlyNepali, phone_number: '061-465222' },
      { id: none, phone_number: null },
    ]);
    // A saved revision restores the one number too.
    expect(await snapshot()).toEqual({ name_en: 'Differ', phone_number: '01-4248603, 01-5550000' });

    expect((await migrator.migrateDown()).error).toBeUndefined();
    const before = await db
      .selectFrom('branch')
      .select(['id', 'phone_number_en', 'phone_number_ne'])
      .where('id', '=', differ)
      .executeTakeFirstOrThrow();
    expect(before).toEqual({
      id: differ,
      phone_number_en: '01-4248603, 01-5550000',
      phone_number_ne: '०१-४२४८६०३, ०१-५५५००००',
    });
    expect(await snapshot()).toEqual({
      name_en: 'Differ',
      phone_number_en: '01-4248603, 01-5550000',
      phone_number_ne: '०१-४२४८६०३, ०१-५५५००००',
    });
  });
});
