// Staff accounts, managed by administrators (there is no mail server: a new account and a reset yield a
// one-time link to set the password, which the administrator passes on).
import { z } from 'zod';
import { idNumber, listResponse } from '../common.ts';
import { grantablePermission, staffMember, staffRole } from './staff.ts';

/** A branch as a form sends it: '' (none) or null become null. */
const branchValue = z
  .union([z.literal(''), z.null(), idNumber('validation.branch_unknown'), z.number().int().positive()])
  .transform((value) => (value === '' ? null : value));

/** A new account: no branch sent means every branch (null). */
const newAccountBranch = branchValue.optional().transform((value) => value ?? null);

/**
 * A change: no branch sent stays `undefined` ("not sent", keep the branch as it is); only an explicit
 * '' or null clears it. A default here would wipe a branch editor's or officer's branch on every other
 * change (disabling, enabling, renaming).
 */
const changedBranch = branchValue.optional();

export const createStaffBody = z.object({
  email: z
    .string({ error: 'validation.email_invalid' })
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: 'validation.email_invalid' })),
  name: z
    .string({ error: 'validation.name_required' })
    .trim()
    .min(1, { error: 'validation.name_required' })
    .max(120, { error: 'validation.too_long' }),
  role: staffRole,
  branchId: newAccountBranch,
});
export type CreateStaffBody = z.output<typeof createStaffBody>;

export const updateStaffBody = z.object({
  role: staffRole.optional(),
  branchId: changedBranch,
  disabled: z.boolean().optional(),
  name: z.string().trim().min(1).max(120).optional(),
  /** The account's grants, all of them (ADR 040): [] takes every grant away. */
  grants: z.array(grantablePermission, { error: 'validation.grant_invalid' }).max(10).optional(),
});
export type UpdateStaffBody = z.output<typeof updateStaffBody>;

/** Days without a sign-in after which an account counts as unused (the list's filter). */
export const UNUSED_AFTER_DAYS = 90;

/** GET /admin/users: a search in names and addresses, and "not signed in for 90 days". */
export const staffListQuery = z.object({
  q: z.string().trim().max(120).optional(),
  unused: z
    .enum(['', '0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
export type StaffListQuery = z.output<typeof staffListQuery>;

export const staffListResponse = listResponse(staffMember);

/** A one-time link to set a password, valid for `expiresInHours`. */
export const passwordLinkResponse = z.object({
  data: z.object({ user: staffMember, link: z.string(), expiresAt: z.string() }),
});
