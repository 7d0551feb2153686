// Every field the staff forms show has its name in both languages, and a settings form posted unchanged
// gives back the very value it was filled from.
import { describe, expect, it } from 'vitest';
import { contentKinds, kindSpecs } from '#shared/contract/admin/content-kinds.ts';
import { emptySettingGroup, settingGroupNames, settingGroups } from '#shared/contract/settings.ts';
import { fieldName } from '../lib/content-kinds.ts';
import { adminMessages } from '../lib/messages.ts';
import { settingFields, settingHint, settingLabel, settingRows, settingValue } from './settings-fields.ts';

const named = (key: string) => key in adminMessages.en && key in adminMessages.ne;

describe('labels of the staff forms', () => {
  it('name every field of every kind of content', () => {
    const missing = contentKinds.flatMap((kind) =>
      kindSpecs[kind].fields.map(fieldName).filter((key) => !named(key)),
    );
    expect(missing).toEqual([]);
  });

  it('name every field of every settings group', () => {
    const missing = settingGroupNames.flatMap((group) =>
      settingRows(settingFields(emptySettingGroup(group)))
        .map((row) => settingLabel(row.base).key)
        .filter((key) => !named(key)),
    );
    expect(missing).toEqual([]);
  });
});

describe('a settings form', () => {
  /** A group with every text filled, every flag on and every image set. */
  const filled = (group: (typeof settingGroupNames)[number]) => {
    const fields = settingFields(emptySettingGroup(group));
    // Phones and complaint response times have formats of their own; other texts take any words.
    const text = (path: string) =>
      path.endsWith('phone')
        ? '01-4248603, +977 9851000001'
        : path.endsWith('_days')
          ? '12'
          : path === 'per_category_text'
            ? '3: 5/20'
            : `${path} value`;
    const posted = Object.fromEntries(
      fields.map((field) => [field.path, field.kind === 'flag' ? 'on' : text(field.path)]),
    );
    return { posted, value: settingValue(emptySettingGroup(group), posted) };
  };

  it('gives back the value it was filled from, for every group', () => {
    for (const group of settingGroupNames) {
      const { value } = filled(group);
      expect(settingGroups[group].parse(value), group).toEqual(value);
      const again = Object.fromEntries(
        settingFields(value).map((field) => [
          field.path,
          field.value === true ? 'on' : field.value === false ? '' : (field.value ?? ''),
        ]),
      );
      expect(settingValue(value, again), group).toEqual(value);
    }
  });

  it('has one phone field per phone, with its hint in both languages', () => {
    const contactPaths = settingFields(emptySettingGroup('contact')).map((field) => field.path);
    expect(contactPaths.filter((path) => /phone|numbers/.test(path))).toEqual(['phone']);
    const personPaths = settingFields(emptySettingGroup('footer_persons')).map((field) => field.path);
    expect(personPaths.filter((path) => path.includes('phone'))).toEqual([
      'contact_person1_phone',
      'contact_person2_phone',
      'contact_person3_phone',
    ]);
    for (const path of ['phone', 'contact_person2_phone']) {
      const hint = settingHint(path);
      expect(hint && named(hint), path).toBe(true);
    }
    expect(settingHint('email')).toBeUndefined();
  });

  it('turns an unticked box off and an emptied image into null', () => {
    const { value } = filled('footer_persons');
    const posted: Record<string, string> = { contact_person1_image: ' ' };
    const saved = settingValue(value, posted) as Record<string, unknown>;
    expect(saved.display_person_1).toBe(false);
    expect(saved.contact_person1_image).toBeNull();
    expect(saved.contact_person1_name_en).toBe('contact_person1_name_en value');
  });
});
