// Small fixed lists: hero slides, online services, contact and complaint categories. The lists are
// data/slides.json, data/services.json, data/contact-categories.json and data/complaint-categories.json.
import { z } from 'zod';
import { categorySeed, readSeedData, serviceSeed, slideSeed } from './seed-data.ts';

export const slideSeeds = readSeedData('slides', z.array(slideSeed));
export const serviceSeeds = readSeedData('services', z.array(serviceSeed));
export const contactCategorySeeds = readSeedData('contact-categories', z.array(categorySeed));
export const complaintCategorySeeds = readSeedData('complaint-categories', z.array(categorySeed));
