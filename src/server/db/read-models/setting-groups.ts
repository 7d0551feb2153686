// One settings group read by any module (the site module writes them): the calendar feed's name, the
// authenticator's label (auth/site-name.ts) and the site's name come from the identity group, not from a message (issue 27: one fact, one place).
import type { Kysely, Transaction } from 'kysely';
import { readSettingGroup, type SettingGroup, type SettingGroupName } from '#shared/contract/settings.ts';
import type { Lang } from '#shared/i18n/index.ts';
import type { Database } from '../schema.ts';

/** One group, as a staff form is filled from it: never written reads as its empty value. */
export async function readOneSettingGroup<Name extends SettingGroupName>(
  db: Kysely<Database> | Transaction<Database>,
  name: Name,
): Promise<SettingGroup<Name>> {
  const row = await db
    .selectFrom('setting_group')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return readSettingGroup(name, row ? (JSON.parse(row.value) as unknown) : {});
}

/** The trust's name from the settings in `lang` (the other language's when empty), else undefined. */
export async function institutionName(db: Kysely<Database>, lang: Lang): Promise<string | undefined> {
  const identity = await readOneSettingGroup(db, 'identity');
  const [en, ne] = [identity.institution_name_en.trim(), identity.institution_name_ne.trim()];
  return (lang === 'ne' ? ne || en : en || ne) || undefined;
}
