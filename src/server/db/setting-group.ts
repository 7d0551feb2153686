// One group of site settings read from its row (shared/contract/settings.ts): the site module's forms and
// answers, and the server's own uses of a setting (the authenticator label: auth/site-name.ts).
import type { Kysely } from 'kysely';
import { readSettingGroup, type SettingGroup, type SettingGroupName } from '#shared/contract/settings.ts';
import type { Database } from './schema.ts';

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
