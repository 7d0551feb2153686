// The demo content's fixed data (names, texts, dates, coordinates) lives in JSON files under data/,
// one per kind of entity, each checked on read by its schema here: the same schemas a later
// import or export of content can use (ADR 019). What is generated (dates relative to now, random
// picks, images and PDFs) stays in code. Relations are by stable key (an office's `key`), never by
// position in a file.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const key = z.string().regex(/^[a-z0-9-]+$/, 'a key: lower-case letters, digits, dashes');
const text = z.string().min(1);
const bsDate = z.string().regex(/^\d{4}\/\d{2}\/\d{2}$/, 'a BS date YYYY/MM/DD');

export const officeSeed = z.strictObject({
  key,
  /** The office this one reports to. */
  parent: key.optional(),
  name_en: text,
  name_ne: text,
  phone: text,
  location_en: text,
  location_ne: text,
  lat: z.number().min(26).max(31),
  lon: z.number().min(80).max(89),
});
export type OfficeSeed = z.infer<typeof officeSeed>;

export const festivalSeed = z.strictObject({
  key,
  /** The office that organises it. */
  branch: key,
  title_en: text,
  title_ne: text,
  location_en: text,
  location_ne: text,
  subtitle_en: text,
  subtitle_ne: text,
  date_bs: bsDate,
  days: z.number().int().min(1),
  holiday: z.boolean(),
  jatra: z.boolean(),
  /** Listed in the Festival menu. */
  menu: z.boolean(),
  intro_en: text,
  intro_ne: text,
  history_en: text.optional(),
  history_ne: text.optional(),
});
export type FestivalSeed = z.infer<typeof festivalSeed>;

export const occasionSeed = z.strictObject({
  key,
  /** The festival (its key) this occasion belongs to, if any. */
  festival: key.optional(),
  title_en: text,
  title_ne: text,
  description_en: z.string(),
  description_ne: z.string(),
  holiday: z.boolean(),
  jatra: z.boolean(),
  days: z.number().int().min(1),
  /** One date per BS year. */
  dates: z.array(bsDate).min(1),
});
export type OccasionSeed = z.infer<typeof occasionSeed>;

export const heritageSiteSeed = z.strictObject({
  name_en: text,
  name_ne: text,
  subtitle_en: text,
  subtitle_ne: text,
  description_en: text,
  description_ne: text,
});
export type HeritageSiteSeed = z.infer<typeof heritageSiteSeed>;

export const galleryCaptionSeed = z.strictObject({ caption_en: text, caption_ne: text });

/** One data file, checked by its schema; a file that does not match stops the seed with its path. */
export function readSeedData<Schema extends z.ZodType>(name: string, schema: Schema): z.output<Schema> {
  const file = new URL(`./data/${name}.json`, import.meta.url);
  const result = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) throw new Error(`demo data ${name}.json:\n${z.prettifyError(result.error)}`);
  return result.data;
}
