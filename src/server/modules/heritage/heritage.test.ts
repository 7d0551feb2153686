import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { errorResponse } from '#shared/contract/common.ts';
import { heritageSitesResponse } from '#shared/contract/heritage.ts';
import { translate } from '#shared/i18n/index.ts';
import { strictly } from '#server/test-support/strictly.ts';

describe('heritage sites API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    // 12 sites; sort_order is reversed against insertion and two share one, so the id breaks the tie.
    await t.db
      .insertInto('heritage_site')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          image: i === 0 ? null : `/uploads/heritage/${i + 1}.webp`,
          name_en: `Temple ${i + 1}`,
          name_ne: `मन्दिर ${i + 1}`,
          subtitle_en: `Subtitle ${i + 1}`,
          subtitle_ne: `उपशीर्षक ${i + 1}`,
          description_en: 'A temple.',
          description_ne: 'एउटा मन्दिर।',
          sort_order: i === 11 ? 2 : 12 - i,
        })),
      )
      .execute();
  });
  afterAll(() => t.close());

  it('pages with the default size 10 and repeats total_pages as total_page', async () => {
    const res = await t.app.inject('/api/events/temples');
    expect(res.statusCode).toBe(200);
    const body = strictly(heritageSitesResponse).parse(res.json());
    expect(body).toMatchObject({ page: 1, page_size: 10, total_items: 12, total_pages: 2, total_page: 2 });
    // sort_order 2: Temple 11 (id 11) then Temple 12 (id 12); then 3 (Temple 10) ...
    expect(body.data.slice(0, 3).map((site) => site.name_en)).toEqual([
      'Temple 11',
      'Temple 12',
      'Temple 10',
    ]);
    expect(body.data.find((site) => site.name_en === 'Temple 1')).toBeUndefined();
  });

  it('answers the page size of 9 the page asks for, with a trailing slash too', async () => {
    const body = strictly(heritageSitesResponse).parse(
      (await t.app.inject('/api/events/temples/?page=2&pageSize=9')).json(),
    );
    expect(body).toMatchObject({ page: 2, page_size: 9, total_pages: 2, total_page: 2 });
    expect(body.data.map((site) => site.name_en)).toEqual(['Temple 3', 'Temple 2', 'Temple 1']);
    expect(body.data[2]).toEqual({
      id: 1,
      image: null,
      name_en: 'Temple 1',
      name_ne: 'मन्दिर 1',
      subtitle_en: 'Subtitle 1',
      subtitle_ne: 'उपशीर्षक 1',
      description_en: 'A temple.',
      description_ne: 'एउटा मन्दिर।',
      // No picture, so no focal point.
      image_position: null,
    });
    const past = strictly(heritageSitesResponse).parse(
      (await t.app.inject('/api/events/temples?page=3&page_size=9')).json(),
    );
    expect(past.data).toEqual([]);
  });

  it.each(['page=0', 'pageSize=-1', 'page=x', 'pageSize=500'])(
    'refuses %s in both languages',
    async (query) => {
      const field = query.split('=')[0]!;
      const key = field === 'page' ? 'validation.page_invalid' : 'validation.page_size_invalid';
      const en = await t.app.inject({
        url: `/api/events/temples?${query}`,
        headers: { 'accept-language': 'en' },
      });
      expect(en.statusCode).toBe(400);
      expect(strictly(errorResponse).parse(en.json()).errors?.[field]).toBe(translate('en', key));
      const ne = await t.app.inject(`/api/events/temples?${query}`);
      expect(strictly(errorResponse).parse(ne.json()).errors?.[field]).toBe(translate('ne', key));
    },
  );
});
