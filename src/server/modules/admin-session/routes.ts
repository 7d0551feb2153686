// Staff sign-in and one's own account, under /api/admin (docs/staff-roles.md):
//   POST   /admin/session              e-mail and password; answers `next: two_factor` when a code is due
//   POST   /admin/session/two-factor   the authenticator code that completes a sign-in
//   DELETE /admin/session              sign out (this browser)
//   POST   /admin/session/everywhere   sign out every session of one's account
//   GET    /admin/me                   who is signed in, with their permissions
//   POST   /admin/me/two-factor        start setting up the authenticator app (password again)
//   POST   /admin/me/two-factor/confirm  the first code, which switches two-step sign-in on
//   POST   /admin/me/two-factor/backup-codes  new backup codes (password again)
//   POST   /admin/me/password          change one's password
//   POST   /admin/password             set a password from a one-time link (signed out)
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderSVG } from 'uqr';
import { record } from '../../audit/record.ts';
import { isCommonPassword } from '../../auth/passwords.ts';
import { currentStaff, requirePermission, staffOf, truthy, webHeaders } from '../../auth/staff.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ApiInstance } from '../../plugins/zod.ts';
import {
  BACKUP_CODE,
  backupCodesResponse,
  changePasswordBody,
  meResponse,
  okResponse,
  passwordOnlyBody,
  rolePermissions,
  setPasswordBody,
  signInBody,
  signInCodeBody,
  signInResponse,
  totpCodeBody,
  twoFactorSetupResponse,
} from '../../../shared/contract/admin/staff.ts';
import { fromNepaliDigits, toNepaliDigits } from '../../../shared/calendar/digits.ts';
import { translate } from '../../../shared/i18n/index.ts';
import {
  accountLock,
  attemptSucceeded,
  beginSignInAttempt,
  claimAuthenticatorCode,
  pruneSignInAttempts,
} from './throttle.ts';

const tags = ['staff: sign-in'];
/** Wrong codes are recorded under this key: they count for the address, not for an account. */
const TWO_FACTOR_KEY = '(code)';

/** Passes better-auth's cookies (session, two-factor step, sign-out) on to the browser. */
function forwardCookies(from: Response, reply: FastifyReply): void {
  const cookies = from.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

const ok = (request: FastifyRequest, key: string) => ({ status: 200, message: translate(request.lang, key) });

/** Whether a password is this account's, at the cost of one hash either way. */
async function passwordIsRight(api: ApiInstance, userId: string, password: string): Promise<boolean> {
  const context = await api.auth.$context;
  const hash = (await context.internalAdapter.findCredentialAccount(userId))?.password;
  if (!hash) {
    await context.password.hash(password);
    return false;
  }
  return context.password.verify({ hash, password });
}

/** 429 with when to try again, in the staff member's language and digits. */
function refuseLocked(request: FastifyRequest, reply: FastifyReply, seconds: number): never {
  reply.header('retry-after', String(seconds));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  throw new HttpError(
    429,
    translate(request.lang, 'api.sign_in_locked', {
      minutes: request.lang === 'ne' ? toNepaliDigits(minutes) : minutes,
    }),
  );
}

function refusePassword(password: string): void {
  if (isCommonPassword(password))
    throw new HttpError(400, 'api.validation_failed', { password: 'api.password_common' });
}

export default async function adminSessionRoutes(api: ApiInstance) {
  const signInLimit = { ...api.writeRateLimit, max: Math.max(api.writeRateLimit.max, 30) };

  api.post(
    '/admin/session',
    {
      config: { rateLimit: signInLimit },
      schema: {
        summary: 'Sign in with e-mail and password',
        tags,
        body: signInBody,
        response: { 200: signInResponse },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // Counted before the password is hashed, atomically (throttle.ts): guesses sent at once cannot
      // pass the limit.
      const claim = await beginSignInAttempt(api.db, { emailKey: email, ip: request.ip, account: true });
      if (!claim.allowed) {
        await record(api.db, request, {
          action: 'sign_in.refused',
          entity: 'session',
          after: { email, reason: claim.reason },
          actor: { id: null, email },
        });
        refuseLocked(request, reply, claim.retryAfterSeconds);
      }
      const account = await api.db
        .selectFrom('auth_user')
        .select(['id', 'disabled'])
        .where('email', '=', email)
        .executeTakeFirst();
      // An unknown account goes through better-auth too, which hashes the password anyway; a disabled
      // one has its password checked here: every refusal takes as long, so timing does not tell which
      // accounts exist. Only someone who knows the password learns that the account is disabled.
      const disabled = account !== undefined && truthy(account.disabled);
      if (disabled) {
        if (await passwordIsRight(api, account!.id, password)) {
          await attemptSucceeded(api.db, claim.attemptId);
          await record(api.db, request, {
            action: 'sign_in.refused',
            entity: 'session',
            entityId: account!.id,
            after: { email, reason: 'disabled' },
            actor: { id: account!.id, email },
          });
          throw new HttpError(403, 'api.account_disabled');
        }
      }
      const response = disabled
        ? null
        : await api.auth.api.signInEmail({
            body: { email, password },
            headers: webHeaders(request),
            asResponse: true,
          });
      if (!response?.ok) {
        const lockedFor = await accountLock(api.db, email);
        await record(api.db, request, {
          action: lockedFor ? 'sign_in.locked' : 'sign_in.failed',
          entity: 'session',
          entityId: account?.id ?? null,
          after: { email, known: account !== undefined },
          actor: { id: account?.id ?? null, email },
        });
        if (lockedFor) refuseLocked(request, reply, lockedFor);
        // One message whether the account exists or not.
        throw new HttpError(401, 'api.sign_in_failed');
      }
      await attemptSucceeded(api.db, claim.attemptId);
      await pruneSignInAttempts(api.db);
      const answer = (await response.json()) as { twoFactorRedirect?: boolean };
      const next: 'two_factor' | 'done' = answer.twoFactorRedirect ? 'two_factor' : 'done';
      await record(api.db, request, {
        action: next === 'done' ? 'sign_in.succeeded' : 'sign_in.password_accepted',
        entity: 'session',
        entityId: account!.id,
        actor: { id: account!.id, email },
      });
      forwardCookies(response, reply);
      return { status: 200, next };
    },
  );

  api.post(
    '/admin/session/two-factor',
    {
      config: { rateLimit: signInLimit },
      schema: {
        summary: 'Complete a sign-in with an authenticator code or a backup code',
        tags,
        body: signInCodeBody,
        response: { 200: signInResponse },
      },
    },
    async (request, reply) => {
      const code = fromNepaliDigits(request.body.code);
      const backup = BACKUP_CODE.test(code);
      const claim = await beginSignInAttempt(api.db, {
        emailKey: TWO_FACTOR_KEY,
        ip: request.ip,
        account: false,
      });
      if (!claim.allowed) {
        reply.header('retry-after', String(claim.retryAfterSeconds));
        throw new HttpError(429, 'api.too_many_requests');
      }
      const headers = webHeaders(request);
      const response = backup
        ? await api.auth.api.verifyBackupCode({ body: { code }, headers, asResponse: true })
        : await api.auth.api.verifyTOTP({ body: { code }, headers, asResponse: true });
      if (!response.ok) {
        await record(api.db, request, {
          action: 'sign_in.code_failed',
          entity: 'session',
          actor: { id: null, email: null },
        });
        throw new HttpError(401, 'api.code_failed');
      }
      const answer = (await response.json()) as { token?: string; user?: { id: string; email: string } };
      const actor = { id: answer.user?.id ?? null, email: answer.user?.email ?? null };
      // A code works once: one seen again within its minute and a half (someone who watched it typed, a
      // second tab) is refused, and the session better-auth just made for it is ended unused.
      if (
        !backup &&
        !(await claimAuthenticatorCode(api.db, { userId: actor.id ?? '', code, ip: request.ip }))
      ) {
        if (answer.token) await api.db.deleteFrom('auth_session').where('token', '=', answer.token).execute();
        await record(api.db, request, {
          action: 'sign_in.code_replayed',
          entity: 'session',
          entityId: actor.id,
          actor,
        });
        throw new HttpError(401, 'api.code_used');
      }
      await attemptSucceeded(api.db, claim.attemptId);
      await record(api.db, request, {
        action: 'sign_in.succeeded',
        entity: 'session',
        entityId: actor.id,
        after: { twoFactor: backup ? 'backup code' : 'authenticator' },
        actor,
      });
      forwardCookies(response, reply);
      return { status: 200, next: 'done' as const };
    },
  );

  api.delete(
    '/admin/session',
    { schema: { summary: 'Sign out this browser', tags, response: { 200: okResponse } } },
    async (request, reply) => {
      const staff = await currentStaff(request);
      const response = await api.auth.api.signOut({ headers: webHeaders(request), asResponse: true });
      if (staff) await record(api.db, request, { action: 'sign_out', entity: 'session', entityId: staff.id });
      forwardCookies(response, reply);
      return ok(request, 'api.signed_out');
    },
  );

  api.post(
    '/admin/session/everywhere',
    {
      preValidation: requirePermission('account.self'),
      schema: { summary: 'Sign out every session of one’s account', tags, response: { 200: okResponse } },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const sessions = await api.db
        .deleteFrom('auth_session')
        .where('userId', '=', staff.id)
        .executeTakeFirst();
      await record(api.db, request, {
        action: 'sign_out.everywhere',
        entity: 'session',
        entityId: staff.id,
        after: { sessions: Number(sessions.numDeletedRows) },
      });
      const response = await api.auth.api.signOut({ headers: webHeaders(request), asResponse: true });
      forwardCookies(response, reply);
      return ok(request, 'api.signed_out');
    },
  );

  api.get(
    '/admin/me',
    {
      preValidation: requirePermission('account.self'),
      schema: { summary: 'The signed-in staff member', tags, response: { 200: meResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const staff = staffOf(request);
      const { sessionId: _session, scope: _scope, ...member } = staff;
      return { data: { ...member, permissions: [...rolePermissions[staff.role]] } };
    },
  );

  api.post(
    '/admin/me/two-factor',
    {
      preValidation: requirePermission('account.self'),
      schema: {
        summary: 'Start setting up an authenticator app',
        tags,
        body: passwordOnlyBody,
        response: { 200: twoFactorSetupResponse },
      },
    },
    async (request) => {
      const response = await api.auth.api.enableTwoFactor({
        body: { password: request.body.password },
        headers: webHeaders(request),
        asResponse: true,
      });
      if (!response.ok) throw new HttpError(400, 'api.validation_failed', { password: 'api.password_wrong' });
      const { totpURI, backupCodes } = (await response.json()) as { totpURI: string; backupCodes: string[] };
      const secret = new URL(totpURI).searchParams.get('secret') ?? '';
      await record(api.db, request, {
        action: 'two_factor.setup_started',
        entity: 'account',
        entityId: staffOf(request).id,
      });
      return { data: { totpUri: totpURI, secret, qrSvg: renderSVG(totpURI), backupCodes } };
    },
  );

  api.post(
    '/admin/me/two-factor/confirm',
    {
      preValidation: requirePermission('account.self'),
      schema: {
        summary: 'Switch two-step sign-in on with a first code',
        tags,
        body: totpCodeBody,
        response: { 200: okResponse },
      },
    },
    async (request, reply) => {
      const response = await api.auth.api.verifyTOTP({
        body: { code: fromNepaliDigits(request.body.code) },
        headers: webHeaders(request),
        asResponse: true,
      });
      if (!response.ok) throw new HttpError(400, 'api.validation_failed', { code: 'api.code_failed' });
      forwardCookies(response, reply);
      const staff = staffOf(request);
      await record(api.db, request, {
        action: 'two_factor.enabled',
        entity: 'account',
        entityId: staff.id,
        before: { twoFactorEnabled: staff.twoFactorEnabled },
        after: { twoFactorEnabled: true },
      });
      return ok(request, 'api.saved');
    },
  );

  api.post(
    '/admin/me/two-factor/backup-codes',
    {
      config: { rateLimit: signInLimit },
      preValidation: requirePermission('account.self'),
      schema: {
        summary: 'Make new backup codes (the old ones stop working)',
        tags,
        body: passwordOnlyBody,
        response: { 200: backupCodesResponse },
      },
    },
    async (request) => {
      if (!staffOf(request).twoFactorEnabled) throw new HttpError(409, 'api.two_factor_off');
      const response = await api.auth.api.generateBackupCodes({
        body: { password: request.body.password },
        headers: webHeaders(request),
        asResponse: true,
      });
      if (!response.ok) throw new HttpError(400, 'api.validation_failed', { password: 'api.password_wrong' });
      const { backupCodes } = (await response.json()) as { backupCodes: string[] };
      await record(api.db, request, {
        action: 'two_factor.backup_codes_renewed',
        entity: 'account',
        entityId: staffOf(request).id,
      });
      return { data: { backupCodes } };
    },
  );

  api.post(
    '/admin/me/password',
    {
      config: { rateLimit: signInLimit },
      preValidation: requirePermission('account.self'),
      schema: {
        summary: 'Change one’s password',
        tags,
        body: changePasswordBody,
        response: { 200: okResponse },
      },
    },
    async (request, reply) => {
      refusePassword(request.body.password);
      const response = await api.auth.api.changePassword({
        body: {
          currentPassword: request.body.currentPassword,
          newPassword: request.body.password,
          revokeOtherSessions: true,
        },
        headers: webHeaders(request),
        asResponse: true,
      });
      if (!response.ok)
        throw new HttpError(400, 'api.validation_failed', { currentPassword: 'api.password_wrong' });
      forwardCookies(response, reply);
      await record(api.db, request, {
        action: 'password.changed',
        entity: 'account',
        entityId: staffOf(request).id,
      });
      return ok(request, 'api.saved');
    },
  );

  api.post(
    '/admin/password',
    {
      config: { rateLimit: signInLimit },
      schema: {
        summary: 'Set a password from a one-time link',
        tags,
        body: setPasswordBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      refusePassword(request.body.password);
      const verification = await api.db
        .selectFrom('auth_verification')
        .select('value')
        .where('identifier', '=', `reset-password:${request.body.token}`)
        .executeTakeFirst();
      const response = await api.auth.api.resetPassword({
        body: { newPassword: request.body.password, token: request.body.token },
        asResponse: true,
      });
      if (!response.ok || !verification) throw new HttpError(400, 'api.password_link_invalid');
      await record(api.db, request, {
        action: 'password.set',
        entity: 'account',
        entityId: verification.value,
        actor: { id: verification.value, email: null },
      });
      return ok(request, 'api.saved');
    },
  );
}
