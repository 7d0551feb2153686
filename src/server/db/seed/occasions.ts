// Calendar occasions for BS 2082 and 2083: public holidays, festival days and jatras.
// DEMO DATA TO VERIFY: dates follow our best reading of the published 2082 calendar and the expected
// 2083 lunar dates (tithi); the calendar committee's final list must be checked before real use.
// Some holidays are regional (Kathmandu valley, women, a community); they are still marked is_holiday.
// The occasions are data/occasions.json.
import { z } from 'zod';
import { occasionSeed, readSeedData, type OccasionSeed } from './seed-data.ts';

export const occasionSeeds: OccasionSeed[] = readSeedData('occasions', z.array(occasionSeed));
