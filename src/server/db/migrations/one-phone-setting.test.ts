// Migration 013: a phone kept in several settings fields is collapsed into the one value, with no number
// lost where the copies disagreed; undone, the copies are made again from it.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test-support/test-app.ts';
import { createMigrator, migrateToLatest } from '../migrate.ts';
import { onePhone } from './013-one-phone-setting.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the schema before and after 013
type AnyDb = Kysely<any>;

describe('013-one-phone-setting', () => {
  let t: TestDatabase;
  let db: AnyDb;
  beforeAll(async () => {
    t = await createTestDatabase();
    db = t.db as unknown as AnyDb;
  });
  afterAll(() => t.close());

  const group = async (name: string) =>
    JSON.parse(
      (
        await db
          .selectFrom('setting_group')
          .select('value')
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).value,
    ) as Record<string, unknown>;

  it('keeps every distinct number once, in ASCII digits, the contact card’s first', () => {
    expect(onePhone(['01-4248603', '०१-४२४८६०३', '01-4248603, 01-4253941', '०१-४२४८६०३, ०१-४२५३९४१'])).toBe(
      '01-4248603, 01-4253941',
    );
    // The footer was edited and the card was not: both numbers stay, for staff to choose from.
    expect(onePhone(['01-4248603', '', '01-5550000', '०१-४२४८६०३'])).toBe('01-4248603, 01-5550000');
    expect(onePhone(['', undefined, null])).toBe('');
  });

  it('collapses the stored groups, and undone makes the copies again from the one value', async () => {
    const migrator = await createMigrator(db);
    expect((await migrator.migrateTo('012-case-note-submission-key')).error).toBeUndefined();
    const contact = {
      office_phone_en: '01-4248603',
      office_phone_ne: '०१-४२४८६०३',
      email: 'info@example.np',
      address_en: 'Tripureshwor',
      address_ne: 'त्रिपुरेश्वर',
      contact_numbers_en: '01-4248603, 01-4253941',
      contact_numbers_ne: '०१-४२४८६०३, ०१-५५५५५५५', // disagreed with the English
    };
    const persons = {
      display_person_1: true,
      contact_person1_name_en: 'Sita',
      contact_person1_phone_en: '',
      contact_person1_phone_ne: '९८५१०३४५६७', // only the Nepali was filled
      contact_person2_phone_en: '9841276543',
      contact_person2_phone_ne: '९८४१२७६५४३',
    };
    await db
      .insertInto('setting_group')
      .values([
        { name: 'contact', value: JSON.stringify(contact) },
        { name: 'footer_persons', value: JSON.stringify(persons) },
      ])
      .execute();

    await migrateToLatest(t.db);
    expect(await group('contact')).toEqual({
      phone: '01-4248603, 01-4253941, 01-5555555',
      email: 'info@example.np',
      address_en: 'Tripureshwor',
      address_ne: 'त्रिपुरेश्वर',
    });
    expect(await group('footer_persons')).toEqual({
      display_person_1: true,
      contact_person1_name_en: 'Sita',
      contact_person1_phone: '9851034567',
      contact_person2_phone: '9841276543',
      contact_person3_phone: '',
    });

    expect((await migrator.migrateTo('012-case-note-submission-key')).error).toBeUndefined();
    expect(await group('contact')).toMatchObject({
      office_phone_en: '01-4248603',
      office_phone_ne: '०१-४२४८६०३',
      contact_numbers_en: '01-4248603, 01-4253941, 01-5555555',
      contact_numbers_ne: '०१-४२४८६०३, ०१-४२५३९४१, ०१-५५५५५५५',
    });
    expect(await group('footer_persons')).toMatchObject({
      contact_person1_phone_en: '9851034567',
      contact_person1_phone_ne: '९८५१०३४५६७',
    });
    // The whole chain of migrations twice: slow on PGlite on a busy machine.
  }, 120_000);
});
