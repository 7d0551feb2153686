import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '#shared/contract/common.ts';
import { noticesListResponse, noticesPagedResponse } from '#shared/contract/notices.ts';
import { insertBranches } from '#server/test-support/fixtures.ts';
import { emptyFirstPage } from '#server/test-support/paging.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { strictly } from '#server/test-support/strictly.ts';

// 25 notices: ids 1..25, notice i created i hours after the start, except that notices 24 and 25
// share a timestamp (the id must break the tie). Branch A holds the odd ids, branch B none.
// Urgent: every notice but 1 and 2 (23, over the cap of 20). Popup: ids 3, 6, ..., 24 (8, over the cap of 5).
const hour = (i: number) => new Date(Date.UTC(2025, 0, 1) + Math.min(i, 24) * 3_600_000).toISOString();

describe('notices API', () => {
  let t: TestApp;
  let branchA: number;
  let branchB: number;
  let newestFirst: number[];

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    [branchA, branchB] = await insertBranches(t.db, ['A', 'B'], hour(0));
    const rows = Array.from({ length: 25 }, (_, k) => {
      const i = k + 1;
      return {
        title_en: `Notice ${i}`,
        title_ne: `सूचना ${i}`,
        text_en: `Text ${i}`,
        text_ne: `पाठ ${i}`,
        file: i % 4 === 0 ? null : `/uploads/notices/notice-${i}.pdf`,
        branch_id: i % 2 === 1 ? branchA : null,
        is_urgent: i > 2 ? 1 : 0,
        is_popup: i % 3 === 0 ? 1 : 0,
        created_at: hour(i),
      };
    });
    const ids = [];
    // One by one, so ids follow the creation order in every database.
    for (const row of rows) {
      ids.push((await t.db.insertInto('notice').values(row).returning('id').executeTakeFirstOrThrow()).id);
    }
    // Newest first: 25 and 24 share a timestamp, the larger id first.
    newestFirst = [...ids].reverse();
  });
  afterAll(() => t.close());

  const get = (url: string, lang?: string) =>
    t.app.inject({ url, headers: lang ? { 'accept-language': lang } : {} });

  it('pages notices newest first with defaults page 1 and size 10', async () => {
    const res = await get('/api/notices');
    expect(res.statusCode).toBe(200);
    const body = strictly(noticesPagedResponse).parse(res.json());
    expect(body).toMatchObject({ total_items: 25, total_pages: 3, page: 1, page_size: 10 });
    expect(body.data.map((n) => n.id)).toEqual(newestFirst.slice(0, 10));
    const first = body.data[0]!;
    expect(first).toEqual({
      id: newestFirst[0],
      file: '/uploads/notices/notice-25.pdf',
      image: null,
      title_en: 'Notice 25',
      title_ne: 'सूचना 25',
      text_en: 'Text 25',
      text_ne: 'पाठ 25',
      created_at: hour(25),
      branch_id: branchA,
      is_urgent: true,
      is_popup: false,
    });
    expect(body.data.find((n) => n.title_en === 'Notice 24')).toMatchObject({ file: null, is_popup: true });
  });

  it('accepts pageSize and page_size, ends with a short page and answers empty past the end', async () => {
    const last = strictly(noticesPagedResponse).parse((await get('/api/notices?page=4&pageSize=7')).json());
    expect(last.data.map((n) => n.id)).toEqual(newestFirst.slice(21));
    expect(last).toMatchObject({ total_pages: 4, page: 4, page_size: 7 });
    const snake = strictly(noticesPagedResponse).parse(
      (await get('/api/notices/?page=2&page_size=5')).json(),
    );
    expect(snake.data.map((n) => n.id)).toEqual(newestFirst.slice(5, 10));
    const beyond = strictly(noticesPagedResponse).parse((await get('/api/notices?page=9')).json());
    expect(beyond).toEqual({ data: [], total_items: 25, total_pages: 3, page: 9, page_size: 10 });
    const all = strictly(noticesPagedResponse).parse((await get('/api/notices?pageSize=100')).json());
    expect(all.data.map((n) => n.id)).toEqual(newestFirst);
  });

  it('refuses bad paging with per-field messages in the request language', async () => {
    const en = await get('/api/notices?page=0&pageSize=-1', 'en');
    expect(en.statusCode).toBe(400);
    expect(strictly(errorResponse).parse(en.json())).toEqual({
      status: 400,
      message: 'Please correct the highlighted fields',
      errors: {
        page: 'Page must be a whole number of at least 1',
        pageSize: 'Page size must be a whole number from 1 to 100',
      },
    });
    const ne = await get('/api/notices?page=abc&pageSize=101');
    expect(ne.statusCode).toBe(400);
    expect(ne.json()).toEqual({
      status: 400,
      message: 'कृपया चिन्ह लगाइएका विवरण सच्याउनुहोस्',
      errors: {
        page: 'पृष्ठ १ वा सोभन्दा ठूलो पूर्ण सङ्ख्या हुनुपर्छ',
        pageSize: 'पृष्ठ आकार १ देखि १०० सम्मको पूर्ण सङ्ख्या हुनुपर्छ',
      },
    });
  });

  it('lists at most 20 urgent notices, newest first', async () => {
    for (const url of ['/api/notices/urgent-notices', '/api/notices/urgent-notices/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const { data } = strictly(noticesListResponse).parse(res.json());
      expect(data).toHaveLength(20);
      expect(data.every((n) => n.is_urgent)).toBe(true);
      expect(data.map((n) => n.id)).toEqual(newestFirst.slice(0, 20));
    }
  });

  it('lists at most 5 popup notices, newest first', async () => {
    const res = await get('/api/notices/popup-notices/');
    expect(res.statusCode).toBe(200);
    const { data } = strictly(noticesListResponse).parse(res.json());
    expect(data.map((n) => n.title_en)).toEqual([
      'Notice 24',
      'Notice 21',
      'Notice 18',
      'Notice 15',
      'Notice 12',
    ]);
    expect(data.every((n) => n.is_popup)).toBe(true);
  });

  it('pages the notices of one branch; unknown or empty branches give an empty page', async () => {
    const res = await get(`/api/notices/list-notices-by-branch/${branchA}/?page=2&pageSize=5`);
    expect(res.statusCode).toBe(200);
    const body = strictly(noticesPagedResponse).parse(res.json());
    expect(body).toMatchObject({ total_items: 13, total_pages: 3, page: 2, page_size: 5 });
    expect(body.data.map((n) => n.title_en)).toEqual([
      'Notice 15',
      'Notice 13',
      'Notice 11',
      'Notice 9',
      'Notice 7',
    ]);
    expect(body.data.every((n) => n.branch_id === branchA)).toBe(true);
    for (const id of [branchB, 9999]) {
      const empty = await get(`/api/notices/list-notices-by-branch/${id}`);
      expect(empty.statusCode).toBe(200);
      expect(strictly(noticesPagedResponse).parse(empty.json())).toEqual(emptyFirstPage);
    }
  });

  it('refuses a branch id that is not a whole number', async () => {
    const en = await get('/api/notices/list-notices-by-branch/abc', 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual({ branchId: 'The id must be a whole number' });
    const ne = await get('/api/notices/list-notices-by-branch/-3?page=0');
    expect(ne.statusCode).toBe(400);
    expect(ne.json().errors.branchId).toBe('आईडी पूर्ण सङ्ख्या हुनुपर्छ');
  });
});
