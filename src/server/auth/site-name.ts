// The site's name as staff know it (settings group `identity`), for what the staff area labels with it:
// the authenticator app's entry (the TOTP issuer). Issue 29: "Sampada" meant nothing to the office.
import type { Kysely } from 'kysely';
import { institutionName } from '#server/db/read-models/setting-groups.ts';
import type { Database } from '#server/db/schema.ts';
import type { Lang } from '#shared/i18n/languages.ts';

/** Until the name is set (a new site): the product's name, as before. */
export const DEFAULT_ISSUER = 'Sampada';

/** The institution's name in this language, else in the other, else the product's name. */
export async function siteNameFor(db: Kysely<Database>, lang: Lang): Promise<string> {
  // A colon would split the authenticator's "issuer:account" label.
  return ((await institutionName(db, lang)) ?? DEFAULT_ISSUER).replaceAll(':', ' ');
}
