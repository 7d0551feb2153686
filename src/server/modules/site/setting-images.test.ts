// The site settings' pictures (issue 25): the logo, the contact persons' and the chairperson's portraits
// and the payment QR code hold a media library image, checked on save as a content image field is
// (server/files/file-references.ts); the library's "where used" names the settings group, and a picture
// a setting uses stays out of the media trash. Runs on SQLite and on PostgreSQL.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaItemResponse } from '#shared/contract/admin/media.ts';
import { aboutContent } from '#shared/contract/site.ts';
import { translate } from '#shared/i18n/index.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { multipart } from '#server/test-support/multipart.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';

let t: TestApp;
let admin: TestStaff;
let portrait: { id: number; url: string };
let trashedImage: { id: number; url: string };

async function uploadImage(name: string, background: string) {
  const jpeg = await sharp({ create: { width: 300, height: 400, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const body = await multipart({
    alt_ne: 'अध्यक्षको तस्बिर',
    alt_en: 'Portrait of the chairperson',
    file: { name, type: 'image/jpeg', content: new Uint8Array(jpeg) },
  });
  const response = await asStaff(t, admin, { method: 'POST', url: '/api/admin/media', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; url: string };
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await createStaff(t, 'admin');
  portrait = await uploadImage('chairperson.jpg', '#305070');
  trashedImage = await uploadImage('old-logo.jpg', '#705030');
  const trashed = await asStaff(t, admin, { method: 'DELETE', url: `/api/admin/media/${trashedImage.id}` });
  expect(trashed.statusCode, trashed.body).toBe(200);
});
afterAll(() => t.close());

const groupOf = async (group: string) =>
  (await asStaff(t, admin, { method: 'GET', url: `/api/admin/settings/${group}` })).json().data as Record<
    string,
    unknown
  >;
const put = async (group: string, change: Record<string, unknown>, lng = 'en') =>
  asStaff(t, admin, {
    method: 'PUT',
    url: `/api/admin/settings/${group}?lng=${lng}`,
    payload: { ...(await groupOf(group)), ...change },
  });
const mediaOf = async (id: number) =>
  strictly(mediaItemResponse).parse(
    (await asStaff(t, admin, { method: 'GET', url: `/api/admin/media/${id}` })).json(),
  ).data;

describe('the settings’ pictures', () => {
  it('refuses a missing, cut-off or trashed picture on its field, in the staff member’s language', async () => {
    for (const lng of ['en', 'ne'] as const) {
      const cut = await put('about', { chairperson_image: portrait.url.slice(0, -6) }, lng);
      expect(cut.statusCode, cut.body).toBe(400);
      expect(cut.json().errors).toEqual({ chairperson_image: translate(lng, 'validation.file_unknown') });
    }
    const missing = await put('identity', { logo: '/uploads/media/00/no-such-file.png' });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().errors).toEqual({ logo: translate('en', 'validation.file_unknown') });
    const inTrash = await put('footer_persons', { contact_person2_image: trashedImage.url });
    expect(inTrash.statusCode, inTrash.body).toBe(400);
    expect(inTrash.json().errors).toEqual({
      contact_person2_image: translate('en', 'validation.file_trashed'),
    });
    // Nothing was stored.
    expect((await groupOf('about')).chairperson_image).toBeNull();
    expect((await groupOf('footer_persons')).contact_person2_image).toBeNull();
  });

  it('saves a library image, which the About page answers; empty is allowed again', async () => {
    const saved = await put('about', { chairperson_image: portrait.url });
    expect(saved.statusCode, saved.body).toBe(200);
    const about = strictly(aboutContent).parse((await t.app.inject('/api/base/about')).json());
    expect(about.chairperson_image).toBe(portrait.url);

    const cleared = await put('identity', { logo: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await groupOf('identity')).logo).toBeNull();
  });

  it('lists the settings where the image is used and keeps it out of the trash, saying where', async () => {
    expect((await mediaOf(portrait.id)).used_by).toEqual([
      {
        kind: 'setting',
        group: 'about',
        title_en: 'Site settings: About page',
        title_ne: 'साइट सेटिङ: हाम्रो बारेमा पृष्ठ',
        trashed: false,
      },
    ]);
    for (const lng of ['en', 'ne'] as const) {
      const refused = await asStaff(t, admin, {
        method: 'DELETE',
        url: `/api/admin/media/${portrait.id}?lng=${lng}`,
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(
        translate(lng, 'api.media_in_use', { items: `“${translate(lng, 'api.setting_use.about')}”` }),
      );
    }
    expect((await mediaOf(portrait.id)).deleted_at).toBeNull();

    // The same picture as the logo too: both groups are named, and once neither uses it, it may go.
    expect((await put('identity', { logo: portrait.url })).statusCode).toBe(200);
    expect((await mediaOf(portrait.id)).used_by.map((use) => use.title_en)).toEqual([
      'Site settings: About page',
      'Site settings: Name and logo',
    ]);
    expect((await put('identity', { logo: null })).statusCode).toBe(200);
    expect((await put('about', { chairperson_image: null })).statusCode).toBe(200);
    expect((await mediaOf(portrait.id)).used_by).toEqual([]);
    const trashed = await asStaff(t, admin, { method: 'DELETE', url: `/api/admin/media/${portrait.id}` });
    expect(trashed.statusCode, trashed.body).toBe(200);
  });
});
