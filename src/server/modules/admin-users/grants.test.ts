// An administrator gives an editor the contacts permission on the account (ADR 040): the editor may then
// read and save the head office's contact details and office hours, and nothing else of the settings;
// the change is in the audit log, and taking it away closes the group again. Also (issue 29 item 6): the
// authenticator entry is named after the site, in the staff member's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';

let t: TestApp;
let admin: TestStaff;
let editor: TestStaff;
let branchEditor: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, 'admin');
  editor = await createStaff(t, 'editor');
  branchEditor = await createStaff(t, 'branch_editor', { branchId: 1 });
});
afterAll(() => t.close());

const grant = (who: TestStaff, grants: unknown) =>
  asStaff(t, admin, { method: 'PATCH', url: `/api/admin/users/${who.id}?lng=en`, payload: { grants } });
const readContact = (who: TestStaff) =>
  asStaff(t, who, { method: 'GET', url: '/api/admin/settings/contact' });
const saveContact = (who: TestStaff, values: object) =>
  asStaff(t, who, { method: 'PUT', url: '/api/admin/settings/contact?lng=en', payload: values });

describe('the contacts permission', () => {
  it('lets an editor given it change the office hours, and only the contact group', async () => {
    expect((await readContact(editor)).statusCode).toBe(403);
    const given = await grant(editor, ['settings.contacts']);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data.grants).toEqual(['settings.contacts']);

    const me = (await asStaff(t, editor, { method: 'GET', url: '/api/admin/me' })).json().data;
    expect(me.permissions).toEqual(['settings.contacts', 'content.edit', 'account.self']);

    const contact = (await readContact(editor)).json().data;
    const saved = await saveContact(editor, { ...contact, office_hours_en: 'Sun-Fri 10:00-17:00' });
    expect(saved.statusCode, saved.body).toBe(200);
    const footer = (await t.app.inject({ method: 'GET', url: '/api/base/settings' })).body;
    expect(footer).toContain('Sun-Fri 10:00-17:00');

    for (const request of [
      { method: 'GET' as const, url: '/api/admin/settings' },
      { method: 'GET' as const, url: '/api/admin/settings/identity' },
      { method: 'PUT' as const, url: '/api/admin/settings/footer_persons', payload: {} },
      { method: 'GET' as const, url: '/api/admin/users' },
    ])
      expect((await asStaff(t, editor, request)).statusCode, request.url).toBe(403);
  });

  it('answers a wrong contact value with 400 on its field, not a 500', async () => {
    const contact = (await readContact(editor)).json().data;
    const response = await saveContact(editor, { ...contact, phone: 'not a phone' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['phone']);
  });

  it('is in the audit log, and taken away closes the group again', async () => {
    expect((await grant(editor, [])).json().data.grants).toEqual([]);
    expect((await readContact(editor)).statusCode).toBe(403);
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('action', '=', 'account.updated')
      .where('entity_id', '=', editor.id)
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => [JSON.parse(entry.before_json!), JSON.parse(entry.after_json!)])).toEqual([
      [{ grants: [] }, { grants: ['settings.contacts'] }],
      [{ grants: ['settings.contacts'] }, { grants: [] }],
    ]);
  });

  it('given to a branch editor, opens the contact group and widens nothing else', async () => {
    expect((await grant(branchEditor, ['settings.contacts'])).statusCode).toBe(200);
    expect((await readContact(branchEditor)).statusCode).toBe(200);
    // Site-wide content stays another's; the branch stays the only one.
    expect(
      (await asStaff(t, branchEditor, { method: 'POST', url: '/api/admin/laws', payload: {} })).statusCode,
    ).toBe(403);
    const me = (await asStaff(t, branchEditor, { method: 'GET', url: '/api/admin/me' })).json().data;
    expect(me).toMatchObject({ branchId: 1, role: 'branch_editor' });
  });

  it('refuses a permission that cannot be given, naming the field', async () => {
    for (const grants of [['accounts.manage'], ['settings.manage'], 'settings.contacts']) {
      const response = await grant(editor, grants);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)[0]).toMatch(/^grants/);
    }
    expect(JSON.stringify((await grant(editor, ['nope'])).json().errors)).toContain(
      translate('en', 'validation.grant_invalid'),
    );
  });
});

describe('the authenticator entry', () => {
  it("is named after the site, in the staff member's language", async () => {
    const identity = (await asStaff(t, admin, { method: 'GET', url: '/api/admin/settings/identity' })).json()
      .data;
    const named = await asStaff(t, admin, {
      method: 'PUT',
      url: '/api/admin/settings/identity',
      payload: {
        ...identity,
        institution_name_en: 'Guthi Office: Lalitpur',
        institution_name_ne: 'गुठी कार्यालय',
      },
    });
    expect(named.statusCode, named.body).toBe(200);
    for (const [lang, issuer] of [
      ['ne', 'गुठी कार्यालय'],
      ['en', 'Guthi Office  Lalitpur'],
    ] as const) {
      const officer = await createStaff(t, 'case_officer', { twoFactor: false });
      const setup = await asStaff(t, officer, {
        method: 'POST',
        url: `/api/admin/me/two-factor?lng=${lang}`,
        payload: { password: officer.password },
      });
      expect(setup.statusCode, setup.body).toBe(200);
      const uri = new URL(setup.json().data.totpUri);
      expect(uri.searchParams.get('issuer')).toBe(issuer);
    }
  });
});
