// Site settings: the typed groups of shared/contract/settings.ts, one JSON row each in setting_group,
// and the public answers assembled from them. A group never written (a fresh install) reads as its
// empty value, so the answers are always complete.
import type { Kysely, Transaction } from 'kysely';
import type { AboutContent, FooterContact, SiteSettings } from '../../../shared/contract/site.ts';
import {
  readSettingGroup,
  settingGroupNames,
  settingGroups,
  type SettingGroup,
  type SettingGroupName,
  type SettingGroups,
} from '../../../shared/contract/settings.ts';
import type { Database } from '../../db/schema.ts';

export async function readSettingGroups(db: Kysely<Database>): Promise<SettingGroups> {
  const rows = await db.selectFrom('setting_group').select(['name', 'value']).execute();
  const stored = new Map(rows.map((row) => [row.name, JSON.parse(row.value) as unknown]));
  return Object.fromEntries(
    settingGroupNames.map((name) => [name, readSettingGroup(name, stored.get(name) ?? {})]),
  ) as SettingGroups;
}

/** One group, as a staff form is filled from it: never written reads as its empty value. */
export async function readOneSettingGroup<Name extends SettingGroupName>(
  db: Kysely<Database>,
  name: Name,
): Promise<SettingGroup<Name>> {
  const row = await db
    .selectFrom('setting_group')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return readSettingGroup(name, row ? (JSON.parse(row.value) as unknown) : {});
}

/** Replaces one group; the value is checked by the group's schema (an unknown key is an error). */
export async function writeSettingGroup<Name extends SettingGroupName>(
  db: Kysely<Database> | Transaction<Database>,
  name: Name,
  value: SettingGroup<Name>,
): Promise<void> {
  const checked = JSON.stringify(settingGroups[name].parse(value));
  await db
    .insertInto('setting_group')
    .values({ name, value: checked })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value: checked }))
    .execute();
}

export function toFooterContact(groups: SettingGroups): FooterContact {
  const { address_en, address_ne, contact_numbers_en, contact_numbers_ne, email } = groups.contact;
  return { ...groups.footer_persons, address_en, address_ne, contact_numbers_en, contact_numbers_ne, email };
}

export function toSiteSettings(groups: SettingGroups): SiteSettings {
  const { contact_numbers_en: _en, contact_numbers_ne: _ne, ...contact } = groups.contact;
  return {
    ...groups.identity,
    ...contact,
    why_choose: groups.why_choose.reasons,
    home: groups.home_texts,
    contact_page: groups.contact_page,
  };
}

export const toAboutContent = (groups: SettingGroups): AboutContent => groups.about;
