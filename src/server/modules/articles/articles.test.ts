import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlesPagedResponse } from '#shared/contract/articles.ts';
import { errorResponse } from '#shared/contract/common.ts';
import { insertBranches } from '#server/test-support/fixtures.ts';
import { emptyFirstPage } from '#server/test-support/paging.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { strictly } from '#server/test-support/strictly.ts';

// 12 articles created a day apart, except 11 and 12 which share a timestamp (the id breaks the tie).
// Branch A holds articles 1..7, branch B none; articles 8..12 belong to no branch.
const day = (i: number) => new Date(Date.UTC(2025, 5, 1) + Math.min(i, 11) * 86_400_000).toISOString();

describe('articles API', () => {
  let t: TestApp;
  let branchA: number;
  let branchB: number;
  let newestFirst: number[];

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    [branchA, branchB] = await insertBranches(t.db, ['A', 'B'], day(0));
    const ids: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const row = {
        title_en: `Article ${i}`,
        title_ne: `लेख ${i}`,
        text_en: `Body ${i}`,
        text_ne: `विवरण ${i}`,
        image: i % 2 === 0 ? `/uploads/articles/article-${i}.webp` : null,
        file: i % 3 === 0 ? `/uploads/articles/article-${i}.pdf` : null,
        branch_id: i <= 7 ? branchA : null,
        created_at: day(i),
      };
      ids.push((await t.db.insertInto('article').values(row).returning('id').executeTakeFirstOrThrow()).id);
    }
    newestFirst = [...ids].reverse();
  });
  afterAll(() => t.close());

  const get = (url: string, lang?: string) =>
    t.app.inject({ url, headers: lang ? { 'accept-language': lang } : {} });

  it('pages articles newest first with defaults page 1 and size 10', async () => {
    for (const url of ['/api/articles', '/api/articles/']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const body = strictly(articlesPagedResponse).parse(res.json());
      expect(body).toMatchObject({ total_items: 12, total_pages: 2, page: 1, page_size: 10 });
      expect(body.data.map((a) => a.id)).toEqual(newestFirst.slice(0, 10));
      expect(body.data[0]).toEqual({
        id: newestFirst[0],
        title_en: 'Article 12',
        title_ne: 'लेख 12',
        text_en: 'Body 12',
        text_ne: 'विवरण 12',
        image: '/uploads/articles/article-12.webp',
        file: '/uploads/articles/article-12.pdf',
        created_at: day(12),
        branch_id: null,
        image_position: null,
      });
    }
  });

  it('ends with a short page, accepts page_size and answers empty past the end', async () => {
    const last = strictly(articlesPagedResponse).parse((await get('/api/articles?page=2')).json());
    expect(last.data.map((a) => a.id)).toEqual(newestFirst.slice(10));
    const snake = strictly(articlesPagedResponse).parse(
      (await get('/api/articles?page=3&page_size=5')).json(),
    );
    expect(snake).toMatchObject({ total_pages: 3, page: 3, page_size: 5 });
    expect(snake.data.map((a) => a.id)).toEqual(newestFirst.slice(10));
    const beyond = strictly(articlesPagedResponse).parse((await get('/api/articles?page=3')).json());
    expect(beyond).toEqual({ data: [], total_items: 12, total_pages: 2, page: 3, page_size: 10 });
  });

  it('refuses bad paging with per-field messages in the request language', async () => {
    const en = await get('/api/articles?page=1.5&pageSize=0', 'en');
    expect(en.statusCode).toBe(400);
    expect(strictly(errorResponse).parse(en.json())).toEqual({
      status: 400,
      message: 'Please correct the highlighted fields',
      errors: {
        page: 'Page must be a whole number of at least 1',
        pageSize: 'Page size must be a whole number from 1 to 100',
      },
    });
    const ne = await get('/api/articles?page_size=500');
    expect(ne.statusCode).toBe(400);
    expect(ne.json()).toEqual({
      status: 400,
      message: 'कृपया चिन्ह लगाइएका विवरण सच्याउनुहोस्',
      errors: { page_size: 'पृष्ठ आकार १ देखि १०० सम्मको पूर्ण सङ्ख्या हुनुपर्छ' },
    });
  });

  it('pages the articles of one branch; unknown or empty branches give an empty page', async () => {
    const res = await get(`/api/articles/list-articles-by-branch/${branchA}/?page=2&pageSize=3`);
    expect(res.statusCode).toBe(200);
    const body = strictly(articlesPagedResponse).parse(res.json());
    expect(body).toMatchObject({ total_items: 7, total_pages: 3, page: 2, page_size: 3 });
    expect(body.data.map((a) => a.title_en)).toEqual(['Article 4', 'Article 3', 'Article 2']);
    for (const id of [branchB, 424242]) {
      const empty = await get(`/api/articles/list-articles-by-branch/${id}`);
      expect(empty.statusCode).toBe(200);
      expect(strictly(articlesPagedResponse).parse(empty.json())).toEqual(emptyFirstPage);
    }
  });

  it('refuses a branch id that is not a whole number, in both languages', async () => {
    const en = await get('/api/articles/list-articles-by-branch/x1', 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual({ branchId: 'The id must be a whole number' });
    const ne = await get('/api/articles/list-articles-by-branch/1.5');
    expect(ne.statusCode).toBe(400);
    expect(ne.json().errors).toEqual({ branchId: 'आईडी पूर्ण सङ्ख्या हुनुपर्छ' });
  });
});
