// The accounts list an administrator works with (issue 29): a search in names and addresses, each
// account's last sign-in (kept when a sign-in completes, not when only the password was accepted), the
// accounts unused for 90 days, and a branch editor refused without a branch, per field and in Nepali.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '#shared/contract/admin/staff.ts';
import { translate } from '#shared/i18n/index.ts';
import { createStaffAccount } from '#server/auth/accounts.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff, STAFF_PASSWORD, type TestStaff } from '#server/test-support/staff.ts';

let t: TestApp;
let admin: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, 'admin');
});
afterAll(() => t.close());

const list = async (query = '') => {
  const response = await asStaff(t, admin, { method: 'GET', url: `/api/admin/users${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StaffMember[];
};
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

let made = 0;
const account = (name: string, role: StaffMember['role'] = 'editor') =>
  createStaffAccount(t.app.auth, { email: `list-${(made += 1)}@guthi.example`, name, role, branchId: null });

describe('the accounts list', () => {
  it('finds accounts by any part of the name or the address, regardless of case', async () => {
    const sita = await account('सीता Shrestha');
    const ram = await account('Ram Thapa');
    expect((await list('?q=shrESTHA')).map((m) => m.id)).toEqual([sita.id]);
    expect((await list(`?q=${encodeURIComponent('सीता')}`)).map((m) => m.id)).toEqual([sita.id]);
    expect((await list(`?q=LIST-${made - 0}@`)).map((m) => m.id)).toEqual([ram.id]);
    // Every word must match: "ram shrestha" is no one.
    expect(await list('?q=ram%20shrestha')).toEqual([]);
    expect((await list()).length).toBeGreaterThanOrEqual(3);
  });

  it('keeps the last sign-in when it completes: not after the password alone when a code is due', async () => {
    const editor = await createStaff(t, 'editor');
    const row = (await list()).find((m) => m.id === editor.id)!;
    expect(Date.now() - Date.parse(row.lastSignInAt!)).toBeLessThan(60_000);

    // The administrator's password alone (a code still due) is no sign-in.
    await t.db.updateTable('auth_user').set({ lastSignInAt: null }).where('id', '=', admin.id).execute();
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { origin: t.config.PUBLIC_URL },
      payload: { email: admin.email, password: STAFF_PASSWORD },
    });
    expect(first.json().next).toBe('two_factor');
    const stored = await t.db
      .selectFrom('auth_user')
      .select('lastSignInAt')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(stored.lastSignInAt).toBeNull();
  });

  it('lists the accounts not signed in for 90 days, the longest unused first', async () => {
    const stale = await account('Stale Sign-in');
    const older = await account('Older Sign-in');
    const recent = await account('Recent Sign-in');
    const neverOld = await account('Never Used Old');
    const neverNew = await account('Never Used New');
    const set = (id: string, values: { lastSignInAt?: string; createdAt?: string }) =>
      t.db
        .updateTable('auth_user')
        .set(values as never)
        .where('id', '=', id)
        .execute();
    await set(stale.id, { lastSignInAt: daysAgo(91) });
    await set(older.id, { lastSignInAt: daysAgo(200) });
    await set(recent.id, { lastSignInAt: daysAgo(89) });
    // better-auth's own column: a Date on PostgreSQL, text on SQLite (as better-auth writes each).
    const created = daysAgo(120);
    await set(neverOld.id, {
      createdAt: (t.kind === 'sqlite' ? created : new Date(created)) as unknown as string,
    });
    const unused = (await list('?unused=1')).map((m) => m.id);
    expect(
      unused.filter((id) => [stale.id, older.id, recent.id, neverOld.id, neverNew.id].includes(id)),
    ).toEqual([older.id, neverOld.id, stale.id]);
    expect((await list('?unused=1&q=stale')).map((m) => m.id)).toEqual([stale.id]);
  });

  it('refuses a bad filter with the field named', async () => {
    const response = await asStaff(t, admin, { method: 'GET', url: '/api/admin/users?unused=maybe&lng=en' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a branch editor without a branch: 400 on the branch field, in Nepali', async () => {
    const response = await asStaff(t, admin, {
      method: 'POST',
      url: '/api/admin/users?lng=ne',
      payload: { email: 'no-branch@guthi.example', name: 'No Branch', role: 'branch_editor', branchId: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      branchId: translate('ne', 'validation.branch_needed_for_role'),
    });
  });
});
