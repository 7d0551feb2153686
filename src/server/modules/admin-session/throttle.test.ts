// Sign-in throttling under concurrency and one-time authenticator codes (issue 23): guesses sent at once
// are counted before any password is hashed, so the lock holds; a code is refused the second time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import {
  cookieHeader,
  createStaff,
  freshTotpCode,
  STAFF_PASSWORD,
  type TestStaff,
} from '#server/test-support/staff.ts';
import { ACCOUNT_FAILURES, IP_FAILURES } from './throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { origin: t.config.PUBLIC_URL, ...headers },
  });

describe('sign-in throttling under concurrency', () => {
  it('30 sign-ins at once (29 wrong, the right one last): the right one does not get in, and no more than the limit is counted', async () => {
    const victim = await createStaff(t, 'editor');
    const passwords = [...Array.from({ length: 29 }, (_, i) => `wrong-guess-${i}-password`), STAFF_PASSWORD];
    const answers = await Promise.all(
      passwords.map((password) =>
        post('/api/admin/session', { email: victim.email, password }, {}, '10.0.0.7'),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses).not.toContain(200);
    // Only the limit's worth of guesses went as far as a password check; every other one was refused
    // before it (and a checked one that found the account locked by then says so).
    expect(statuses.filter((status) => status === 401).length).toBeLessThan(ACCOUNT_FAILURES);
    expect(statuses.filter((status) => status === 401 || status === 429).length).toBe(30);
    const failures = await t.db
      .selectFrom('sign_in_attempt')
      .select('id')
      .where('email_key', '=', victim.email)
      .where('succeeded', '=', 0)
      .execute();
    expect(failures.length).toBe(ACCOUNT_FAILURES);
    // The right password, sent alone afterwards, is refused too: the account is locked.
    const later = await post('/api/admin/session', { email: victim.email, password: STAFF_PASSWORD });
    expect(later.statusCode).toBe(429);
    expect(later.json().message).toBe(translate('ne', 'api.sign_in_locked', { minutes: '१५' }));
  });

  it('guesses at many accounts at once from one address stop at the address limit', async () => {
    // 27 failures already recorded for the address; 10 more guesses at 10 accounts, all at once.
    const at = new Date().toISOString();
    await t.db
      .insertInto('sign_in_attempt')
      .values(
        Array.from({ length: IP_FAILURES - 3 }, (_, i) => ({
          email_key: `earlier-${i}@guthi.example`,
          ip: '10.0.0.8',
          succeeded: 0,
          at,
        })),
      )
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(
          '/api/admin/session',
          { email: `guess-${i}@guthi.example`, password: 'not-a-password' },
          {},
          '10.0.0.8',
        ),
      ),
    );
    const counted = await t.db
      .selectFrom('sign_in_attempt')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('ip', '=', '10.0.0.8')
      .executeTakeFirstOrThrow();
    expect(Number(counted.count)).toBe(IP_FAILURES);
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBe(3);
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBe(7);
  });
});

describe('authenticator codes work once', () => {
  let officer: TestStaff;
  let second: TestStaff;
  beforeAll(async () => {
    officer = await createStaff(t, 'case_officer', { twoFactor: true });
    second = await createStaff(t, 'editor', { twoFactor: true });
  });

  const passwordStep = async (staff = officer) => {
    const first = await post('/api/admin/session', { email: staff.email, password: STAFF_PASSWORD });
    expect(first.json().next).toBe('two_factor');
    return cookieHeader(first.headers['set-cookie']);
  };

  it('refuses a code already used to sign in, and makes no session for it', async () => {
    const code = await freshTotpCode(officer.totpSecret!);
    const used = await post('/api/admin/session/two-factor', { code }, { cookie: await passwordStep() });
    expect(used.statusCode).toBe(200);
    const sessionsBefore = await t.db
      .selectFrom('auth_session')
      .select('id')
      .where('userId', '=', officer.id)
      .execute();
    const replay = await post('/api/admin/session/two-factor', { code }, { cookie: await passwordStep() });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(translate('ne', 'api.code_used'));
    expect(String(replay.headers['set-cookie'] ?? '')).not.toContain('session_token=');
    const sessionsAfter = await t.db
      .selectFrom('auth_session')
      .select('id')
      .where('userId', '=', officer.id)
      .execute();
    expect(sessionsAfter.length).toBe(sessionsBefore.length);
    // A fresh code still works.
    const fresh = await post(
      '/api/admin/session/two-factor',
      { code: await freshTotpCode(officer.totpSecret!) },
      { cookie: await passwordStep() },
    );
    expect(fresh.statusCode).toBe(200);
  });

  it('lets only one of two sign-ins sent at once with the same code through', async () => {
    const code = await freshTotpCode(second.totpSecret!);
    const cookies = [await passwordStep(second), await passwordStep(second)];
    const answers = await Promise.all(
      cookies.map((cookie) => post('/api/admin/session/two-factor', { code }, { cookie })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });
});
