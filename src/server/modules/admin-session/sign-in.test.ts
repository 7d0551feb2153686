import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import {
  asStaff,
  cookieHeader,
  enableTwoFactor,
  freshTotpCode,
  createStaff,
  signIn,
  STAFF_PASSWORD,
  totpCode,
  type TestStaff,
} from '#server/test-support/staff.ts';
import { ACCOUNT_FAILURES } from './throttle.ts';

let t: TestApp;
let admin: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, 'admin');
});
afterAll(() => t.close());

/** better-auth's table is not in the project's typed schema. */
const storedBackupCodes = async (userId: string) =>
  (
    await sql<{
      backupCodes: string;
    }>`SELECT "backupCodes" FROM auth_two_factor WHERE "userId" = ${userId}`.execute(t.db)
  ).rows[0]?.backupCodes;

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { origin: t.config.PUBLIC_URL, ...headers } });

describe('staff sign-in', () => {
  it('signs an administrator in with password and code; /me answers who it is', async () => {
    const me = await asStaff(t, admin, { method: 'GET', url: '/api/admin/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      email: admin.email,
      role: 'admin',
      twoFactorEnabled: true,
      mustSetUpTwoFactor: false,
    });
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers['x-robots-tag']).toContain('noindex');
  });

  it('sets an HttpOnly, SameSite=Strict session cookie', async () => {
    const response = await post('/api/admin/session', { email: admin.email, password: STAFF_PASSWORD });
    expect(response.json()).toEqual({ status: 200, next: 'two_factor' });
    const session = await post(
      '/api/admin/session/two-factor',
      { code: await freshTotpCode(admin.totpSecret!) },
      {
        cookie: [response.headers['set-cookie']]
          .flat()
          .map((c) => String(c).split(';')[0])
          .join('; '),
      },
    );
    expect(session.statusCode).toBe(200);
    const cookie = [session.headers['set-cookie']].flat().find((c) => String(c).includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
  });

  it('marks the session cookie Secure (and __Secure-) when the site is served over https', async () => {
    const secure = await createTestApp({ seed: false, env: { PUBLIC_URL: 'https://guthi.example' } });
    try {
      const member = await createStaff(secure, 'editor');
      expect(member.cookie).toMatch(/^__Secure-sampada\.session_token=/);
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        headers: { origin: 'https://guthi.example' },
        payload: { email: member.email, password: STAFF_PASSWORD },
      });
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure/i);
    } finally {
      await secure.close();
    }
  });

  it('answers the same 401 for an unknown account and a wrong password', async () => {
    const unknown = await post('/api/admin/session', {
      email: 'nobody@guthi.example',
      password: 'whatever-it-is',
    });
    const wrong = await post('/api/admin/session', { email: admin.email, password: 'not-the-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('takes a backup code once, instead of an authenticator code', async () => {
    const officer = await createStaff(t, 'case_officer', { twoFactor: false });
    const { backupCodes } = await enableTwoFactor(t, officer.cookie, STAFF_PASSWORD);
    const useBackup = async () => {
      const first = await post('/api/admin/session', { email: officer.email, password: STAFF_PASSWORD });
      expect(first.json().next).toBe('two_factor');
      const cookie = cookieHeader(first.headers['set-cookie']);
      return post('/api/admin/session/two-factor', { code: backupCodes[0] }, { cookie });
    };
    const used = await useBackup();
    expect(used.statusCode).toBe(200);
    expect((await useBackup()).statusCode).toBe(401);
  });

  it('makes new backup codes on request (password again); the old ones stop working', async () => {
    const editor = await createStaff(t, 'editor', { twoFactor: true });
    const url = '/api/admin/me/two-factor/backup-codes';
    const wrong = await asStaff(t, editor, {
      method: 'POST',
      url,
      payload: { password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe(translate('ne', 'api.password_wrong'));
    const before = await storedBackupCodes(editor.id);
    const renewed = await asStaff(t, editor, { method: 'POST', url, payload: { password: STAFF_PASSWORD } });
    expect(renewed.statusCode).toBe(200);
    const codes = renewed.json().data.backupCodes as string[];
    expect(codes.length).toBeGreaterThanOrEqual(8);
    const after = await storedBackupCodes(editor.id);
    expect(after).not.toBe(before);
    const first = await post('/api/admin/session', { email: editor.email, password: STAFF_PASSWORD });
    const signedIn = await post(
      '/api/admin/session/two-factor',
      { code: codes[0] },
      { cookie: cookieHeader(first.headers['set-cookie']) },
    );
    expect(signedIn.statusCode).toBe(200);
    // Without two-step sign-in there is nothing to renew.
    const plain = await createStaff(t, 'editor');
    const refused = await asStaff(t, plain, { method: 'POST', url, payload: { password: STAFF_PASSWORD } });
    expect(refused.statusCode).toBe(409);
  });

  it('refuses a wrong code', async () => {
    const first = await post('/api/admin/session', { email: admin.email, password: STAFF_PASSWORD });
    const cookie = [first.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const wrong = await post(
      '/api/admin/session/two-factor',
      { code: totpCode(admin.totpSecret!, 40) },
      { cookie },
    );
    expect(wrong.statusCode).toBe(401);
  });

  it('locks an account after repeated failures, for the right password too, and logs it', async () => {
    const victim = await createStaff(t, 'editor');
    for (let i = 0; i < ACCOUNT_FAILURES - 1; i++) {
      expect(
        (await post('/api/admin/session', { email: victim.email, password: `wrong-${i}-password` }))
          .statusCode,
      ).toBe(401);
    }
    const locking = await post('/api/admin/session', {
      email: victim.email,
      password: 'wrong-last-password',
    });
    expect(locking.statusCode).toBe(429);
    expect(Number(locking.headers['retry-after'])).toBeGreaterThan(0);
    const right = await post('/api/admin/session', { email: victim.email, password: STAFF_PASSWORD });
    expect(right.statusCode).toBe(429);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_email', '=', victim.email)
      .execute();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['sign_in.failed', 'sign_in.locked', 'sign_in.refused']),
    );
  });

  it('makes an administrator without a second factor set one up before anything else', async () => {
    const fresh = await createStaff(t, 'admin', { twoFactor: false });
    expect(
      (await asStaff(t, fresh, { method: 'GET', url: '/api/admin/me' })).json().data.mustSetUpTwoFactor,
    ).toBe(true);
    const users = await asStaff(t, fresh, { method: 'GET', url: '/api/admin/users' });
    expect(users.statusCode).toBe(403);
    expect(users.json().message).toBe(translate('ne', 'api.two_factor_required'));
  });

  it('refuses a common password from a one-time link', async () => {
    const response = await post('/api/admin/password', { token: 'x'.repeat(20), password: 'password1234' });
    expect(response.statusCode).toBe(400);
    // In the visitor's language (Nepali unless asked otherwise), not as a message key.
    expect(response.json().errors.password).toBe(translate('ne', 'api.password_common'));
  });

  it('signs out everywhere: every session of the account stops working', async () => {
    const officer = await createStaff(t, 'case_officer');
    const second = await signIn(t, officer.email, STAFF_PASSWORD);
    expect((await asStaff(t, { cookie: second }, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(
      200,
    );
    expect(
      (await asStaff(t, officer, { method: 'POST', url: '/api/admin/session/everywhere' })).statusCode,
    ).toBe(200);
    expect((await asStaff(t, { cookie: second }, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(
      401,
    );
  });

  it('refuses a disabled account, ends its sessions, and says "disabled" only to whoever knows the password', async () => {
    const editor = await createStaff(t, 'editor');
    const disable = await asStaff(t, admin, {
      method: 'PATCH',
      url: `/api/admin/users/${editor.id}`,
      payload: { disabled: true },
    });
    expect(disable.statusCode).toBe(200);
    expect((await asStaff(t, editor, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(401);
    // A wrong password gets the answer an unknown address gets.
    const guess = await post('/api/admin/session', { email: editor.email, password: 'not-the-password' });
    const unknown = await post('/api/admin/session', { email: 'nobody-2@guthi.example', password: 'x-y-z' });
    expect(guess.statusCode).toBe(401);
    expect(guess.json()).toEqual(unknown.json());
    const right = await post('/api/admin/session', { email: editor.email, password: STAFF_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe(translate('ne', 'api.account_disabled'));
    expect(right.headers['set-cookie']).toBeUndefined();
    const english = await post(
      '/api/admin/session?lng=en',
      { email: editor.email, password: STAFF_PASSWORD },
      { 'accept-language': 'en' },
    );
    expect(english.json().message).toBe(translate('en', 'api.account_disabled'));
  });

  it('refuses a staff write from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session/everywhere',
      headers: { cookie: admin.cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await asStaff(t, admin, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(200);
  });
});
