// Sign-in throttling, stored in the database so every app server sees the same counts:
// - an account (the e-mail as typed, known or not) is locked for LOCK_MINUTES after ACCOUNT_FAILURES
//   failures in a row within the window;
// - an address is refused after IP_FAILURES failures within the window, whatever the accounts.
// Wrong authenticator codes count towards the address rule; per account, better-auth's two-factor plugin
// locks the account's codes itself after repeated failures.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export const WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;
export const ACCOUNT_FAILURES = 5;
export const IP_FAILURES = 30;

export type ThrottleVerdict =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; reason: 'account' | 'ip' };

const minutesAgo = (now: number, minutes: number) => new Date(now - minutes * 60_000).toISOString();

export async function checkSignInThrottle(
  db: Kysely<Database>,
  emailKey: string | null,
  ip: string,
  now = Date.now(),
): Promise<ThrottleVerdict> {
  if (emailKey !== null) {
    const verdict = await checkAccount(db, emailKey, now);
    if (!verdict.allowed) return verdict;
  }
  const ipFailures = await db
    .selectFrom('sign_in_attempt')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('ip', '=', ip)
    .where('succeeded', '=', 0)
    .where('at', '>', minutesAgo(now, WINDOW_MINUTES))
    .executeTakeFirstOrThrow();
  if (Number(ipFailures.count) >= IP_FAILURES) {
    return { allowed: false, retryAfterSeconds: WINDOW_MINUTES * 60, reason: 'ip' };
  }
  return { allowed: true };
}

async function checkAccount(db: Kysely<Database>, emailKey: string, now: number): Promise<ThrottleVerdict> {
  const since = minutesAgo(now, Math.max(WINDOW_MINUTES, LOCK_MINUTES));
  const lastSuccess = await db
    .selectFrom('sign_in_attempt')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('email_key', '=', emailKey)
    .where('succeeded', '=', 1)
    .executeTakeFirst();
  const accountFailures = await db
    .selectFrom('sign_in_attempt')
    .select('at')
    .where('email_key', '=', emailKey)
    .where('succeeded', '=', 0)
    .where('at', '>', lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since)
    .orderBy('at', 'desc')
    .limit(ACCOUNT_FAILURES)
    .execute();
  if (accountFailures.length >= ACCOUNT_FAILURES) {
    const lockedUntil = Date.parse(accountFailures[0]!.at) + LOCK_MINUTES * 60_000;
    if (lockedUntil > now) {
      return { allowed: false, retryAfterSeconds: Math.ceil((lockedUntil - now) / 1000), reason: 'account' };
    }
  }
  return { allowed: true };
}

/** Records an attempt; true when this failure is the one that locks the account. */
export async function recordSignInAttempt(
  db: Kysely<Database>,
  attempt: { emailKey: string; ip: string; succeeded: boolean },
  now = Date.now(),
): Promise<boolean> {
  await db
    .insertInto('sign_in_attempt')
    .values({
      email_key: attempt.emailKey,
      ip: attempt.ip,
      succeeded: attempt.succeeded ? 1 : 0,
      at: new Date(now).toISOString(),
    })
    .execute();
  if (attempt.succeeded) return false;
  return !(await checkAccount(db, attempt.emailKey, now)).allowed;
}

/** Attempts older than a day are no longer needed by any rule. */
export async function pruneSignInAttempts(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('sign_in_attempt')
    .where('at', '<', minutesAgo(now, 24 * 60))
    .execute();
}
