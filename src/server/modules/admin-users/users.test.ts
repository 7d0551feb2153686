// Changing a staff account touches only the fields sent (issue 23): disabling, enabling or renaming a
// branch editor or a branch-limited case officer keeps their branch, so they never see other branches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { staffRoles, type StaffMember, type StaffRole } from '#shared/contract/admin/staff.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { multipart } from '#server/test-support/multipart.ts';
import { createStaffAccount } from '#server/auth/accounts.ts';
import { asStaff, createStaff, signIn, STAFF_PASSWORD, type TestStaff } from '#server/test-support/staff.ts';

let t: TestApp;
let admin: TestStaff;
let branches: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, 'admin');
  branches = (await t.db.selectFrom('branch').select('id').orderBy('id').limit(3).execute()).map((b) => b.id);
});
afterAll(() => t.close());

const patch = (id: string, payload: object) =>
  asStaff(t, admin, { method: 'PATCH', url: `/api/admin/users/${id}`, payload });

async function stored(id: string): Promise<StaffMember> {
  const list = await asStaff(t, admin, { method: 'GET', url: '/api/admin/users' });
  return (list.json().data as StaffMember[]).find((member) => member.id === id)!;
}

/** One change of one field, and what the account must look like after it (the rest as it was). */
const changes: { field: string; payload: object; expect: (before: StaffMember) => Partial<StaffMember> }[] = [
  { field: 'name', payload: { name: 'Renamed Person' }, expect: () => ({ name: 'Renamed Person' }) },
  { field: 'disabled', payload: { disabled: true }, expect: () => ({ disabled: true }) },
  { field: 'enabled again', payload: { disabled: false }, expect: () => ({ disabled: false }) },
  { field: 'role (same)', payload: {}, expect: () => ({}) },
];

const branchOf = (role: StaffRole) =>
  role === 'branch_editor' || role === 'case_officer' ? branches[1]! : null;

let made = 0;
/**
 * An account the administrator changes, made as the users API makes one (before its password is set):
 * these tests never sign in as it, so no password is hashed for it.
 */
const account = (role: StaffRole, branchId: number | null) =>
  createStaffAccount(t.app.auth, {
    email: `changed-${(made += 1)}@guthi.example`,
    name: `${role} ${made}`,
    role,
    branchId,
  });

describe('changing a staff account', () => {
  for (const role of staffRoles) {
    for (const change of changes) {
      it(`${change.field} of a ${role} leaves every other field as it was`, async () => {
        const member = await account(role, branchOf(role));
        const payload = change.field === 'role (same)' ? { role } : change.payload;
        if (change.field === 'enabled again')
          expect((await patch(member.id, { disabled: true })).statusCode).toBe(200);
        const before = await stored(member.id);
        const response = await patch(member.id, payload);
        expect(response.statusCode, response.body).toBe(200);
        const expected = { ...before, ...change.expect(before) };
        expect(response.json().data).toEqual(expected);
        expect(await stored(member.id)).toEqual(expected);
        expect(expected.branchId).toBe(branchOf(role));
      });
    }
  }

  it('changes the branch only when one is sent; an empty branch clears it', async () => {
    const officer = await account('case_officer', branches[0]!);
    expect((await patch(officer.id, { branchId: String(branches[2]) })).json().data.branchId).toBe(
      branches[2],
    );
    expect((await patch(officer.id, { role: 'case_officer' })).json().data.branchId).toBe(branches[2]);
    expect((await patch(officer.id, { branchId: '' })).json().data.branchId).toBeNull();
  });

  it('disables and enables a branch editor (once refused: "choose a branch")', async () => {
    const editor = await createStaff(t, 'branch_editor', { branchId: branches[0] });
    const disabled = await patch(editor.id, { disabled: true });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await asStaff(t, editor, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(401);
    const enabled = await patch(editor.id, { disabled: false });
    expect(enabled.json().data).toMatchObject({
      disabled: false,
      branchId: branches[0],
      role: 'branch_editor',
    });
    // Taking a branch editor's branch away is still refused.
    const cleared = await patch(editor.id, { branchId: null });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().errors.branchId).toBe(translate('ne', 'validation.branch_needed_for_role'));
  });

  it("the audit's reproduction: an officer of branch 2, disabled and enabled, is still refused branch 3", async () => {
    const category = (
      await t.db.selectFrom('complaint_category').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
    const { payload, headers } = await multipart({
      name: 'Sita Sharma',
      contact: '9841234567',
      address: 'Patan',
      branch: String(branches[2]),
      category: String(category),
      title: 'A complaint for the third branch',
      details: 'The gate of the rest house is broken.',
    });
    const complaint = await t.app.inject({ method: 'POST', url: '/api/base/complaints', payload, headers });
    expect(complaint.statusCode).toBe(201);
    const url = `/api/admin/cases/complaint/${complaint.json().id}`;

    const officer = await createStaff(t, 'case_officer', { branchId: branches[1] });
    expect((await asStaff(t, officer, { method: 'GET', url })).statusCode).toBe(403);
    expect((await patch(officer.id, { disabled: true })).statusCode).toBe(200);
    expect((await patch(officer.id, { disabled: false })).statusCode).toBe(200);
    expect((await patch(officer.id, { name: 'x' })).statusCode).toBe(200);
    const again = { cookie: await signIn(t, officer.email, STAFF_PASSWORD) };
    expect((await asStaff(t, again, { method: 'GET', url })).statusCode).toBe(403);
    const list = await asStaff(t, again, { method: 'GET', url: '/api/admin/cases?kind=complaint' });
    expect(list.json().data.map((c: { id: number }) => c.id)).not.toContain(complaint.json().id);
  });
});

describe('password links and disabled accounts', () => {
  const setPassword = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/password',
      headers: { origin: t.config.PUBLIC_URL },
      payload: { token, password: 'a-new-long-password-2083' },
    });

  it('disabling an account makes its outstanding link stop working, and no new one is made', async () => {
    const created = await asStaff(t, admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { email: 'new-officer@guthi.example', name: 'New Officer', role: 'case_officer' },
    });
    expect(created.statusCode).toBe(201);
    const { user, link } = created.json().data as { user: StaffMember; link: string };
    const token = new URL(link).searchParams.get('token')!;
    expect((await patch(user.id, { disabled: true })).statusCode).toBe(200);
    const refused = await setPassword(token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(translate('ne', 'api.password_link_invalid'));
    const newLink = await asStaff(t, admin, {
      method: 'POST',
      url: `/api/admin/users/${user.id}/password-link`,
    });
    expect(newLink.statusCode).toBe(409);
    expect(newLink.json().message).toBe(translate('ne', 'api.account_disabled_link'));

    // Enabled again: a new link works.
    expect((await patch(user.id, { disabled: false })).statusCode).toBe(200);
    const fresh = await asStaff(t, admin, {
      method: 'POST',
      url: `/api/admin/users/${user.id}/password-link`,
    });
    expect(fresh.statusCode).toBe(200);
    const freshToken = new URL(fresh.json().data.link).searchParams.get('token')!;
    expect((await setPassword(freshToken)).statusCode).toBe(200);
    // The password the link set is the one that signs in (test-support/staff.ts stores its own directly).
    const cookie = await signIn(t, 'new-officer@guthi.example', 'a-new-long-password-2083');
    const me = await asStaff(t, { cookie }, { method: 'GET', url: '/api/admin/me' });
    expect(me.json().data.email).toBe('new-officer@guthi.example');
  });
});
