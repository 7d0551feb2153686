// Sign-in throttling, stored in the database so every app server sees the same counts:
// - an account (the e-mail as typed, known or not) is locked for LOCK_MINUTES after ACCOUNT_FAILURES
//   failures in a row within the window;
// - an address is refused after IP_FAILURES failures within the window, whatever the accounts.
// Wrong authenticator codes count towards the address rule; per account, better-auth's two-factor plugin
// locks the account's codes itself after repeated failures.
//
// An attempt is counted before its password is hashed, as a failure, and turned into a success only once
// the password proved right. Checking the counts and counting the attempt happen under one lock
// (`exclusively`), so N guesses sent at once can never pass the limit: the sixth finds five counted.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { isSqlite } from '#server/db/dialect-helpers.ts';

const WINDOW_MINUTES = 15;
const LOCK_MINUTES = 15;
export const ACCOUNT_FAILURES = 5;
export const IP_FAILURES = 30;
/** A used authenticator code is refused for this long: longer than the ±30 s a code is accepted. */
const USED_CODE_SECONDS = 120;

export type ThrottleVerdict =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; reason: 'account' | 'ip' };
/** An attempt let through and counted (as a failure until `attemptSucceeded`), or refused. */
export type AttemptClaim =
  { allowed: true; attemptId: number } | Extract<ThrottleVerdict, { allowed: false }>;

type Db = Kysely<Database> | Transaction<Database>;

const minutesAgo = (now: number, minutes: number) => new Date(now - minutes * 60_000).toISOString();

/**
 * Runs `work` alone among all sign-in bookkeeping: in one transaction that first takes a
 * transaction-level advisory lock on PostgreSQL (and PGlite); SQLite's single connection already
 * runs one transaction at a time. The work is a few short queries, never a password hash.
 */
async function exclusively<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>) {
  return db.transaction().execute(async (trx) => {
    if (!isSqlite(trx)) await sql`SELECT pg_advisory_xact_lock(2023052301)`.execute(trx);
    return work(trx);
  });
}

async function checkIp(db: Db, ip: string, now: number): Promise<ThrottleVerdict> {
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

async function checkAccount(db: Db, emailKey: string, now: number): Promise<ThrottleVerdict> {
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

/**
 * Checks the limits and, when the attempt may go on, counts it as a failure, in one step under the lock.
 * `account: false` (a two-step code, whose account is not known yet) applies the address rule only.
 */
export async function beginSignInAttempt(
  db: Kysely<Database>,
  attempt: { emailKey: string; ip: string; account: boolean },
  now = Date.now(),
): Promise<AttemptClaim> {
  return exclusively(db, async (trx) => {
    if (attempt.account) {
      const verdict = await checkAccount(trx, attempt.emailKey, now);
      if (!verdict.allowed) return verdict;
    }
    const verdict = await checkIp(trx, attempt.ip, now);
    if (!verdict.allowed) return verdict;
    const row = await trx
      .insertInto('sign_in_attempt')
      .values({ email_key: attempt.emailKey, ip: attempt.ip, succeeded: 0, at: new Date(now).toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { allowed: true as const, attemptId: Number(row.id) };
  });
}

/** The attempt proved right: it stops counting as a failure (and ends the run of failures). */
export async function attemptSucceeded(db: Kysely<Database>, attemptId: number): Promise<void> {
  await db.updateTable('sign_in_attempt').set({ succeeded: 1 }).where('id', '=', attemptId).execute();
}

/** After a failed attempt: whether the account is now locked, and for how many seconds. */
export async function accountLock(db: Kysely<Database>, emailKey: string, now = Date.now()) {
  const verdict = await checkAccount(db, emailKey, now);
  return verdict.allowed ? null : verdict.retryAfterSeconds;
}

/**
 * Records that an account used an authenticator code; false when it was already used in the last
 * USED_CODE_SECONDS (a replay). Under the same lock, so two requests with one code cannot both pass.
 * Stored as a succeeded "attempt" under a key of its own, which no throttling rule counts.
 */
export async function claimAuthenticatorCode(
  db: Kysely<Database>,
  claim: { userId: string; code: string; ip: string },
  now = Date.now(),
): Promise<boolean> {
  const key = `(code used):${claim.userId}:${claim.code}`;
  return exclusively(db, async (trx) => {
    const used = await trx
      .selectFrom('sign_in_attempt')
      .select('id')
      .where('email_key', '=', key)
      .where('at', '>', new Date(now - USED_CODE_SECONDS * 1000).toISOString())
      .executeTakeFirst();
    if (used) return false;
    await trx
      .insertInto('sign_in_attempt')
      .values({ email_key: key, ip: claim.ip, succeeded: 1, at: new Date(now).toISOString() })
      .execute();
    return true;
  });
}

/** Attempts older than a day are no longer needed by any rule. */
export async function pruneSignInAttempts(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('sign_in_attempt')
    .where('at', '<', minutesAgo(now, 24 * 60))
    .execute();
}
