// The demo data files (data/*.json) as a later import would meet them: each file passes its schema
// (reading them does that), keys are unique, and every relation names a key that exists.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { offices } from './branches.ts';
import { festivalSeeds } from './festivals.ts';
import { galleryCaptions, heritageSeeds } from './heritage.ts';
import { occasionSeeds } from './occasions.ts';
import { officeSeed, readSeedData } from './seed-data.ts';

const unique = (keys: string[]) => expect(new Set(keys).size).toBe(keys.length);

describe('demo data files', () => {
  it('have unique keys', () => {
    unique(offices.map((o) => o.key));
    unique(festivalSeeds.map((f) => f.key));
    unique(occasionSeeds.map((o) => o.key));
    unique(heritageSeeds.map((h) => h.name_en));
  });

  it('relate by keys that exist: sub-offices, festival offices, occasion festivals', () => {
    const officeKeys = new Set(offices.map((o) => o.key));
    const festivalKeys = new Set(festivalSeeds.map((f) => f.key));
    expect(offices.filter((o) => o.parent && !officeKeys.has(o.parent))).toEqual([]);
    expect(offices.some((o) => o.parent)).toBe(true);
    expect(festivalSeeds.filter((f) => !officeKeys.has(f.branch))).toEqual([]);
    expect(occasionSeeds.filter((o) => o.festival && !festivalKeys.has(o.festival))).toEqual([]);
    expect(occasionSeeds.some((o) => o.festival)).toBe(true);
  });

  it('are bilingual with Devanagari in the Nepali half', () => {
    const devanagari = /[\u0900-\u097f]/;
    for (const item of [...offices, ...festivalSeeds, ...occasionSeeds, ...heritageSeeds, ...galleryCaptions])
      for (const [field, value] of Object.entries(item))
        if (field.endsWith('_ne') && value)
          expect(devanagari.test(String(value)), `${field}: ${value}`).toBe(true);
  });

  it('stop the seed with the file and the field when a file does not match its schema', () => {
    expect(() => readSeedData('offices', z.array(officeSeed.extend({ key: z.number() })))).toThrow(
      /offices\.json[\s\S]*key/,
    );
  });
});
