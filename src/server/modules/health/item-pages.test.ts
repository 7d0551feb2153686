// The answers behind each item's own page (/notice/12 ...): the item as the public may see it, its file's
// size when the file is stored here, related items without the item itself; hidden or unknown: 404.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELATED_ITEMS } from '#shared/contract/items.ts';
import { publicUploadDir } from '#server/plugins/uploads.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

type Table = 'notice' | 'article' | 'law' | 'vacancy_document';
const kinds: { table: Table; path: string; kind?: 'notice' | 'result' | 'syllabus' }[] = [
  { table: 'notice', path: '/api/notices' },
  { table: 'article', path: '/api/articles' },
  { table: 'law', path: '/api/laws' },
  { table: 'vacancy_document', path: '/api/vacancy/notices', kind: 'notice' },
  { table: 'vacancy_document', path: '/api/vacancy/results', kind: 'result' },
  { table: 'vacancy_document', path: '/api/vacancy/syllabus', kind: 'syllabus' },
];

describe('item answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const idsOf = async ({ table, kind }: (typeof kinds)[number]) => {
    let query = t.db.selectFrom(table).select('id').where('status', '=', 'published').orderBy('id');
    if (kind) query = query.where('kind' as never, '=', kind as never);
    return (await query.execute()).map((row) => row.id);
  };

  it.each(kinds)(
    '$path/:id answers the item, its related items, and 404 for hidden or unknown ones',
    async (entry) => {
      const [id, hidden] = await idsOf(entry);
      const res = await t.app.inject(`${entry.path}/${id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ data: { id: number; file_size: number | null }; related: { id: number }[] }>();
      expect(body.data.id).toBe(id);
      expect(body.related.length).toBeLessThanOrEqual(RELATED_ITEMS);
      expect(body.related.map((item) => item.id)).not.toContain(id);
      // A draft is not public: its page does not exist.
      await t.db.updateTable(entry.table).set({ status: 'draft' }).where('id', '=', hidden!).execute();
      expect((await t.app.inject(`${entry.path}/${hidden}`)).statusCode).toBe(404);
      await t.db.updateTable(entry.table).set({ status: 'published' }).where('id', '=', hidden!).execute();
      expect((await t.app.inject(`${entry.path}/2147483647`)).statusCode).toBe(404);
      expect((await t.app.inject(`${entry.path}/abc`)).statusCode).toBe(400);
    },
  );

  it('gives the size of a file stored here, and none for a file elsewhere', async () => {
    const [id] = await idsOf(kinds[0]!);
    const folder = join(publicUploadDir(t.uploadDir), 'notices');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'sized.pdf'), Buffer.alloc(12_345, 1));
    await t.db
      .updateTable('notice')
      .set({ file: '/uploads/notices/sized.pdf' })
      .where('id', '=', id!)
      .execute();
    expect((await t.app.inject(`/api/notices/${id}`)).json().data.file_size).toBe(12_345);
    await t.db
      .updateTable('notice')
      .set({ file: '/uploads/../../etc/passwd' })
      .where('id', '=', id!)
      .execute();
    expect((await t.app.inject(`/api/notices/${id}?v=2`)).json().data.file_size).toBeNull();
    await t.db
      .updateTable('notice')
      .set({ file: 'https://example.org/x.pdf' })
      .where('id', '=', id!)
      .execute();
    expect((await t.app.inject(`/api/notices/${id}?v=3`)).json().data.file_size).toBeNull();
  });

  it('puts other notices of the same branch first', async () => {
    const notice = await t.db
      .selectFrom('notice')
      .select(['id', 'branch_id'])
      .where('branch_id', 'is not', null)
      .where('status', '=', 'published')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const body = (await t.app.inject(`/api/notices/${notice.id}`)).json<{
      related: { branch_id: number | null }[];
    }>();
    expect(body.related[0]?.branch_id).toBe(notice.branch_id);
  });
});
