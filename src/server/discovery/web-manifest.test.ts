// The web app manifest (issue 27): installable (standalone, icons the browser can fetch, the start
// page in scope) and named from the settings in the installer's language, not from a file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff } from '#server/test-support/staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const manifest = async (lang: 'ne' | 'en') => {
  const answer = await t.app.inject({ url: '/manifest.webmanifest', headers: { cookie: `lng=${lang}` } });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
  return answer.json<
    Record<string, unknown> & { icons: { src: string; sizes: string; purpose?: string }[] }
  >();
};

describe('/manifest.webmanifest', () => {
  it('has what Chromium asks of an installable app', async () => {
    const app = await manifest('en');
    expect(app).toMatchObject({ display: 'standalone', start_url: '/', scope: '/', id: '/' });
    expect(app.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(app.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it("is named after the institution in the settings, in the visitor's language", async () => {
    const admin = await createStaff(t, 'admin');
    const identity = (await asStaff(t, admin, { method: 'GET', url: '/api/admin/settings/identity' })).json()
      .data;
    const saved = await asStaff(t, admin, {
      method: 'PUT',
      url: '/api/admin/settings/identity',
      payload: {
        ...identity,
        institution_name_en: 'Guthi Office Lalitpur',
        institution_name_ne: 'गुठी कार्यालय',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await manifest('ne')).toMatchObject({
      name: 'गुठी कार्यालय',
      short_name: 'गुठी कार्यालय',
      lang: 'ne',
    });
    // Longer than a launcher shows: the short name falls back to the site's short name.
    expect(await manifest('en')).toMatchObject({
      name: 'Guthi Office Lalitpur',
      short_name: 'Guthi Sansthan',
      lang: 'en',
    });
  });
});
