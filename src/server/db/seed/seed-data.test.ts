// The demo data files (data/*.json) as a later import would meet them: each file passes its schema
// (reading them does that), keys are unique, and every relation names a key that exists.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { offices } from './branches.ts';
import { complaintCategorySeeds, contactCategorySeeds, serviceSeeds, slideSeeds } from './catalog.ts';
import { circularSeeds, lawCategorySeeds, lawSeeds, vacancyPosts } from './documents.ts';
import { festivalSeeds } from './festivals.ts';
import { galleryCaptions, heritageSeeds } from './heritage.ts';
import { occasionSeeds } from './occasions.ts';
import { departmentSeeds, people, position } from './people.ts';
import { officeSeed, readSeedData, settingsSeed } from './seed-data.ts';
import { settingsData } from './settings.ts';

const unique = (keys: string[]) => expect(new Set(keys).size).toBe(keys.length);
const keysOf = (items: { key: string }[]) => new Set(items.map((item) => item.key));

describe('demo data files', () => {
  it('have unique keys', () => {
    for (const items of [
      offices,
      festivalSeeds,
      occasionSeeds,
      lawCategorySeeds,
      vacancyPosts,
      departmentSeeds,
    ])
      unique(items.map((item) => item.key));
    unique(people.map((p) => p.key));
    unique(heritageSeeds.map((h) => h.name_en));
  });

  it('relate by keys that exist: sub-offices, festival offices, occasion festivals', () => {
    const officeKeys = keysOf(offices);
    const festivalKeys = keysOf(festivalSeeds);
    expect(offices.filter((o) => o.parent && !officeKeys.has(o.parent))).toEqual([]);
    expect(offices.some((o) => o.parent)).toBe(true);
    expect(festivalSeeds.filter((f) => !officeKeys.has(f.branch))).toEqual([]);
    expect(occasionSeeds.filter((o) => o.festival && !festivalKeys.has(o.festival))).toEqual([]);
    expect(occasionSeeds.some((o) => o.festival)).toBe(true);
  });

  it('relate by keys that exist: law categories, people to departments and positions, settings to people', () => {
    const categoryKeys = keysOf(lawCategorySeeds);
    expect(lawSeeds.filter((law) => !categoryKeys.has(law.category))).toEqual([]);
    expect(categoryKeys.has('circulars')).toBe(true);
    const departmentKeys = keysOf(departmentSeeds);
    expect(people.filter((p) => !departmentKeys.has(p.department))).toEqual([]);
    for (const p of people) expect(position(p.position).key).toBe(p.position);
    const personKeys = keysOf(people);
    const named = [...settingsData.footer_persons.map((f) => f.person), settingsData.about.chairperson];
    expect(named.filter((key) => !personKeys.has(key))).toEqual([]);
  });

  it('are bilingual with Devanagari in the Nepali half', () => {
    const devanagari = /[\u0900-\u097f]/;
    const items: object[] = [
      ...offices,
      ...festivalSeeds,
      ...occasionSeeds,
      ...heritageSeeds,
      ...galleryCaptions,
      ...slideSeeds,
      ...serviceSeeds,
      ...contactCategorySeeds,
      ...complaintCategorySeeds,
      ...lawCategorySeeds,
      ...lawSeeds,
      ...circularSeeds,
      ...vacancyPosts,
      ...departmentSeeds,
      ...people,
      ...Object.values(settingsData),
    ];
    for (const item of items)
      for (const [field, value] of Object.entries(item))
        if (field.endsWith('_ne') && value)
          expect(devanagari.test(String(value)), `${field}: ${value}`).toBe(true);
  });

  it('stop the seed with the file and the field when a file does not match its schema', () => {
    expect(() => readSeedData('offices', z.array(officeSeed.extend({ key: z.number() })))).toThrow(
      /offices\.json[\s\S]*key/,
    );
  });

  it('refuse a setting the group does not name, as writing the group would', () => {
    const stored = readSeedData('settings', z.unknown()) as Record<string, Record<string, unknown>>;
    const withFax = { ...stored, contact: { ...stored.contact, fax: '01-4248600' } };
    expect(settingsSeed.safeParse(withFax).error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      path: ['contact'],
    });
  });
});
