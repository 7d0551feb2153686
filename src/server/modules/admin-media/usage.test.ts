// Files and the items that use them (issue 25, ADR 034): a media field holds a stored file of its kind,
// the library lists where each file is used, and a file in use stays out of the trash, saying where.
// Runs on SQLite and on PostgreSQL (the usage query reads every kind's table).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaItemResponse, mediaListResponse, type MediaUse } from '#shared/contract/admin/media.ts';
import { translate } from '#shared/i18n/index.ts';
import { buildPdf } from '#server/db/seed/pdf.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { multipart } from '#server/test-support/multipart.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';

let t: TestApp;
let editor: TestStaff;
let pdf: { id: number; url: string };
let picture: { id: number; url: string };

async function upload(name: string, type: string, content: Buffer, alt = {}) {
  const body = await multipart({ ...alt, file: { name, type, content: new Uint8Array(content) } });
  const response = await asStaff(t, editor, { method: 'POST', url: '/api/admin/media', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; url: string };
}

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, 'editor');
  pdf = await upload(
    'tender.pdf',
    'application/pdf',
    await buildPdf({
      ne: { title: 'बोलपत्र', paragraphs: ['पाठ।'] },
      en: { title: 'Tender', paragraphs: ['Text.'] },
    }),
  );
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#a05020' } })
    .jpeg()
    .toBuffer();
  picture = await upload('courtyard.jpg', 'image/jpeg', jpeg, {
    alt_ne: 'चोकको तस्बिर',
    alt_en: 'The courtyard',
  });
});
afterAll(() => t.close());

const create = (kind: string, payload: Record<string, unknown>, lng = 'en') =>
  asStaff(t, editor, { method: 'POST', url: `/api/admin/${kind}?lng=${lng}`, payload });
const notice = (title: string, file: string | null) => ({
  title_en: title,
  title_ne: `सूचना ${title}`,
  date: '2026-11-20',
  status: 'published',
  file,
});
const slide = (image: string) => ({ title_en: 'Courtyard', title_ne: 'चोक', image, status: 'published' });
/** An item's id; a settings use has none. */
const idOf = (use: MediaUse) => ('id' in use ? use.id : null);
const mediaOf = async (id: number) =>
  strictly(mediaItemResponse).parse(
    (await asStaff(t, editor, { method: 'GET', url: `/api/admin/media/${id}` })).json(),
  ).data;
const trash = (id: number, lng = 'en') =>
  asStaff(t, editor, { method: 'DELETE', url: `/api/admin/media/${id}?lng=${lng}` });

describe('media fields hold stored files of their kind', () => {
  it('refuses a document in an image field, per field, in both languages', async () => {
    for (const lng of ['en', 'ne'] as const) {
      const response = await create('slides', slide(pdf.url), lng);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual({ image: translate(lng, 'validation.file_not_image') });
    }
    expect((await create('slides', slide(picture.url))).statusCode).toBe(201);
    // A document field takes any stored file.
    expect((await create('notices', notice('Picture as file', picture.url))).statusCode).toBe(201);
  });

  it('refuses a missing or cut-off file and a file in the trash', async () => {
    const cut = await create('notices', notice('Cut', pdf.url.slice(0, -8)), 'ne');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().errors).toEqual({ file: translate('ne', 'validation.file_unknown') });

    const unused = await upload(
      'unused.pdf',
      'application/pdf',
      await buildPdf({ ne: { title: 'अर्को', paragraphs: ['।'] }, en: { title: 'Other', paragraphs: ['.'] } }),
    );
    expect((await trash(unused.id)).statusCode).toBe(200);
    const trashed = await create('notices', notice('Trashed file', unused.url));
    expect(trashed.statusCode).toBe(400);
    expect(trashed.json().errors).toEqual({ file: translate('en', 'validation.file_trashed') });
  });
});

describe('where a file is used', () => {
  it('lists the items using a file, and refuses to trash it while a live item does, naming it', async () => {
    const created = await create('notices', notice('Tender list 2083', pdf.url));
    expect(created.statusCode, created.body).toBe(201);
    const noticeId = created.json().data.id as number;

    const item = await mediaOf(pdf.id);
    expect(item.used_by).toContainEqual({
      kind: 'notices',
      id: noticeId,
      title_en: 'Tender list 2083',
      title_ne: 'सूचना Tender list 2083',
      trashed: false,
    });
    // The library's list carries the same.
    const list = strictly(mediaListResponse).parse(
      (await asStaff(t, editor, { method: 'GET', url: '/api/admin/media?kind=document' })).json(),
    );
    expect(list.data.find((row) => row.id === pdf.id)?.used_by.map(idOf)).toContain(noticeId);
    // Unused files list no items.
    expect(list.data.filter((row) => row.id !== pdf.id).every((row) => row.used_by.length === 0)).toBe(true);

    for (const lng of ['en', 'ne'] as const) {
      const refused = await trash(pdf.id, lng);
      expect(refused.statusCode).toBe(409);
      const title = lng === 'ne' ? 'सूचना Tender list 2083' : 'Tender list 2083';
      expect(refused.json().message).toBe(translate(lng, 'api.media_in_use', { items: `“${title}”` }));
    }
    expect((await mediaOf(pdf.id)).deleted_at).toBeNull();

    // The notice in the content trash: listed as trashed, and the file may go to the trash too.
    const removed = await asStaff(t, editor, { method: 'DELETE', url: `/api/admin/notices/${noticeId}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await mediaOf(pdf.id)).used_by.find((use) => idOf(use) === noticeId)?.trashed).toBe(true);
    expect((await trash(pdf.id)).statusCode).toBe(200);
  });
});

describe('links to a file inside rich text bodies', () => {
  const document = (title: string) =>
    buildPdf({
      ne: { title: 'तालिका', paragraphs: [title] },
      en: { title: 'Schedule', paragraphs: [title] },
    });

  it('count as uses, in either spelling of the address, and keep the file out of the trash', async () => {
    const schedule = await upload('schedule.pdf', 'application/pdf', await document('Exam schedule'));
    const lookalike = await upload('lookalike.pdf', 'application/pdf', await document('Look-alike'));
    const origin = t.config.PUBLIC_URL.replace(/\/$/, '');
    // A notice linking to a page of the file, an article linking to it with the site's origin.
    const linked = await create('notices', {
      ...notice('Exam notice', null),
      text_en: `<p>See <a href="${schedule.url}#page=2">the schedule</a>.</p>`,
    });
    expect(linked.statusCode, linked.body).toBe(201);
    const article = await create('articles', {
      title_en: 'Exams announced',
      title_ne: 'परीक्षा घोषणा',
      date: '2026-11-20',
      status: 'published',
      text_ne: `<p><a href="${origin}${schedule.url}">तालिका</a></p>`,
    });
    expect(article.statusCode, article.body).toBe(201);
    // Only an address that is the file's counts: one that merely begins with it does not.
    const other = await create('notices', {
      ...notice('Backup copy', null),
      text_en: `<p><a href="${lookalike.url}.old">old copy</a> <a href="https://example.org${lookalike.url}">elsewhere</a></p>`,
    });
    expect(other.statusCode, other.body).toBe(201);

    const uses = (await mediaOf(schedule.id)).used_by.map((use) => ({ kind: use.kind, id: idOf(use) }));
    expect(uses).toEqual([
      { kind: 'notices', id: linked.json().data.id },
      { kind: 'articles', id: article.json().data.id },
    ]);
    expect((await mediaOf(lookalike.id)).used_by).toEqual([]);
    const refused = await trash(schedule.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Exam notice');
    expect((await trash(lookalike.id)).statusCode).toBe(200);
  });
});

describe('an image’s focal point', () => {
  it('starts at the centre and is kept with the image', async () => {
    expect(await mediaOf(picture.id)).toMatchObject({ focal_x: 50, focal_y: 50 });
    const put = (payload: Record<string, unknown>) =>
      asStaff(t, editor, { method: 'PUT', url: `/api/admin/media/${picture.id}`, payload });
    const alt = { alt_ne: 'चोकको तस्बिर', alt_en: 'The courtyard' };
    expect((await put({ ...alt, focal_x: 20, focal_y: 85 })).statusCode).toBe(200);
    expect(await mediaOf(picture.id)).toMatchObject({ focal_x: 20, focal_y: 85 });
    // The home page's slide of that picture keeps the spot in view.
    const home = await t.app.inject({ method: 'GET', url: '/api/base/get-homepage-contents' });
    const slides = home.json().homepage as { image: string; image_position: string | null }[];
    expect(slides.find((one) => one.image === picture.url)?.image_position).toBe('20% 85%');
    // So do an article's card and page.
    const article = await create('articles', {
      title_en: 'Courtyard restored',
      title_ne: 'चोक जीर्णोद्धार',
      date: '2026-11-20',
      status: 'published',
      image: picture.url,
    });
    expect(article.statusCode, article.body).toBe(201);
    const id = article.json().data.id as number;
    const shown = await t.app.inject({ method: 'GET', url: `/api/articles/${id}` });
    expect(shown.json().data.image_position).toBe('20% 85%');
    const listed = await t.app.inject({ method: 'GET', url: '/api/articles?pageSize=50' });
    const rows = listed.json().data as { id: number; image_position: string | null }[];
    expect(rows.find((row) => row.id === id)?.image_position).toBe('20% 85%');
    expect(rows.filter((row) => row.id !== id).every((row) => row.image_position === null)).toBe(true);
    // A heritage site's card and a gallery tile (on /gallery, the home page and the heritage page).
    const site = await create('heritage-sites', {
      name_en: 'Courtyard temple',
      name_ne: 'चोकको मन्दिर',
      image: picture.url,
      status: 'published',
    });
    expect(site.statusCode, site.body).toBe(201);
    const sites = (await t.app.inject({ method: 'GET', url: '/api/events/temples?pageSize=50' })).json()
      .data as { id: number; image_position: string | null }[];
    expect(sites.find((row) => row.id === site.json().data.id)?.image_position).toBe('20% 85%');
    const tile = await create('gallery', {
      caption_en: 'Courtyard',
      caption_ne: 'चोक',
      image: picture.url,
      width: 900,
      height: 600,
      date: '2026-11-20',
      status: 'published',
    });
    expect(tile.statusCode, tile.body).toBe(201);
    const tiles = (await t.app.inject({ method: 'GET', url: '/api/base/gallery' })).json().data as {
      id: number;
      image_position: string | null;
    }[];
    expect(tiles.find((row) => row.id === tile.json().data.id)?.image_position).toBe('20% 85%');
    // Slides of pictures outside the library (the demo's) keep the centre.
    expect(
      slides.filter((one) => one.image !== picture.url).every((one) => one.image_position === null),
    ).toBe(true);
    // Texts alone keep it; a point off the image is refused.
    expect((await put(alt)).statusCode).toBe(200);
    expect(await mediaOf(picture.id)).toMatchObject({ focal_x: 20, focal_y: 85 });
    const off = await put({ ...alt, focal_x: 140 });
    expect(off.statusCode).toBe(400);
    expect(Object.keys(off.json().errors)).toEqual(['focal_x']);
  });
});
