import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { latestUpdatesResponse } from '#shared/contract/site.ts';
import { strictly } from '#server/test-support/strictly.ts';

const day = (n: number) => `2025-06-${String(n).padStart(2, '0')}T09:00:00.000Z`;

describe('home page latest updates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers four empty lists on an empty database', async () => {
    const res = await t.app.inject('/api/base/get-latest-updates/');
    expect(res.statusCode).toBe(200);
    expect(strictly(latestUpdatesResponse).parse(res.json())).toEqual({
      gallery: [],
      notices: [],
      articles: [],
      laws: [],
    });
  });

  it('answers the newest 8 images and 6 notices, articles and laws', async () => {
    // 10 of each; items 9 and 10 share a timestamp, so the larger id comes first.
    const n = Array.from({ length: 10 }, (_, i) => i + 1);
    const at = (i: number) => day(Math.min(i, 9));
    await t.db
      .insertInto('gallery_image')
      .values(
        n.map((i) => ({
          image: `/uploads/gallery/${i}.webp`,
          caption_en: `G${i}`,
          caption_ne: `ग${i}`,
          width: 800,
          height: 600,
          in_heritage_strip: 0,
          created_at: at(i),
        })),
      )
      .execute();
    await t.db
      .insertInto('notice')
      .values(
        n.map((i) => ({
          branch_id: null,
          title_en: `N${i}`,
          title_ne: `सू${i}`,
          text_en: 'text',
          text_ne: 'पाठ',
          file: `/uploads/notices/${i}.pdf`,
          is_urgent: 0,
          is_popup: 0,
          created_at: at(i),
        })),
      )
      .execute();
    await t.db
      .insertInto('article')
      .values(
        n.map((i) => ({
          branch_id: null,
          title_en: `A${i}`,
          title_ne: `ले${i}`,
          text_en: 'text',
          text_ne: 'पाठ',
          image: null,
          file: null,
          created_at: at(i),
        })),
      )
      .execute();
    const [category] = await t.db
      .insertInto('law_category')
      .values({ name_en: 'Acts', name_ne: 'ऐन', sort_order: 1 })
      .returning('id')
      .execute();
    await t.db
      .insertInto('law')
      .values(
        n.map((i) => ({
          category_id: category!.id,
          title_en: `L${i}`,
          title_ne: `का${i}`,
          description_en: 'd',
          description_ne: 'वि',
          file: `/uploads/laws/${i}.pdf`,
          created_at: at(i),
        })),
      )
      .execute();

    const body = strictly(latestUpdatesResponse).parse(
      (await t.app.inject('/api/base/get-latest-updates')).json(),
    );
    expect(body.gallery.map((g) => g.caption_en)).toEqual(['G10', 'G9', 'G8', 'G7', 'G6', 'G5', 'G4', 'G3']);
    expect(body.notices.map((x) => x.title_en)).toEqual(['N10', 'N9', 'N8', 'N7', 'N6', 'N5']);
    expect(body.articles.map((x) => x.title_en)).toEqual(['A10', 'A9', 'A8', 'A7', 'A6', 'A5']);
    expect(body.laws.map((x) => x.title_en)).toEqual(['L10', 'L9', 'L8', 'L7', 'L6', 'L5']);
    expect(body.notices[0]).toEqual({
      id: 10,
      branch_id: null,
      title_en: 'N10',
      title_ne: 'सू10',
      text_en: 'text',
      text_ne: 'पाठ',
      file: '/uploads/notices/10.pdf',
      created_at: day(9),
    });
    expect(body.laws[0]).toMatchObject({
      category_id: category!.id,
      category: { id: category!.id, name_en: 'Acts', name_ne: 'ऐन' },
    });
  });
});
