// The demo content's fixed data (names, texts, dates, coordinates) lives in JSON files under data/,
// one per kind of entity, each checked on read by its schema here: the same schemas a later
// import or export of content can use (ADR 019). What is generated (dates relative to now, random
// picks, images and PDFs) stays in code. Relations are by stable key (an office's `key`), never by
// position in a file.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { settingGroups } from '#shared/contract/settings.ts';

const key = z.string().regex(/^[a-z0-9-]+$/, 'a key: lower-case letters, digits, dashes');
const text = z.string().min(1);
/** A text in both languages: `<name>_en` and `<name>_ne`, neither empty. */
const bilingual = <const Name extends string>(name: Name) =>
  ({ [`${name}_en`]: text, [`${name}_ne`]: text }) as Record<`${Name}_en` | `${Name}_ne`, typeof text>;
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

export const slideSeed = z.strictObject({ ...bilingual('title'), ...bilingual('description') });

export const serviceSeed = z.strictObject({
  url: z.url(),
  ...bilingual('name'),
  ...bilingual('description'),
});

/** A contact or complaint category: a name the forms offer. */
export const categorySeed = z.strictObject(bilingual('name'));

export const lawCategorySeed = z.strictObject({ key, ...bilingual('name') });

export const lawSeed = z.strictObject({
  /** The law category (its key). */
  category: key,
  ...bilingual('title'),
});

/** A circular's topic; its number and title follow its date (build.ts). */
export const circularSeed = z.strictObject(bilingual('topic'));
export type CircularSeed = z.infer<typeof circularSeed>;

export const vacancyPostSeed = z.strictObject({ key, ...bilingual('title') });

export const departmentSeed = z.strictObject({ key, ...bilingual('name') });

export const positionSeed = z.strictObject({ key, ...bilingual('title') });
export type PositionSeed = z.infer<typeof positionSeed>;

/** Someone the site names in more than one place: the same name, position and portrait everywhere. */
export const personSeed = z.strictObject({
  key,
  ...bilingual('name'),
  /** A position (its key). */
  position: key,
  /** The department (its key) that lists this person on the team page. */
  department: key,
  /** Which of the generated portraits, or null for the placeholder. */
  portrait: z.number().int().min(0).nullable(),
  phone: z
    .string()
    .regex(/^\d{10}$/, 'a mobile number of 10 digits')
    .optional(),
});
export type PersonSeed = z.infer<typeof personSeed>;

/** The halves generated staff names are drawn from. */
export const personNamesSeed = z.strictObject({
  given: z.array(categorySeed).min(1),
  family: z.array(categorySeed).min(1),
});

/**
 * The demo's setting groups: each group's own schema (ADR 018), except that images are generated and
 * people are named by key (people.json), so the footer and the About page show the team page's rows.
 */
export const settingsSeed = z.strictObject({
  identity: settingGroups.identity.omit({ logo: true }),
  contact: settingGroups.contact,
  /** The footer's contact persons in order, each shown or not. */
  footer_persons: z.array(z.strictObject({ person: key, shown: z.boolean() })).length(3),
  why_choose: settingGroups.why_choose,
  home_texts: settingGroups.home_texts,
  contact_page: settingGroups.contact_page,
  /** The QR code is generated from `qr_text` (a demo: no real account). */
  donations: settingGroups.donations.omit({ qr_image: true }).extend({ qr_text: z.string().min(1) }),
  about: settingGroups.about
    .omit({ chairperson_name_en: true, chairperson_name_ne: true, chairperson_image: true })
    .extend({ chairperson: key }),
});

/** One data file, checked by its schema; a file that does not match stops the seed with its path. */
export function readSeedData<Schema extends z.ZodType>(name: string, schema: Schema): z.output<Schema> {
  const file = new URL(`./data/${name}.json`, import.meta.url);
  const result = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) throw new Error(`demo data ${name}.json:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** Looks a key up among a data file's entries; a key no entry has stops the seed with its kind. */
export function byKey<Item extends { key: string }>(items: Item[], kind: string): (key: string) => Item {
  const map = new Map(items.map((item) => [item.key, item]));
  return (key) => {
    const item = map.get(key);
    if (!item) throw new Error(`demo data: no ${kind} '${key}'`);
    return item;
  };
}
