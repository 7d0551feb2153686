// Heritage sites (temples, stupas, palace squares) and gallery captions: data/heritage-sites.json and
// data/gallery-captions.json.
import { z } from 'zod';
import { galleryCaptionSeed, heritageSiteSeed, readSeedData, type HeritageSiteSeed } from './seed-data.ts';
export const heritageSeeds: HeritageSiteSeed[] = readSeedData('heritage-sites', z.array(heritageSiteSeed));

export const galleryCaptions = readSeedData('gallery-captions', z.array(galleryCaptionSeed));
