// Staff roles and what each may do (docs/staff-area.md). Permissions are data: the server checks them on
// every admin call (src/server/auth/require.ts); the staff area reads them to show only what a role can use.
import { z } from 'zod';

export const staffRoles = ['admin', 'editor', 'branch_editor', 'case_officer'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRole = z.enum(staffRoles, { error: 'validation.role_invalid' });

const permissionNames = [
  /** Create, change and disable staff accounts; make password links. */
  'accounts.manage',
  /** Site settings: every group but the head office's contact details and office hours. */
  'settings.manage',
  /** The head office's contact details and office hours (settings group `contact`); ADR 040. */
  'settings.contacts',
  /** Browse the audit log. */
  'audit.read',
  /** The mail outbox: what was sent, what waits and why; send a failed message again (never its text). */
  'mail.manage',
  /** Content: all of it, or one branch's (branch editors). */
  'content.edit',
  /** Complaints and contact messages: read, change status, note, assign, export, download attachments. */
  'cases.handle',
  /** Change one's own password and two-factor; every signed-in account. */
  'account.self',
] as const;
export type Permission = (typeof permissionNames)[number];

const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  admin: [
    'accounts.manage',
    'settings.manage',
    'settings.contacts',
    'audit.read',
    'mail.manage',
    'content.edit',
    'cases.handle',
    'account.self',
  ],
  editor: ['content.edit', 'account.self'],
  branch_editor: ['content.edit', 'account.self'],
  case_officer: ['cases.handle', 'account.self'],
};

/**
 * Permissions an administrator may give one account beyond its role (ADR 040), kept in `staff_grant`.
 * A grant adds exactly its permission: it widens nothing else (not a branch editor's branch either).
 */
export const grantablePermissions = ['settings.contacts'] as const satisfies readonly Permission[];
export type GrantablePermission = (typeof grantablePermissions)[number];
export const grantablePermission = z.enum(grantablePermissions, { error: 'validation.grant_invalid' });

/** Roles whose work is limited to their `branchId` when they have one (a branch editor always has one). */
const branchScopedRoles: readonly StaffRole[] = ['branch_editor', 'case_officer'];

/** Administrators must sign in with a second factor; others may choose to. */
export const twoFactorRequired = (role: StaffRole) => role === 'admin';

/** What a role allows, and what was given to this one account (`grants`, ADR 040). */
export function can(role: StaffRole, permission: Permission, grants: readonly string[] = []): boolean {
  // A role this version does not know (a row edited by hand, a role from a later version) grants
  // nothing: refused (403), never a 500 on every staff page. Neither does a grant to such an account.
  if (!Object.hasOwn(rolePermissions, role)) return false;
  return (
    rolePermissions[role].includes(permission) ||
    ((grantablePermissions as readonly string[]).includes(permission) && grants.includes(permission))
  );
}

/** Every permission of an account: its role's and its grants', each once. */
export function permissionsOf(role: StaffRole, grants: readonly string[] = []): Permission[] {
  return permissionNames.filter((permission) => can(role, permission, grants));
}

/** The branch a staff member's work is limited to, or null for every branch. */
export function branchScope(staff: { role: StaffRole; branchId: number | null }): number | null {
  return branchScopedRoles.includes(staff.role) ? staff.branchId : null;
}

export const staffMember = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  branchId: z.number().int().nullable(),
  twoFactorEnabled: z.boolean(),
  disabled: z.boolean(),
  /** Permissions given to this account beyond its role (ADR 040). */
  grants: z.array(grantablePermission),
  /** ISO time of the last completed sign-in; null: never signed in. */
  lastSignInAt: z.string().nullable(),
  /** When the account was made (ISO). */
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** GET /api/admin/me */
export const meResponse = z.object({
  data: staffMember.extend({
    permissions: z.array(z.enum(permissionNames)),
    /** An administrator without a second factor may only set one up. */
    mustSetUpTwoFactor: z.boolean(),
  }),
});
export type Me = z.infer<typeof meResponse>['data'];

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

const password = z
  .string({ error: 'validation.password_length' })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.password_length' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.password_length' });

export const signInBody = z.object({
  email: z
    .string({ error: 'validation.email_invalid' })
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: 'validation.email_invalid' })),
  password: z
    .string({ error: 'validation.password_required' })
    .min(1, { error: 'validation.password_required' })
    .max(PASSWORD_MAX_LENGTH, { error: 'validation.password_required' }),
});

const TOTP_CODE = /^[0-9०-९]{6}$/;
/** better-auth's backup codes: two groups of five letters and digits. */
export const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

export const totpCodeBody = z.object({
  code: z
    .string({ error: 'validation.code_invalid' })
    .trim()
    .regex(TOTP_CODE, { error: 'validation.code_invalid' }),
});
/** Completing a sign-in: an authenticator code, or one of the backup codes. */
export const signInCodeBody = z.object({
  code: z
    .string({ error: 'validation.code_invalid' })
    .trim()
    .refine((code) => TOTP_CODE.test(code) || BACKUP_CODE.test(code), { error: 'validation.code_invalid' }),
});

/** POST /api/admin/session: signed in, or a second factor is asked for next. */
export const signInResponse = z.object({ status: z.number().int(), next: z.enum(['done', 'two_factor']) });

export const setPasswordBody = z.object({ token: z.string().min(10).max(200), password });
export const changePasswordBody = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  password,
});
export const passwordOnlyBody = z.object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });

/** POST /api/admin/me/two-factor: the secret to add to an authenticator app, before it is confirmed. */
export const twoFactorSetupResponse = z.object({
  data: z.object({
    totpUri: z.string(),
    secret: z.string(),
    qrSvg: z.string(),
    backupCodes: z.array(z.string()),
  }),
});

/** POST /api/admin/me/two-factor/backup-codes: a new set of backup codes; the old ones stop working. */
export const backupCodesResponse = z.object({ data: z.object({ backupCodes: z.array(z.string()) }) });

export const okResponse = z.object({ status: z.number().int(), message: z.string() });
