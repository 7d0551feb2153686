// Site settings edited by an administrator: checked by the group's schema, visible on the public answers
// at once, and every change in the audit log with only what changed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';

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

// Issue 23: one phone number lived in four fields (the contact card's office_phone_en/_ne, the footer's
// contact_numbers_en/_ne) and the two places disagreed after an edit of one of them.
it('keeps the office phone once, in ASCII digits, and every public answer shows that one value', async () => {
  const { contact, footer_persons } = (
    await asStaff(t, admin, { method: 'GET', url: '/api/admin/settings' })
  ).json().data;
  expect(Object.keys(contact).filter((key) => /phone|numbers/.test(key))).toEqual(['phone']);
  expect(Object.keys(footer_persons).filter((key) => key.includes('phone'))).toEqual([
    'contact_person1_phone',
    'contact_person2_phone',
    'contact_person3_phone',
  ]);
  // Typed in Nepali digits (as the staff member's keyboard may give it): stored in ASCII.
  const saved = await put('contact', { ...contact, phone: '०१-५५५१२३४, 01-5559876' });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data.phone).toBe('01-5551234, 01-5559876');
  const person = await put('footer_persons', { ...footer_persons, contact_person1_phone: '९८५१११२२३३' });
  expect(person.json().data.contact_person1_phone).toBe('9851112233');

  const settings = (await t.app.inject('/api/base/settings')).json();
  const footer = (await t.app.inject('/api/base/footercontact')).json();
  expect([settings.phone, footer.phone]).toEqual(['01-5551234, 01-5559876', '01-5551234, 01-5559876']);
  // The documented _en/_ne keys are the same value, the Nepali one in Nepali digits.
  expect([settings.office_phone_en, settings.office_phone_ne]).toEqual([
    '01-5551234, 01-5559876',
    '०१-५५५१२३४, ०१-५५५९८७६',
  ]);
  expect([footer.contact_numbers_en, footer.contact_numbers_ne]).toEqual([
    settings.office_phone_en,
    settings.office_phone_ne,
  ]);
  expect([footer.contact_person1_phone, footer.contact_person1_phone_ne]).toEqual([
    '9851112233',
    '९८५१११२२३३',
  ]);
});

it('refuses the old duplicated fields and a phone with letters, per field in the staff member’s language', async () => {
  const { contact } = (await asStaff(t, admin, { method: 'GET', url: '/api/admin/settings' })).json().data;
  const old = await put('contact', { ...contact, office_phone_ne: '०१-४२४८६०३' });
  expect(old.statusCode).toBe(400);
  const letters = await put('contact', { ...contact, phone: 'call the office' });
  expect(letters.statusCode).toBe(400);
  expect(letters.json().errors).toEqual({
    phone: 'Write phone numbers with digits, spaces, + and - only, several separated by commas',
  });
  const nepali = await asStaff(t, admin, {
    method: 'PUT',
    url: '/api/admin/settings/contact?lng=ne',
    payload: { ...contact, phone: 'call the office' },
  });
  expect(nepali.json().errors.phone).toBe(
    'फोन नम्बर अङ्क, खाली ठाउँ, + र - मात्र प्रयोग गरी लेख्नुहोस्, धेरै भए अल्पविरामले छुट्याउनुहोस्',
  );
  const stored = (await asStaff(t, admin, { method: 'GET', url: '/api/admin/settings' })).json().data;
  expect(stored.contact.phone).toBe(contact.phone);
});

// Issue 25: the About page's long texts are rich text (ADR 031), cleaned by the content bodies' allowlist
// on every save, so stored XSS never reaches the About page.
it('stores the About page’s texts as sanitised rich text and answers the clean HTML', async () => {
  const { about } = (await asStaff(t, admin, { method: 'GET', url: '/api/admin/settings' })).json().data;
  const hostile = '<p>a</p><script>x</script><a href="javascript:alert(1)">b</a>';
  const saved = await put('about', {
    ...about,
    intro_text_en: hostile,
    intro_text_ne: '<p onclick="alert(1)" style="color:red">क</p><svg><script>x</script></svg>',
    story_text_en: '<p><strong>bold</strong></p><ul><li>one</li></ul><table><tr><td>cell</td></tr></table>',
    // Typed without JavaScript (a text area): plain text, a paragraph per line.
    message_text_en: 'First line\nSecond <line>',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const expected = {
    intro_text_en: '<p>a</p>b',
    intro_text_ne: '<p>क</p>',
    story_text_en: '<p><strong>bold</strong></p><ul><li>one</li></ul><table><tr><td>cell</td></tr></table>',
    message_text_en: '<p>First line</p><p>Second &lt;line&gt;</p>',
  };
  expect(saved.json().data).toMatchObject(expected);

  const row = await t.db
    .selectFrom('setting_group')
    .select('value')
    .where('name', '=', 'about')
    .executeTakeFirstOrThrow();
  expect(JSON.parse(row.value)).toMatchObject(expected);
  const publicAbout = await t.app.inject('/api/base/about');
  expect(publicAbout.json()).toMatchObject(expected);
  const entry = await t.db
    .selectFrom('audit_log')
    .select('after_json')
    .where('entity', '=', 'setting_group')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  for (const text of [row.value, publicAbout.body, saved.body, entry.after_json!]) {
    expect(text).not.toMatch(/<script|javascript:|onclick|<svg|style=/i);
  }
  // Titles stay plain text: only the long texts are rich text.
  const titled = await put('about', { ...saved.json().data, intro_title_en: 'Who <we> are' });
  expect(titled.json().data.intro_title_en).toBe('Who <we> are');
});
