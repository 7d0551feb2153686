// The signed-in staff member of a request, and the permission check every /api/admin call makes.
// Sessions are better-auth's (auth.ts); a disabled account's sessions count as signed out.
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import {
  branchScope,
  can,
  twoFactorRequired,
  type GrantablePermission,
  type Permission,
  type StaffMember,
  type StaffRole,
} from '#shared/contract/admin/staff.ts';
import { HttpError } from '../http/http-error.ts';
import { createAuth, type Auth, type AuthSettings } from './auth.ts';
import { grantsOf } from './grants.ts';

export interface Staff extends StaffMember {
  sessionId: string;
  /** The branch this person's work is limited to; null: every branch. */
  scope: number | null;
  mustSetUpTwoFactor: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** Set by requirePermission on admin routes. */
    staff: Staff | null;
  }
}

/** A request's headers as a web Headers object, which better-auth's server calls read the cookie from. */
export function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  return headers;
}

export const truthy = (value: unknown) => value === true || value === 1 || value === '1';

/** A time better-auth keeps as a Date (PostgreSQL) or as text or a number (SQLite), as ISO text. */
function isoOf(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value : new Date(typeof value === 'number' ? value : String(value));
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** An auth_user row as the contract names it; its grants are another table's (grants.ts). */
export function toStaffMember(
  user: Record<string, unknown>,
  grants: GrantablePermission[] = [],
): StaffMember {
  return {
    id: String(user.id),
    email: String(user.email),
    name: String(user.name),
    role: user.role as StaffRole,
    branchId: user.branchId === null || user.branchId === undefined ? null : Number(user.branchId),
    twoFactorEnabled: truthy(user.twoFactorEnabled),
    disabled: truthy(user.disabled),
    grants,
    lastSignInAt: isoOf(user.lastSignInAt),
    createdAt: isoOf(user.createdAt) ?? new Date(0).toISOString(),
  };
}

export function registerStaffAuth(app: FastifyInstance, settings: AuthSettings) {
  app.decorate('auth', createAuth(app.db, settings));
  app.decorateRequest('staff', null);
}

/** The signed-in staff member, or null (no session, expired, or the account disabled). */
export async function currentStaff(request: FastifyRequest): Promise<Staff | null> {
  if (request.staff) return request.staff;
  if (!request.headers.cookie) return null;
  const session = await request.server.auth.api.getSession({ headers: webHeaders(request) });
  if (!session) return null;
  const user = session.user as unknown as Record<string, unknown>;
  if (truthy(user.disabled)) return null;
  const member = toStaffMember(user, await grantsOf(request.server.db, String(user.id)));
  request.staff = {
    ...member,
    sessionId: session.session.id,
    scope: branchScope(member),
    mustSetUpTwoFactor: twoFactorRequired(member.role) && !member.twoFactorEnabled,
  };
  return request.staff;
}

/**
 * A preValidation hook (before the body is validated, so a refused caller learns nothing of it): 401 when signed out, 403 when the role lacks the permission. An administrator without a
 * second factor may only set one up (`account.self`) until then.
 */
export function requirePermission(permission: Permission): preValidationAsyncHookHandler {
  return requirePermissionOf(() => permission);
}

/** The same check, for a route whose permission depends on what it is asked (a settings group's own). */
export function requirePermissionOf(
  permissionFor: (request: FastifyRequest) => Permission,
): preValidationAsyncHookHandler {
  return async (request) => {
    const permission = permissionFor(request);
    const staff = await currentStaff(request);
    if (!staff) throw new HttpError(401, 'api.unauthorized');
    if (staff.mustSetUpTwoFactor && permission !== 'account.self') {
      throw new HttpError(403, 'api.two_factor_required');
    }
    if (!can(staff.role, permission, staff.grants)) throw new HttpError(403, 'api.forbidden');
  };
}

/** The staff member a handler behind requirePermission serves. */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw new HttpError(401, 'api.unauthorized');
  return request.staff;
}
