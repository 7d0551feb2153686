// A fresh demo site's media library (issue 25): the seed enters the files it writes, so the library
// lists them with the items that use them, and the picker can offer them; a file in use stays out of
// the trash. Runs on SQLite and PostgreSQL (the seed writes ~200 files: slow, once per database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '#server/db/seed/index.ts';
import { mediaListResponse } from '#shared/contract/admin/media.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';

let t: TestApp;
let editor: TestStaff;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await seedDemoContent(t.db, { uploadDir: t.uploadDir, now: new Date('2026-11-22T08:00:00Z') });
  editor = await createStaff(t, 'editor');
}, 120_000);
afterAll(() => t.close());

const list = async (query: string) =>
  strictly(mediaListResponse).parse(
    (await asStaff(t, editor, { method: 'GET', url: `/api/admin/media?${query}` })).json(),
  );

describe('the demo site’s media library', () => {
  it('lists the demo pictures and documents, each with the items that use it', async () => {
    const images = await list('kind=image&pageSize=100');
    const documents = await list('kind=document&pageSize=100');
    expect(images.total_items).toBeGreaterThanOrEqual(15);
    expect(documents.total_items).toBeGreaterThan(100);
    for (const item of [...images.data, ...documents.data]) {
      expect(item.used_by.length, item.url).toBeGreaterThan(0);
      expect(item.alt_en && item.alt_ne, item.url).toBeTruthy();
    }
    const notice = await t.db
      .selectFrom('notice')
      .select(['id', 'file', 'title_en'])
      .where('file', 'like', '/uploads/notices/%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Found by its title, as the picker's search does, with the notice that uses it.
    const found = await list(`kind=document&q=${encodeURIComponent(notice.title_en.slice(0, 20))}`);
    const entry = found.data.find((item) => item.url === notice.file);
    expect(entry?.used_by).toContainEqual(expect.objectContaining({ kind: 'notices', id: notice.id }));
    // In use: refused from the trash.
    const refused = await asStaff(t, editor, { method: 'DELETE', url: `/api/admin/media/${entry!.id}` });
    expect(refused.statusCode).toBe(409);
  });
});
