import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { errorResponse } from '#shared/contract/common.ts';
import { galleryListResponse, galleryPagedResponse, galleryResponse } from '#shared/contract/gallery.ts';
import { translate } from '#shared/i18n/index.ts';
import { strictly } from '#server/test-support/strictly.ts';

describe('gallery API', () => {
  let t: TestApp;
  // 12 images; the last two share a timestamp so the id decides their order.
  const newestFirst: number[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    for (let i = 1; i <= 12; i++) {
      const [row] = await t.db
        .insertInto('gallery_image')
        .values({
          image: `/uploads/gallery/${i}.webp`,
          caption_en: `Image ${i}`,
          caption_ne: `तस्बिर ${i}`,
          width: 1200,
          height: 800,
          in_heritage_strip: i % 3 === 0 ? 1 : 0,
          created_at: `2025-01-${String(Math.min(i, 11)).padStart(2, '0')}T10:00:00.000Z`,
        })
        .returning('id')
        .execute();
      newestFirst.unshift(row!.id);
    }
  });
  afterAll(() => t.close());

  it('lists every image newest first without paging fields when no paging is asked', async () => {
    const res = await t.app.inject('/api/base/gallery');
    expect(res.statusCode).toBe(200);
    const body = strictly(galleryListResponse).parse(res.json());
    expect(body.data.map((image) => image.id)).toEqual(newestFirst);
    expect(res.json()).not.toHaveProperty('total_pages');
    expect(body.data[0]).toEqual({
      id: newestFirst[0],
      image: '/uploads/gallery/12.webp',
      caption_en: 'Image 12',
      caption_ne: 'तस्बिर 12',
      width: 1200,
      height: 800,
      // Not a media library picture: no focal point, the centre.
      image_position: null,
    });
  });

  it('answers paged when page or pageSize is given', async () => {
    const res = await t.app.inject('/api/base/gallery/?page=2&pageSize=5');
    const body = strictly(galleryPagedResponse).parse(res.json());
    expect(body).toMatchObject({ total_pages: 3, total_items: 12, page: 2, page_size: 5 });
    expect(body.data.map((image) => image.id)).toEqual(newestFirst.slice(5, 10));
    const bySnakeCase = strictly(galleryPagedResponse).parse(
      (await t.app.inject('/api/base/gallery?page_size=4')).json(),
    );
    expect(bySnakeCase).toMatchObject({ page: 1, page_size: 4, total_pages: 3 });
    const pageOnly = strictly(galleryPagedResponse).parse(
      (await t.app.inject('/api/base/gallery?page=2')).json(),
    );
    expect(pageOnly.data.map((image) => image.id)).toEqual(newestFirst.slice(10));
    const pastTheEnd = strictly(galleryResponse).parse(
      (await t.app.inject('/api/base/gallery?page=9')).json(),
    );
    expect(pastTheEnd.data).toEqual([]);
  });

  it.each(['page=0', 'pageSize=-1', 'page=abc', 'pageSize=101', 'page_size=1.5'])(
    'refuses %s with a 400 in the request language',
    async (query) => {
      const field = query.split('=')[0]!;
      const key = field === 'page' ? 'validation.page_invalid' : 'validation.page_size_invalid';
      const en = await t.app.inject({
        url: `/api/base/gallery?${query}`,
        headers: { 'accept-language': 'en' },
      });
      expect(en.statusCode).toBe(400);
      expect(strictly(errorResponse).parse(en.json()).errors).toEqual({ [field]: translate('en', key) });
      const ne = await t.app.inject(`/api/base/gallery?${query}`);
      expect(ne.statusCode).toBe(400);
      expect(ne.json().errors[field]).toBe(translate('ne', key));
      expect(translate('ne', key)).not.toBe(translate('en', key));
    },
  );

  it('lists the heritage strip images newest first', async () => {
    for (const url of ['/api/base/gallery/heritage-strip', '/api/base/gallery/heritage-strip/']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      const body = strictly(galleryListResponse).parse(res.json());
      expect(body.data.map((image) => image.caption_en)).toEqual([
        'Image 12',
        'Image 9',
        'Image 6',
        'Image 3',
      ]);
    }
  });
});
