// The two steps of a staff sign-in (routes in session-routes.ts): e-mail and password, then, when two-step
// sign-in is on, an authenticator or backup code. Each attempt is counted first (throttle.ts) and each
// outcome is in the audit log.
import { noteSignIn } from '#server/auth/grants.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { record } from '#server/audit/record.ts';
import { truthy, webHeaders } from '#server/auth/staff.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { ApiInstance } from '#server/plugins/zod.ts';
import { BACKUP_CODE } from '#shared/contract/admin/staff.ts';
import { fromNepaliDigits, toNepaliDigits } from '#shared/calendar/digits.ts';
import { translate } from '#shared/i18n/index.ts';
import { forwardCookies } from './answers.ts';
import { accountByEmail, deleteSessionByToken } from './repo.ts';
import {
  accountLock,
  attemptSucceeded,
  beginSignInAttempt,
  claimAuthenticatorCode,
  pruneSignInAttempts,
} from './throttle.ts';

/** Wrong codes are recorded under this key: they count for the address, not for an account. */
const TWO_FACTOR_KEY = '(code)';

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

/** The first step: answers whether a code is due (`two_factor`) or the person is signed in (`done`). */
export async function signInWithPassword(
  api: ApiInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { email, password }: { email: string; password: string },
): Promise<{ status: number; next: 'two_factor' | 'done' }> {
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
  const account = await accountByEmail(api.db, email);
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
  // Signed in only once the second factor is given too (signInWithCode).
  if (next === 'done') await noteSignIn(api.db, account!.id);
  await record(api.db, request, {
    action: next === 'done' ? 'sign_in.succeeded' : 'sign_in.password_accepted',
    entity: 'session',
    entityId: account!.id,
    actor: { id: account!.id, email },
  });
  forwardCookies(response, reply);
  return { status: 200, next };
}

/** The second step: the code that completes a sign-in begun with the password. */
export async function signInWithCode(
  api: ApiInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  typed: string,
): Promise<{ status: number; next: 'done' }> {
  const code = fromNepaliDigits(typed);
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
  if (!backup && !(await claimAuthenticatorCode(api.db, { userId: actor.id ?? '', code, ip: request.ip }))) {
    if (answer.token) await deleteSessionByToken(api.db, answer.token);
    await record(api.db, request, {
      action: 'sign_in.code_replayed',
      entity: 'session',
      entityId: actor.id,
      actor,
    });
    throw new HttpError(401, 'api.code_used');
  }
  await attemptSucceeded(api.db, claim.attemptId);
  if (actor.id) await noteSignIn(api.db, actor.id);
  await record(api.db, request, {
    action: 'sign_in.succeeded',
    entity: 'session',
    entityId: actor.id,
    after: { twoFactor: backup ? 'backup code' : 'authenticator' },
    actor,
  });
  forwardCookies(response, reply);
  return { status: 200, next: 'done' };
}
