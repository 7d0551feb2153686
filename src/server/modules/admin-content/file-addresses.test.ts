// A pasted /uploads/ address must name a stored file (issue 23): a cut-off one is refused per field, in
// the editor's language, instead of giving visitors a broken link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { buildPdf } from '#server/db/seed/pdf.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { multipart } from '#server/test-support/multipart.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { placeUpload } from '#server/test-support/uploaded-file.ts';

let t: TestApp;
let editor: TestStaff;
let uploaded: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, 'editor');
  const pdf = await buildPdf({
    ne: { title: 'सूचना', paragraphs: ['पाठ।'] },
    en: { title: 'Notice', paragraphs: ['Text.'] },
  });
  const body = await multipart({
    file: { name: 'notice.pdf', type: 'application/pdf', content: new Uint8Array(pdf) },
  });
  const response = await asStaff(t, editor, { method: 'POST', url: '/api/admin/media', ...body });
  expect(response.statusCode, response.body).toBe(201);
  uploaded = response.json().data.url;
});
afterAll(() => t.close());

const notice = (file: string | null) => ({
  title_en: 'Notice with a file',
  title_ne: 'फाइलसहितको सूचना',
  date: '2026-11-20',
  status: 'published',
  file,
});
const create = (file: string | null, lng = 'en') =>
  asStaff(t, editor, { method: 'POST', url: `/api/admin/notices?lng=${lng}`, payload: notice(file) });

describe('addresses of uploaded files', () => {
  it('refuses a cut-off /uploads/media address, per field, in English and Nepali', async () => {
    const cut = uploaded.slice(0, -6);
    for (const lng of ['en', 'ne'] as const) {
      const response = await create(cut, lng);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual({ file: translate(lng, 'validation.file_unknown') });
    }
    // The same with the site's own origin in front.
    expect((await create(`${t.config.PUBLIC_URL.replace(/\/$/, '')}${cut}`)).statusCode).toBe(400);
    // And an address that tries to leave the upload folder.
    expect((await create('/uploads/../../etc/passwd')).statusCode).toBe(400);
  });

  it('accepts an uploaded file’s whole address, a file in the upload folder, and other sites’ addresses', async () => {
    expect((await create(uploaded)).statusCode).toBe(201);
    placeUpload(t, '/uploads/notices/circular-2083.pdf');
    expect((await create('/uploads/notices/circular-2083.pdf')).statusCode).toBe(201);
    expect((await create('https://www.mof.gov.np/budget.pdf')).statusCode).toBe(201);
    expect((await create(null)).statusCode).toBe(201);
  });

  it('does not refuse a save for an address it keeps as it was', async () => {
    const row = await t.db
      .insertInto('notice')
      .values({
        title_en: 'Old notice',
        title_ne: 'पुरानो सूचना',
        text_en: '',
        text_ne: '',
        file: '/uploads/notices/long-gone.pdf',
        created_at: '2026-11-01T00:00:00.000Z',
        branch_id: null,
        status: 'published',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const read = (await asStaff(t, editor, { method: 'GET', url: `/api/admin/notices/${row.id}` })).json()
      .data;
    const saved = await asStaff(t, editor, {
      method: 'PUT',
      url: `/api/admin/notices/${row.id}`,
      payload: {
        ...notice('/uploads/notices/long-gone.pdf'),
        title_en: 'Old notice, new title',
        base_revision: read.revision,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
