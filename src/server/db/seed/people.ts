// Departments (head-office divisions and sections, CONTENT.md), positions, the people the site names
// in more than one place, and the name halves of generated staff: data/departments.json,
// data/positions.json, data/people.json and data/person-names.json.
import { z } from 'zod';
import type { Random } from './random.ts';
import {
  byKey,
  departmentSeed,
  personNamesSeed,
  personSeed,
  positionSeed,
  readSeedData,
  type PersonSeed,
  type PositionSeed,
} from './seed-data.ts';

export const departmentSeeds = readSeedData('departments', z.array(departmentSeed));
const positionSeeds = readSeedData('positions', z.array(positionSeed));
export const people = readSeedData('people', z.array(personSeed));
const names = readSeedData('person-names', personNamesSeed);

export const position: (key: string) => PositionSeed = byKey(positionSeeds, 'position');
export const person: (key: string) => PersonSeed = byKey(people, 'person');

/** The one chairperson: the About page's message (settings.ts) and the org chart (build.ts). */
export const chairperson: PersonSeed = (() => {
  const chairs = people.filter((p) => p.position === 'chair');
  if (chairs.length !== 1) throw new Error('demo data: people.json needs exactly one chair');
  return chairs[0]!;
})();

/** A fictional person's name in both scripts; `used` keeps names unique across the seed. */
export function personName(random: Random, used: Set<string>): [string, string] {
  for (;;) {
    const given = random.pick(names.given);
    const family = random.pick(names.family);
    const en = `${given.name_en} ${family.name_en}`;
    if (used.has(en) && used.size < names.given.length * names.family.length) continue;
    used.add(en);
    return [en, `${given.name_ne} ${family.name_ne}`];
  }
}
