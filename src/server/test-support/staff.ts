// Staff accounts for API tests: made the way an administrator makes them (an account, then its password
// stored as better-auth stores it), signed in through the API, with real TOTP codes (otpauth, an
// implementation independent of better-auth's). The one-time link's own path has its tests
// (admin-session/password-link.test.ts and the set-password screens).
import type { InjectOptions } from 'fastify';
import { TOTP } from 'otpauth';
import { createStaffAccount } from '../auth/accounts.ts';
import type { StaffRole } from '#shared/contract/admin/staff.ts';
import type { TestApp } from './test-app.ts';

export const STAFF_PASSWORD = 'lamo-ra-gahro-pasword-2083';

export interface TestStaff {
  id: string;
  email: string;
  password: string;
  role: StaffRole;
  /** Signed-in cookie header. */
  cookie: string;
  /** The authenticator secret, when two-step sign-in is on. */
  totpSecret?: string;
}

let counter = 0;

export const totpCode = (secret: string, offset = 0) =>
  new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: Date.now() + offset * 30_000 });

/** Codes already signed in with, per secret: the server refuses a code used twice (a replay). */
const usedCodes = new Map<string, Set<string>>();

/**
 * An authenticator code this secret has not signed in with yet: the current one, else the next one
 * (the server accepts a code 30 s early or late), else the previous one while it still has a few
 * seconds to live; when all three were used, waits for the next period (at most twice).
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const used = usedCodes.get(secret) ?? new Set<string>();
  usedCodes.set(secret, used);
  for (let round = 0; round < 3; round++) {
    const leftInPeriod = 30_000 - (Date.now() % 30_000);
    const offsets = leftInPeriod > 5_000 ? [0, 1, -1] : [0, 1];
    const code = offsets.map((offset) => totpCode(secret, offset)).find((candidate) => !used.has(candidate));
    if (code) {
      used.add(code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, leftInPeriod + 100));
  }
  throw new Error('no unused authenticator code');
}

/** Headers a browser sends with a staff write: the session cookie and this site's Origin. */
export function staffHeaders(t: TestApp, cookie: string): Record<string, string> {
  return { cookie, origin: t.config.PUBLIC_URL };
}

/** The cookie header for the Set-Cookie headers of an answer (the values of the cookies set). */
export function cookieHeader(setCookie: string | string[] | undefined, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0]!, pair] as const),
  );
  for (const line of [setCookie ?? []].flat()) {
    const pair = line.split(';')[0]!;
    const [name, value] = [pair.split('=')[0]!, pair.slice(pair.indexOf('=') + 1)];
    if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

export async function signIn(
  t: TestApp,
  email: string,
  password: string,
  totpSecret?: string,
): Promise<string> {
  const first = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { origin: t.config.PUBLIC_URL },
    payload: { email, password },
  });
  if (first.statusCode !== 200) throw new Error(`sign-in failed: ${first.statusCode} ${first.body}`);
  let cookie = cookieHeader(first.headers['set-cookie']);
  if (first.json().next === 'two_factor') {
    if (!totpSecret) throw new Error('a code is asked for, but this account has no secret here');
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session/two-factor',
      headers: staffHeaders(t, cookie),
      payload: { code: await freshTotpCode(totpSecret) },
    });
    if (second.statusCode !== 200) throw new Error(`code refused: ${second.statusCode} ${second.body}`);
    cookie = cookieHeader(second.headers['set-cookie'], cookie);
  }
  return cookie;
}

/** Turns two-step sign-in on for a signed-in account; answers the secret. */
export async function enableTwoFactor(
  t: TestApp,
  cookie: string,
  password: string,
): Promise<{ secret: string; backupCodes: string[]; cookie: string }> {
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/admin/me/two-factor',
    headers: staffHeaders(t, cookie),
    payload: { password },
  });
  if (setup.statusCode !== 200) throw new Error(`two-factor setup: ${setup.statusCode} ${setup.body}`);
  const secret = setup.json().data.secret as string;
  const backupCodes = setup.json().data.backupCodes as string[];
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/admin/me/two-factor/confirm',
    headers: staffHeaders(t, cookie),
    payload: { code: totpCode(secret) },
  });
  if (confirm.statusCode !== 200)
    throw new Error(`two-factor confirm: ${confirm.statusCode} ${confirm.body}`);
  return { secret, backupCodes, cookie: cookieHeader(confirm.headers['set-cookie'], cookie) };
}

/**
 * STAFF_PASSWORD hashed once per test worker and cost by the app's own hasher. Setting it through the
 * one-time link cost a scrypt hash and a request per account: nearly a third of `test:unit` (ADR 017).
 * Most apps hash at the test cost (test-app.ts); the production-mode website app (seeded-website-app.ts)
 * cannot verify such a hash, hence one per cost.
 */
const staffPasswordHashes = new Map<string, Promise<string>>();

/** The credential account better-auth's reset-password makes for an account without one. */
async function storeStaffPassword(t: TestApp, userId: string) {
  const context = await t.app.auth.$context;
  const cost = t.config.PASSWORD_HASH_COST;
  let hash = staffPasswordHashes.get(cost);
  if (!hash) {
    hash = context.password.hash(STAFF_PASSWORD);
    staffPasswordHashes.set(cost, hash);
  }
  await context.internalAdapter.createAccount({
    userId,
    providerId: 'credential',
    accountId: userId,
    password: await hash,
  });
}

/** A signed-in staff member of this role (administrators with two-step sign-in on, as they must). */
export async function createStaff(
  t: TestApp,
  role: StaffRole,
  options: { branchId?: number | null; email?: string; twoFactor?: boolean } = {},
): Promise<TestStaff> {
  counter += 1;
  const email = options.email ?? `${role.replace('_', '-')}-${counter}@guthi.example`;
  const member = await createStaffAccount(t.app.auth, {
    email,
    name: `${role} ${counter}`,
    role,
    branchId: options.branchId ?? null,
  });
  await storeStaffPassword(t, member.id);
  let cookie = await signIn(t, email, STAFF_PASSWORD);
  let totpSecret: string | undefined;
  if (options.twoFactor ?? role === 'admin') {
    const enabled = await enableTwoFactor(t, cookie, STAFF_PASSWORD);
    totpSecret = enabled.secret;
    cookie = await signIn(t, email, STAFF_PASSWORD, totpSecret);
  }
  return { id: member.id, email, password: STAFF_PASSWORD, role, cookie, totpSecret };
}

/** An inject with a staff member's cookie and this site's Origin. */
export function asStaff(t: TestApp, staff: Pick<TestStaff, 'cookie'>, options: InjectOptions) {
  return t.app.inject({
    ...options,
    headers: { ...staffHeaders(t, staff.cookie), ...(options.headers ?? {}) },
  });
}
