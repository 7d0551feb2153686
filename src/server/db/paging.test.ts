// Paging the longest lists (db/paging.ts, db/counts.ts): pages of the back half read from the end are
// the same rows, in the same order, as reading from the start; the kept total follows every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = async (url: string) => {
  const body = (await t.app.inject(url)).json() as { data: { id: number }[]; total_items: number };
  return { ids: body.data.map((notice) => notice.id), total: body.total_items };
};

describe('notices, page by page', () => {
  it('gives every notice once, in order, whichever end a page is read from', async () => {
    const whole = await ids('/api/notices?pageSize=100');
    expect(whole.total).toBeGreaterThan(20);
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(whole.total / 7); page++) {
      paged.push(...(await ids(`/api/notices?page=${page}&pageSize=7`)).ids);
    }
    expect(paged).toEqual(whole.ids);
    // Past the end: an empty page, the total still told.
    expect(await ids(`/api/notices?page=${whole.total}&pageSize=7`)).toEqual({ ids: [], total: whole.total });
  });

  it('keeps the total only while nothing it counted changes', async () => {
    const before = (await ids('/api/notices')).total;
    const newest = (await ids('/api/notices')).ids[0]!;
    await t.db.updateTable('notice').set({ status: 'draft' }).where('id', '=', newest).execute();
    expect((await ids('/api/notices')).total).toBe(before - 1);
    const branch = (await t.db
      .selectFrom('notice')
      .select('branch_id')
      .where('id', '=', newest)
      .executeTakeFirst())!;
    const ofBranch = (await ids(`/api/notices/list-notices-by-branch/${branch.branch_id}`)).total;
    await t.db.updateTable('notice').set({ status: 'published' }).where('id', '=', newest).execute();
    expect((await ids('/api/notices')).total).toBe(before);
    expect((await ids(`/api/notices/list-notices-by-branch/${branch.branch_id}`)).total).toBe(ofBranch + 1);
  });
});
