// Staff accounts, managed by administrators (there is no mail server: a new account and a reset yield a
// one-time link to set the password, which the administrator passes on).
import { z } from 'zod';
import { idNumber, listResponse } from '../common.ts';
import { staffMember, staffRole } from './staff.ts';

const optionalBranch = z
  .union([z.literal(''), z.null(), idNumber('validation.branch_unknown'), z.number().int().positive()])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value));

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
  branchId: optionalBranch,
});
export type CreateStaffBody = z.output<typeof createStaffBody>;

export const updateStaffBody = z.object({
  role: staffRole.optional(),
  branchId: optionalBranch,
  disabled: z.boolean().optional(),
  name: z.string().trim().min(1).max(120).optional(),
});

export const staffListResponse = listResponse(staffMember);

/** A one-time link to set a password, valid for `expiresInHours`. */
export const passwordLinkResponse = z.object({
  data: z.object({ user: staffMember, link: z.string(), expiresAt: z.string() }),
});
