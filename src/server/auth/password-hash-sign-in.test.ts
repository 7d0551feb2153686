// Sign-in through the API with the test cost on (test-app.ts sets it): the hashes the app makes are
// cheap ones, and an account whose hash was made at the production cost still signs in.
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { createStaff, signIn, STAFF_PASSWORD } from '#server/test-support/staff.ts';
import { createStaffAccount } from './accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** better-auth's table is not in the project's typed schema. */
const storedHash = async (userId: string) =>
  (
    await sql<{ password: string }>`SELECT password FROM auth_account WHERE "userId" = ${userId}`.execute(
      t.db,
    )
  ).rows[0]?.password;

describe('sign-in with PASSWORD_HASH_COST=test', () => {
  it('runs the API tests at the test cost', async () => {
    expect(t.config.PASSWORD_HASH_COST).toBe('test');
    const editor = await createStaff(t, 'editor');
    expect(await storedHash(editor.id)).toMatch(/^test-cost-n\d+-/);
  });

  it('signs in an account whose password was hashed at the production cost', async () => {
    const member = await createStaffAccount(t.app.auth, {
      email: 'seeded-at-production-cost@guthi.example',
      name: 'Production Hash',
      role: 'editor',
      branchId: null,
    });
    const context = await t.app.auth.$context;
    await context.internalAdapter.createAccount({
      userId: member.id,
      providerId: 'credential',
      accountId: member.id,
      password: await hashPassword(STAFF_PASSWORD),
    });
    const cookie = await signIn(t, member.email, STAFF_PASSWORD);
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.json().data.email).toBe(member.email);
    await expect(signIn(t, member.email, `${STAFF_PASSWORD}-not`)).rejects.toThrow(/sign-in failed: 401/);
  });
});
