// The rows sign-in and one's own account read and end besides what better-auth does itself: Kysely
// queries only (the sign-in throttle's own rows are in throttle.ts).
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';

type Db = Kysely<Database>;

/** The account an e-mail names, if any: its id and whether it is disabled. */
export async function accountByEmail(db: Db, email: string) {
  return db.selectFrom('auth_user').select(['id', 'disabled']).where('email', '=', email).executeTakeFirst();
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.deleteFrom('auth_session').where('token', '=', token).execute();
}

/** The account a one-time password link is for (better-auth's reset-password verification row). */
export async function passwordLinkAccount(db: Db, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('auth_verification')
    .select('value')
    .where('identifier', '=', `reset-password:${token}`)
    .executeTakeFirst();
  return row?.value;
}
