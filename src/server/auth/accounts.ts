import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { StaffMember } from '#shared/contract/admin/staff.ts';
import type { Auth } from './auth.ts';
import { toStaffMember } from './staff.ts';

/**
 * A new staff account without a password: its owner sets one through a one-time link
 * (password-links.ts). Used by the accounts API and by `npm run users -- create-admin`.
 */
export async function createStaffAccount(
  auth: Auth,
  body: { email: string; name: string; role: StaffMember['role']; branchId: number | null },
): Promise<StaffMember> {
  const context = await auth.$context;
  const user = await context.internalAdapter.createUser(
    {
      email: body.email,
      name: body.name,
      emailVerified: true,
      role: body.role,
      branchId: body.branchId,
      disabled: false,
    },
    { method: 'admin' },
  );
  return toStaffMember(user as unknown as Record<string, unknown>);
}

/** Ends every session of an account (signing out everywhere, a disabled account); answers how many. */
export async function deleteSessionsOf(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db.deleteFrom('auth_session').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
