// Staff account rows (better-auth's auth_user, with the project's role, branch and disabled columns) and
// their sessions: Kysely queries only; the rules are in accounts.ts.
import type { Kysely } from 'kysely';
import { grantsByAccount, grantsOf } from '#server/auth/grants.ts';
import { toStaffMember } from '#server/auth/staff.ts';
import { authFlag } from '#server/db/dialect-helpers.ts';
import type { Database } from '#server/db/schema.ts';
import type { StaffMember } from '#shared/contract/admin/staff.ts';

type Db = Kysely<Database>;
/** The columns of an account a staff change may write. */
export type AccountChanges = Partial<Pick<StaffMember, 'role' | 'branchId' | 'name' | 'disabled'>>;

const memberOf = (row: unknown, grants: StaffMember['grants'] = []) =>
  toStaffMember(row as Record<string, unknown>, grants);

/** Every account with its grants, by name (a staff of tens: the list's filters work on this). */
export async function listMembers(db: Db): Promise<StaffMember[]> {
  const [rows, grants] = await Promise.all([
    db.selectFrom('auth_user').selectAll().orderBy('name').execute(),
    grantsByAccount(db),
  ]);
  return rows.map((row) => memberOf(row, grants.get(row.id)));
}

export async function findMember(db: Db, id: string): Promise<StaffMember | undefined> {
  const row = await db.selectFrom('auth_user').selectAll().where('id', '=', id).executeTakeFirst();
  return row && memberOf(row, await grantsOf(db, id));
}

export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  return !!(await db.selectFrom('auth_user').select('id').where('email', '=', email).executeTakeFirst());
}

export async function branchExists(db: Db, branchId: number): Promise<boolean> {
  return !!(await db.selectFrom('branch').select('id').where('id', '=', branchId).executeTakeFirst());
}

/** Writes only the columns given: a change of one field never rewrites another. */
export async function updateMember(db: Db, id: string, changes: AccountChanges): Promise<void> {
  await db
    .updateTable('auth_user')
    .set({
      ...(changes.role !== undefined ? { role: changes.role } : {}),
      ...(changes.branchId !== undefined ? { branchId: changes.branchId } : {}),
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.disabled !== undefined ? { disabled: authFlag(db, changes.disabled) } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}
