// Permissions an administrator gives one account beyond its role (ADR 040), one row each in staff_grant,
// and the account's last sign-in: the project's own additions to better-auth's accounts.
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { grantablePermissions, type GrantablePermission } from '#shared/contract/admin/staff.ts';

type Db = Kysely<Database>;

const known = (permission: string): permission is GrantablePermission =>
  (grantablePermissions as readonly string[]).includes(permission);

/** One account's grants; a permission this version no longer grants is left out, never an error. */
export async function grantsOf(db: Db, userId: string): Promise<GrantablePermission[]> {
  const rows = await db
    .selectFrom('staff_grant')
    .select('permission')
    .where('user_id', '=', userId)
    .orderBy('permission')
    .execute();
  return rows.map((row) => row.permission).filter(known);
}

/** Every account's grants, by account id (the accounts list). */
export async function grantsByAccount(db: Db): Promise<Map<string, GrantablePermission[]>> {
  const rows = await db
    .selectFrom('staff_grant')
    .select(['user_id', 'permission'])
    .orderBy('permission')
    .execute();
  const byAccount = new Map<string, GrantablePermission[]>();
  for (const row of rows) {
    if (!known(row.permission)) continue;
    byAccount.set(row.user_id, [...(byAccount.get(row.user_id) ?? []), row.permission]);
  }
  return byAccount;
}

/** Replaces an account's grants with exactly these. */
export async function setGrants(
  db: Db,
  userId: string,
  grants: readonly GrantablePermission[],
): Promise<void> {
  await db.deleteFrom('staff_grant').where('user_id', '=', userId).execute();
  if (!grants.length) return;
  const grantedAt = new Date().toISOString();
  await db
    .insertInto('staff_grant')
    .values(
      [...new Set(grants)].map((permission) => ({ user_id: userId, permission, granted_at: grantedAt })),
    )
    .execute();
}

/** Kept when a sign-in completes (password alone, or the second factor after it). */
export async function noteSignIn(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('auth_user')
    .set({ lastSignInAt: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}
