// Articles through the same editing calls as notices (kinds.ts): the shape every kind of content shares.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toNepalIsoDate } from '#shared/calendar/format.ts';
import { editedItemResponses } from '#shared/contract/admin/content-kinds.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';
import { placeUpload } from '#server/test-support/uploaded-file.ts';

let t: TestApp;
let editor: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, 'editor');
  placeUpload(t, '/uploads/articles/kasthamandap.webp');
});
afterAll(() => t.close());

const publicTitles = async () =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/articles?pageSize=100' })).json().data as {
      title_en: string;
    }[]
  ).map((a) => a.title_en);

it('creates an article as a draft, publishes it, keeps both saves, and trashes it', async () => {
  const payload = {
    title_en: 'Restoring the Kasthamandap ART1',
    title_ne: 'काष्ठमण्डपको पुनर्निर्माण',
    text_en: 'The timber came from the trust’s own forest.',
    text_ne: 'काठ संस्थानकै वनबाट आयो।',
    image: '/uploads/articles/kasthamandap.webp',
    date: '2026-11-01',
    status: 'draft',
  };
  const created = await asStaff(t, editor, { method: 'POST', url: '/api/admin/articles', payload });
  expect(created.statusCode, created.body).toBe(201);
  const article = strictly(editedItemResponses.articles).parse(created.json()).data;
  expect(article).toMatchObject({
    visibility: 'draft',
    image: '/uploads/articles/kasthamandap.webp',
    date: '2026-11-01',
  });
  expect(await publicTitles()).not.toContain(payload.title_en);

  const saved = await asStaff(t, editor, {
    method: 'PUT',
    url: `/api/admin/articles/${article.id}`,
    payload: { ...payload, status: 'published', base_revision: article.revision },
  });
  expect(saved.json().data.visibility).toBe('published');
  expect(await publicTitles()).toContain(payload.title_en);
  // The day the editor chose is the day the public site shows (Nepal's), whatever the hour in UTC.
  const shown = (
    (await t.app.inject({ method: 'GET', url: '/api/articles?pageSize=100' })).json().data as {
      title_en: string;
      created_at: string;
    }[]
  ).find((a) => a.title_en === payload.title_en)!;
  expect(toNepalIsoDate(shown.created_at)).toBe('2026-11-01');

  const history = await asStaff(t, editor, {
    method: 'GET',
    url: `/api/admin/articles/${article.id}/revisions/2/changes`,
  });
  expect(history.json().data.changes).toEqual([{ field: 'status', before: 'draft', after: 'published' }]);

  await asStaff(t, editor, { method: 'DELETE', url: `/api/admin/articles/${article.id}` });
  expect(await publicTitles()).not.toContain(payload.title_en);
});
