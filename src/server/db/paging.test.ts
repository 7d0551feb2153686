// Paging the longest lists (db/paging.ts, db/counts.ts): pages of the back half read from the end are
// the same rows, in the same order, as reading from the start; the kept total follows every change.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { insertBranches } from '../test-support/fixtures.ts';
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

describe('a long list', () => {
  it('reads deep pages by their ids first, from either end, as the same rows in the same order', async () => {
    const long = await createTestApp({ seed: false });
    onTestFinished(() => long.close());
    const [branch] = await insertBranches(long.db, ['Kathmandu'], '2026-01-01T00:00:00.000Z');
    await sql`
      with recursive seq(n) as (select 1 union all select n + 1 from seq where n < 4000)
      insert into notice (branch_id, title_en, title_ne, text_en, text_ne, file, is_urgent, is_popup, created_at, status)
      select ${branch}, 'Notice ' || n, 'सूचना', '', '', null, 0, 0,
        ${'2026-01-01T00:00:00.000Z'} || n % 7, 'published' from seq`.execute(long.db);
    const expected = (
      await long.db
        .selectFrom('notice')
        .select('id')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => row.id);
    // Page 150 skips 1490 rows from the start, page 220 2190 (1800 from the end), page 398 reads the end.
    for (const page of [1, 20, 150, 220, 398, 400]) {
      const answer = (await long.app.inject(`/api/notices?page=${page}&pageSize=10`)).json() as {
        data: { id: number }[];
      };
      expect(
        answer.data.map((notice) => notice.id),
        `page ${page}`,
      ).toEqual(expected.slice((page - 1) * 10, page * 10));
    }
  });
});
