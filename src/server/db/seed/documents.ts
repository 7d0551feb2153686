// Laws (by category), circulars and the posts of vacancy documents (notices, results, syllabus): the
// lists are data/law-categories.json, data/laws.json, data/circulars.json and data/vacancy-posts.json.
// What is generated from them stays here: circular titles and the PDFs' body texts.
import { z } from 'zod';
import { toNepaliDigits } from '#shared/calendar/digits.ts';
import {
  circularSeed,
  lawCategorySeed,
  lawSeed,
  readSeedData,
  vacancyPostSeed,
  type CircularSeed,
} from './seed-data.ts';

export const lawCategorySeeds = readSeedData('law-categories', z.array(lawCategorySeed));
export const lawSeeds = readSeedData('laws', z.array(lawSeed));
export const circularSeeds = readSeedData('circulars', z.array(circularSeed));
export const vacancyPosts = readSeedData('vacancy-posts', z.array(vacancyPostSeed));

/** The law category of circulars. */
export const CIRCULAR_CATEGORY = 'circulars';

/** Categories published in the Nepal Gazette (the others are the institution's own). */
export const GAZETTED_CATEGORIES: readonly string[] = ['acts', 'regulations'];

/**
 * A circular's titles, numbered like real ones: "Circular no. 7 (2081/82): ...". The number counts the
 * circulars of that fiscal year in date order, and the fiscal year is the one of its date (build.ts).
 */
export function circularTitles(
  no: number,
  fy: { en: string; ne: string },
  { topic_en, topic_ne }: CircularSeed,
): [string, string] {
  return [
    `Circular no. ${no} (${fy.en}): ${topic_en}`,
    `परिपत्र नं. ${toNepaliDigits(no)} (${fy.ne}): ${topic_ne}`,
  ];
}

/** The body of every law's PDF: the Nepali text is the official one. */
export const lawNote = {
  ne: 'नेपाल राजपत्रमा प्रकाशित नेपाली पाठ नै आधिकारिक मानिनेछ। यो प्रति जानकारीका लागि मात्र हो।',
  en: 'Unofficial English rendering for reference. The Nepali text published in the Nepal Gazette prevails.',
};

/** The body of each kind of vacancy PDF. */
export const vacancyNotes = {
  notice: {
    ne: 'न्यूनतम योग्यता, उमेरहद र दस्तुर विज्ञापनमा उल्लेख गरिएको छ।',
    en: 'Minimum qualification, age limit and fees are given in the advertisement.',
  },
  result: {
    ne: 'सफल उम्मेदवारहरूको रोल नम्बर अनुसूचीमा दिइएको छ।',
    en: 'Roll numbers of successful candidates are listed in the annex.',
  },
  syllabus: {
    ne: 'प्रश्नपत्रको ढाँचा, विषयवस्तु र अंकभार।',
    en: 'Paper structure, topics and marks distribution.',
  },
};
