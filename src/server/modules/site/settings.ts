// Site settings: the typed groups of shared/contract/settings.ts, one JSON row each in setting_group,
// and the public answers assembled from them. A group never written (a fresh install) reads as its
// empty value, so the answers are always complete.
import type { Kysely, Transaction } from 'kysely';
import { toNepaliDigits } from '#shared/calendar/digits.ts';
import type { AboutContent, FooterContact, SiteSettings } from '#shared/contract/site.ts';
import {
  readSettingGroup,
  settingGroupNames,
  settingGroups,
  settingRichTextKeys,
  type SettingGroup,
  type SettingGroupName,
  type SettingGroups,
} from '#shared/contract/settings.ts';

import type { Database } from '#server/db/schema.ts';
import { sanitizeRichText } from '#server/rich-text/sanitize.ts';

export async function readSettingGroups(db: Kysely<Database>): Promise<SettingGroups> {
  const rows = await db.selectFrom('setting_group').select(['name', 'value']).execute();
  const stored = new Map(rows.map((row) => [row.name, JSON.parse(row.value) as unknown]));
  return Object.fromEntries(
    settingGroupNames.map((name) => [name, readSettingGroup(name, stored.get(name) ?? {})]),
  ) as SettingGroups;
}

/** A group as it is stored: its rich text settings (the About page's texts) through the allowlist. */
function withCleanSettingTexts<Name extends SettingGroupName>(
  name: Name,
  value: SettingGroup<Name>,
): SettingGroup<Name> {
  const keys = settingRichTextKeys[name];
  if (!keys) return value;
  const clean: Record<string, unknown> = { ...value };
  for (const key of keys) {
    if (typeof clean[key] === 'string') clean[key] = sanitizeRichText(clean[key]);
  }
  return clean as SettingGroup<Name>;
}

/**
 * Replaces one group; the value is checked by the group's schema (an unknown key is an error) and its
 * rich text is sanitised (ADR 031). Answers the value as stored.
 */
export async function writeSettingGroup<Name extends SettingGroupName>(
  db: Kysely<Database> | Transaction<Database>,
  name: Name,
  value: SettingGroup<Name>,
): Promise<SettingGroup<Name>> {
  const stored = withCleanSettingTexts(name, settingGroups[name].parse(value) as SettingGroup<Name>);
  const checked = JSON.stringify(stored);
  await db
    .insertInto('setting_group')
    .values({ name, value: checked })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: checked }))
    .execute();
  return stored;
}

/** A phone as both languages show it: the stored ASCII digits, and the same in Nepali digits. */
const bothDigits = (phone: string) => ({ en: phone, ne: toNepaliDigits(phone) });

/**
 * The footer's answer. Every phone in it is read from the one stored value (the head office's `phone`
 * of the contact group, each person's `contact_personN_phone`); the `_en`/`_ne` keys are derived from it.
 */
export function toFooterContact(groups: SettingGroups): FooterContact {
  const { address_en, address_ne, phone, email } = groups.contact;
  const persons = groups.footer_persons;
  const numbers = bothDigits(phone);
  const personPhones = Object.fromEntries(
    ([1, 2, 3] as const).flatMap((n) => {
      const own = bothDigits(persons[`contact_person${n}_phone`]);
      return [
        [`contact_person${n}_phone_en`, own.en],
        [`contact_person${n}_phone_ne`, own.ne],
      ];
    }),
  );
  return {
    ...persons,
    ...personPhones,
    address_en,
    address_ne,
    phone,
    contact_numbers_en: numbers.en,
    contact_numbers_ne: numbers.ne,
    email,
  } as FooterContact;
}

/** The settings every page reads; the contact card's phone is the footer's (`phone`, derived keys). */
export function toSiteSettings(groups: SettingGroups): SiteSettings {
  const office = bothDigits(groups.contact.phone);
  return {
    ...groups.identity,
    ...groups.contact,
    office_phone_en: office.en,
    office_phone_ne: office.ne,
    why_choose: groups.why_choose.reasons,
    home: groups.home_texts,
    contact_page: groups.contact_page,
    donations: groups.donations,
  };
}

export const toAboutContent = (groups: SettingGroups): AboutContent => groups.about;
