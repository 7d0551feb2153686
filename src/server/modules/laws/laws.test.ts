import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { errorResponse } from '#shared/contract/common.ts';
import { lawCategoriesResponse, lawsResponse } from '#shared/contract/laws.ts';
import { translate } from '#shared/i18n/index.ts';
import { strictly } from '#server/test-support/strictly.ts';

describe('laws API', () => {
  let t: TestApp;
  let acts: number;
  let rules: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const categories = await t.db
      .insertInto('law_category')
      .values([
        { name_en: 'Regulations', name_ne: 'नियमावली', sort_order: 2 },
        { name_en: 'Acts', name_ne: 'ऐन', sort_order: 1 },
      ])
      .returning('id')
      .execute();
    rules = categories[0]!.id;
    acts = categories[1]!.id;
    // 12 acts (one a day) and 3 regulations.
    await t.db
      .insertInto('law')
      .values([
        ...Array.from({ length: 12 }, (_, i) => ({
          category_id: acts,
          title_en: `Act ${i + 1}`,
          title_ne: `ऐन ${i + 1}`,
          description_en: 'An act.',
          description_ne: 'एउटा ऐन।',
          file: i === 0 ? null : `/uploads/laws/act-${i + 1}.pdf`,
          created_at: `2024-05-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`,
        })),
        ...Array.from({ length: 3 }, (_, i) => ({
          category_id: rules,
          title_en: `Regulation ${i + 1}`,
          title_ne: `नियमावली ${i + 1}`,
          description_en: 'A regulation.',
          description_ne: 'एउटा नियमावली।',
          file: null,
          created_at: `2023-01-0${i + 1}T00:00:00.000Z`,
        })),
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('lists the law categories in menu order', async () => {
    for (const url of ['/api/law-categories', '/api/law-categories/']) {
      const body = strictly(lawCategoriesResponse).parse((await t.app.inject(url)).json());
      expect(body.data).toEqual([
        { id: acts, name_en: 'Acts', name_ne: 'ऐन' },
        { id: rules, name_en: 'Regulations', name_ne: 'नियमावली' },
      ]);
    }
  });

  it('lists every law newest first with its category, 10 a page by default', async () => {
    const res = await t.app.inject('/api/laws');
    expect(res.statusCode).toBe(200);
    const body = strictly(lawsResponse).parse(res.json());
    expect(body).toMatchObject({ page: 1, page_size: 10, total_items: 15, total_pages: 2 });
    expect(body.data[0]).toMatchObject({
      title_en: 'Act 12',
      title_ne: 'ऐन 12',
      file: '/uploads/laws/act-12.pdf',
      created_at: '2024-05-12T00:00:00.000Z',
      category_id: acts,
      category: { id: acts, name_en: 'Acts', name_ne: 'ऐन' },
    });
  });

  it('filters by category with the page size of 25 the page asks for', async () => {
    const body = strictly(lawsResponse).parse(
      (await t.app.inject(`/api/laws/?page=1&page_size=25&category=${acts}`)).json(),
    );
    expect(body).toMatchObject({ page_size: 25, total_items: 12, total_pages: 1 });
    expect(body.data.map((law) => law.title_en)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Act ${12 - i}`),
    );
    expect(body.data.at(-1)!.file).toBeNull();
    const regulations = strictly(lawsResponse).parse(
      (await t.app.inject(`/api/laws?category=${rules}`)).json(),
    );
    expect(regulations.data.map((law) => law.title_en)).toEqual([
      'Regulation 3',
      'Regulation 2',
      'Regulation 1',
    ]);
  });

  it('answers an unknown category with an empty list, not a 404', async () => {
    const res = await t.app.inject('/api/laws?category=9999');
    expect(res.statusCode).toBe(200);
    expect(strictly(lawsResponse).parse(res.json())).toMatchObject({
      data: [],
      total_items: 0,
      total_pages: 0,
    });
  });

  it.each(['abc', '1.5', '-2', ''])('refuses category=%s in both languages', async (value) => {
    const en = await t.app.inject({
      url: `/api/laws?category=${value}`,
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(400);
    expect(strictly(errorResponse).parse(en.json()).errors).toEqual({
      category: 'Category must be a whole number',
    });
    const ne = await t.app.inject(`/api/laws?category=${value}`);
    expect(strictly(errorResponse).parse(ne.json()).errors?.category).toBe(
      translate('ne', 'validation.category_filter_invalid'),
    );
  });

  it('pages past the end to an empty list and refuses bad paging in both languages', async () => {
    const past = strictly(lawsResponse).parse((await t.app.inject('/api/laws?page=3')).json());
    expect(past.data).toEqual([]);
    for (const query of ['page=0', 'page_size=-1', 'page=abc', 'page_size=101']) {
      const field = query.split('=')[0]!;
      const key = field === 'page' ? 'validation.page_invalid' : 'validation.page_size_invalid';
      const en = await t.app.inject({ url: `/api/laws?${query}`, headers: { 'accept-language': 'en' } });
      expect(en.statusCode).toBe(400);
      expect(strictly(errorResponse).parse(en.json()).errors?.[field]).toBe(translate('en', key));
      const ne = await t.app.inject(`/api/laws?${query}`);
      expect(strictly(errorResponse).parse(ne.json()).errors?.[field]).toBe(translate('ne', key));
    }
  });
});
