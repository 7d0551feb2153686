// Site settings edited by an administrator: checked by the group's schema, visible on the public answers
// at once, and every change in the audit log with only what changed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { asStaff, createStaff, type TestStaff } from '../../test-support/staff.ts';

let t: TestApp;
let admin: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, 'admin');
});
afterAll(() => t.close());

const put = (group: string, payload: object) =>
  asStaff(t, admin, { method: 'PUT', url: `/api/admin/settings/${group}?lng=en`, payload });

it('saves a group, shows it on the public answers at once, and logs only what changed', async () => {
  const { contact } = (await asStaff(t, admin, { method: 'GET', url: '/api/admin/settings' })).json().data;
  const saved = await put('contact', { ...contact, email: 'info@guthi.example' });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data.email).toBe('info@guthi.example');
  const footer = (await t.app.inject({ method: 'GET', url: '/api/base/footercontact' })).json();
  expect(footer.email).toBe('info@guthi.example');
  const entry = await t.db
    .selectFrom('audit_log')
    .select(['action', 'entity_id', 'after_json'])
    .where('entity', '=', 'setting_group')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(entry).toMatchObject({ action: 'settings.updated', entity_id: 'contact' });
  expect(JSON.parse(entry.after_json!)).toEqual({ email: 'info@guthi.example' });
});

it('refuses an unknown key, a wrong type, a short list of reasons and an unknown group', async () => {
  const { identity, why_choose } = (
    await asStaff(t, admin, { method: 'GET', url: '/api/admin/settings' })
  ).json().data;
  expect((await put('identity', { ...identity, motto: 'x' })).statusCode).toBe(400);
  const wrongType = await put('identity', { ...identity, institution_name_en: 42 });
  expect(wrongType.statusCode).toBe(400);
  expect(Object.keys(wrongType.json().errors)).toEqual(['institution_name_en']);
  expect((await put('why_choose', { reasons: why_choose.reasons.slice(1) })).statusCode).toBe(400);
  expect((await put('no_such_group', {})).statusCode).toBe(400);
});
