// Site settings in typed groups with explicit keys: one group is one form of the staff area, stored
// as one JSON row (table setting_group). Each group's schema names every key and its type, so a value
// of the wrong type or an unknown key is refused when a group is written. The public answers
// (/base/settings, /base/footercontact, /base/about) are assembled from the groups.
import { z } from 'zod';
import { fromNepaliDigits } from '../calendar/digits.ts';
import { complaintDeadlinesGroup } from './complaint-deadlines.ts';
import {
  aboutContent,
  contactPageTexts,
  donationTexts,
  footerContact,
  homeTexts,
  siteSettings,
  WHY_REASON_COUNT,
  whyReason,
} from './site.ts';

/**
 * A phone number (or several, separated by commas) is one fact, stored once in ASCII digits; the Nepali
 * pages show it in Nepali digits, derived where it is shown (toFooterContact, toSiteSettings). Typed in
 * Nepali digits it is stored in ASCII.
 */
const settingPhone = z.string().overwrite(fromNepaliDigits);
/** What a stored phone may hold: digits, spaces, + - ( ) . / and commas between numbers. */
const SETTING_PHONE_PATTERN = /^[\d\s+\-().,/]*$/;

/**
 * The phone fields' check, on the group as written only: the reading schema (readingSchema below) is
 * made from the fields alone, so a value stored before this rule cannot stop the site from rendering.
 */
function checkPhones<Schema extends z.ZodObject>(schema: Schema, keys: string[]): Schema {
  return schema.superRefine((value: Record<string, unknown>, context) => {
    for (const key of keys) {
      const phone = value[key];
      if (typeof phone === 'string' && !SETTING_PHONE_PATTERN.test(phone)) {
        context.addIssue({ code: 'custom', path: [key], message: 'validation.setting_phone_invalid' });
      }
    }
  });
}

type PersonNumber = 1 | 2 | 3;
/** A footer person's fields but the phone, in the order the form shows them. */
const personKeys = <N extends PersonNumber>(n: N) =>
  ({
    [`contact_person${n}_image`]: true,
    [`contact_person${n}_name_en`]: true,
    [`contact_person${n}_name_ne`]: true,
    [`contact_person${n}_position_en`]: true,
    [`contact_person${n}_position_ne`]: true,
  }) as Record<`contact_person${N}_${'image' | 'name_en' | 'name_ne' | 'position_en' | 'position_ne'}`, true>;
const personPhones = {
  contact_person1_phone: settingPhone,
  contact_person2_phone: settingPhone,
  contact_person3_phone: settingPhone,
};

export const settingGroups = {
  /** The institution's name and logo (header, footer, page titles). */
  identity: siteSettings.pick({ institution_name_en: true, institution_name_ne: true, logo: true }).strict(),
  /** The head office: how to reach it and when it is open. `phone` is the footer's and the contact page's. */
  contact: checkPhones(
    z.strictObject({
      phone: settingPhone,
      ...siteSettings.pick({
        email: true,
        address_en: true,
        address_ne: true,
        office_hours_en: true,
        office_hours_ne: true,
        map_embed_url: true,
        apply_vacancy_url: true,
      }).shape,
    }),
    ['phone'],
  ),
  /** The three contact persons of the footer, each shown or not; each phone once, in ASCII digits. */
  footer_persons: checkPhones(
    z.strictObject({
      ...footerContact.pick({
        display_person_1: true,
        display_person_2: true,
        display_person_3: true,
        ...personKeys(1),
        ...personKeys(2),
        ...personKeys(3),
      }).shape,
      ...personPhones,
    }),
    Object.keys(personPhones),
  ),
  /** The home page's "why choose us" reasons. */
  why_choose: z.strictObject({ reasons: z.array(whyReason.strict()).length(WHY_REASON_COUNT) }),
  /** Headings and blurbs of the home page sections. */
  home_texts: homeTexts.strict(),
  /** Texts of the contact page. */
  contact_page: contactPageTexts.strict(),
  /** The About page. */
  about: aboutContent.strict(),
  /** The donation page behind "Donate": purpose, bank account, payment QR code. */
  donations: donationTexts.strict(),
  /** How long a first reply to a complaint and its closing may take (complaint-deadlines.ts). */
  complaint_deadlines: complaintDeadlinesGroup,
} as const;

export type SettingGroupName = keyof typeof settingGroups;

/**
 * The settings that are rich text (ADR 031): the About page's long texts, stored as the same sanitised
 * HTML subset as content bodies (the server cleans them on every write), edited with the same editor,
 * shown with the same renderer. Every other setting is plain text.
 */
export const settingRichTextKeys: Partial<Record<SettingGroupName, readonly string[]>> = {
  about: ['intro_text', 'story_text', 'message_text'].flatMap((key) => [`${key}_en`, `${key}_ne`]),
};

/** Whether a setting (its group, and its path in the group as the form names it) is rich text. */
export const isRichTextSetting = (group: SettingGroupName, path: string): boolean =>
  settingRichTextKeys[group]?.includes(path) ?? false;

/**
 * The settings that are pictures (ADR 034): each holds the address of a media library image, chosen with
 * the content forms' media picker, checked on save as a content image field is, and counted where the
 * library says a file is used. Empty is null.
 */
export const settingImageKeys: Partial<Record<SettingGroupName, readonly string[]>> = {
  identity: ['logo'],
  footer_persons: [1, 2, 3].map((n) => `contact_person${n}_image`),
  about: ['chairperson_image'],
  donations: ['qr_image'],
};

/** Whether a setting (its group, and its key) is a picture. */
export const isImageSetting = (group: SettingGroupName, path: string): boolean =>
  settingImageKeys[group]?.includes(path) ?? false;

/**
 * The permission each group needs (ADR 040): the head office's contact details and office hours are
 * their own, which an administrator may give an editor; every other group is an administrator's.
 */
export const settingGroupPermission = (group: string): 'settings.contacts' | 'settings.manage' =>
  group === 'contact' ? 'settings.contacts' : 'settings.manage';
export type SettingGroup<Name extends SettingGroupName> = z.infer<(typeof settingGroups)[Name]>;
export type SettingGroups = { [Name in SettingGroupName]: SettingGroup<Name> };
export const settingGroupNames = Object.keys(settingGroups) as SettingGroupName[];
/** A group's name as a staff route receives it (`/settings/:group`): any other name is refused. */
export const settingGroupName = z.enum(settingGroupNames);
/** GET /admin/settings: every group, as stored. */
export const settingGroupsResponse = z.object({ data: z.object(settingGroups) });
/** PUT /admin/settings/:group: the group as saved (checked by its own schema). */
export const settingGroupResponse = z.object({ data: z.record(z.string(), z.unknown()) });

/** The empty value of a field: '' for text, null for an image, false for a flag. */
function emptyOf(schema: z.ZodType): unknown {
  const def = schema._zod.def as { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType };
  switch (def.type) {
    case 'string':
      return '';
    case 'nullable':
      return null;
    case 'boolean':
      return false;
    case 'object':
      return Object.fromEntries(Object.entries(def.shape!).map(([key, field]) => [key, emptyOf(field)]));
    case 'array':
      return Array.from({ length: WHY_REASON_COUNT }, () => emptyOf(def.element!));
    default:
      throw new Error(`no empty value for a ${def.type} setting`);
  }
}

/** A group nobody has filled in yet (a fresh install): every key present, every value empty. */
export function emptySettingGroup<Name extends SettingGroupName>(name: Name): SettingGroup<Name> {
  return emptyOf(settingGroups[name]) as SettingGroup<Name>;
}

/**
 * A stored group as read: missing keys take their empty value, keys the schema no longer names are
 * dropped (a row written by an older version must not break the site); a value of the wrong type
 * is an error.
 */
export function readSettingGroup<Name extends SettingGroupName>(
  name: Name,
  stored: unknown,
): SettingGroup<Name> {
  return readingSchema(name).parse(overEmpty(emptyGroup(name), stored)) as SettingGroup<Name>;
}

// Read, never changed (overEmpty copies what it merges): one per group.
const emptyGroups = new Map<SettingGroupName, unknown>();

function emptyGroup(name: SettingGroupName): unknown {
  if (!emptyGroups.has(name)) emptyGroups.set(name, emptySettingGroup(name));
  return emptyGroups.get(name);
}

// Made once per group: zod compiles a schema on its first parse, and every page reads every group.
const readingSchemas = new Map<SettingGroupName, z.ZodType>();

/** The group's schema without `strict()`: keys it no longer names are dropped, not refused. */
function readingSchema(name: SettingGroupName): z.ZodType {
  let schema = readingSchemas.get(name);
  if (!schema) {
    schema = z.object(settingGroups[name].shape);
    readingSchemas.set(name, schema);
  }
  return schema;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored value over the empty one, field by field at every depth (a reason with one text set). */
function overEmpty(empty: unknown, stored: unknown): unknown {
  if (stored === undefined) return empty;
  if (Array.isArray(empty) && Array.isArray(stored))
    return empty.map((item, i) => overEmpty(item, stored[i]));
  if (isRecord(empty) && isRecord(stored)) {
    const merged: Record<string, unknown> = { ...stored };
    for (const [key, value] of Object.entries(empty)) merged[key] = overEmpty(value, stored[key]);
    return merged;
  }
  return stored;
}
