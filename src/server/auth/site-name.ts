// The site's name as staff know it (settings group `identity`), for what the staff area labels with it:
// the authenticator app's entry (the TOTP issuer). Issue 29: "Sampada" meant nothing to the office.
import type { Kysely } from 'kysely';
import { readOneSettingGroup } from '#server/db/setting-group.ts';
import type { Database } from '#server/db/schema.ts';
import type { Lang } from '#shared/i18n/languages.ts';

/** Until the name is set (a new site): the product's name, as before. */
export const DEFAULT_ISSUER = 'Sampada';

/** The institution's name in this language, else in the other, else the product's name. */
export async function siteNameFor(db: Kysely<Database>, lang: Lang): Promise<string> {
  const identity = await readOneSettingGroup(db, 'identity');
  const [first, second] =
    lang === 'ne'
      ? [identity.institution_name_ne, identity.institution_name_en]
      : [identity.institution_name_en, identity.institution_name_ne];
  // A colon would split the authenticator's "issuer:account" label.
  return (first.trim() || second.trim() || DEFAULT_ISSUER).replaceAll(':', ' ');
}
