// better-auth on the project's own Kysely database (docs/decisions/020-staff-sign-in.md). Its tables come
// through the project's migrations (005), prefixed `auth_`; `auth-tables.test.ts` checks the library finds
// nothing left to create. Only the server calls it (`auth.api.*`): its HTTP handler is not mounted, so
// every sign-in passes through our throttling, audit log and error shape (modules/admin-session).
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { twoFactor } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isSqlite } from '../db/dialect-helpers.ts';
import { DEFAULT_ISSUER } from './site-name.ts';
import { passwordHasher, type PasswordHashCost } from './password-hash.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/contract/admin/staff.ts';

/** A staff session lasts 12 hours, renewed at most hourly while used; signed out after 12 idle hours. */
export const SESSION_SECONDS = 12 * 60 * 60;
/** One-time links to set a password (new accounts and resets made by an administrator). */
export const PASSWORD_LINK_SECONDS = 72 * 60 * 60;
const SESSION_COOKIE_PREFIX = 'sampada';

export interface AuthSettings {
  secret: string;
  publicUrl: string;
  /** `test`: cheap hashing for test runs only (password-hash.ts); env.ts refuses it in production. */
  passwordHashCost: PasswordHashCost;
}

function authOptions(db: Kysely<Database>, settings: AuthSettings) {
  const secure = new URL(settings.publicUrl).protocol === 'https:';
  return {
    appName: DEFAULT_ISSUER,
    database: { db, type: isSqlite(db) ? ('sqlite' as const) : ('postgres' as const) },
    secret: settings.secret,
    baseURL: settings.publicUrl,
    basePath: '/api/admin/auth',
    telemetry: { enabled: false },
    // Failed sign-ins are in the audit log; its own warnings would repeat them on the console.
    logger: { level: 'error' as const },
    // Its own per-IP limiter would count the server's calls, all from one address; ours (sign-in.ts) counts
    // per account and per visitor.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: PASSWORD_LINK_SECONDS,
      password: passwordHasher(settings.passwordHashCost),
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: 60 * 60, modelName: 'auth_session' },
    user: {
      modelName: 'auth_user',
      additionalFields: {
        role: { type: 'string', required: true, input: false },
        branchId: { type: 'number', required: false, input: false },
        disabled: { type: 'boolean', required: true, defaultValue: false, input: false },
      },
    },
    account: { modelName: 'auth_account' },
    verification: { modelName: 'auth_verification' },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: secure,
      // Strict: a cross-site request never carries the session (with the Origin check: origin-check.ts).
      defaultCookieAttributes: { sameSite: 'strict' as const, httpOnly: true, secure, path: '/' },
    },
    plugins: [
      twoFactor({
        // The default only: each setup passes the site's name (site-name.ts).
        issuer: DEFAULT_ISSUER,
        schema: { twoFactor: { modelName: 'auth_two_factor' } },
        // A trusted device would skip the second factor; staff sign in with it every time.
        trustDeviceMaxAge: 1,
      }),
    ],
  } satisfies BetterAuthOptions;
}

export function createAuth(db: Kysely<Database>, settings: AuthSettings) {
  return betterAuth(authOptions(db, settings));
}
export type Auth = ReturnType<typeof createAuth>;
