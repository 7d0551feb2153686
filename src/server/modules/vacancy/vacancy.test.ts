import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { errorResponse } from '#shared/contract/common.ts';
import { vacancyDocumentsResponse, type VacancyKind } from '#shared/contract/vacancy.ts';
import { translate } from '#shared/i18n/index.ts';
import { strictly } from '#server/test-support/strictly.ts';

const paths: Record<VacancyKind, string> = {
  notice: '/api/vacancy/notices',
  result: '/api/vacancy/results',
  syllabus: '/api/vacancy/syllabus',
};

describe('vacancy API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    // Per kind: 11 documents, one a day; the 11th repeats the 10th's timestamp (id breaks the tie).
    for (const kind of ['notice', 'result', 'syllabus'] as const) {
      await t.db
        .insertInto('vacancy_document')
        .values(
          Array.from({ length: 11 }, (_, i) => ({
            kind,
            title_en: `${kind} ${i + 1}`,
            title_ne: `${kind} ने ${i + 1}`,
            description_en: 'Details',
            description_ne: 'विवरण',
            file: kind === 'syllabus' ? null : `/uploads/vacancy/${kind}-${i + 1}.pdf`,
            image: null,
            link: kind === 'syllabus' ? `https://example.org/syllabus/${i + 1}` : null,
            created_at: `2025-03-${String(Math.min(i + 1, 10)).padStart(2, '0')}T08:00:00.000Z`,
          })),
        )
        .execute();
    }
  });
  afterAll(() => t.close());

  it.each(Object.entries(paths))('lists only %s documents, newest first, 10 a page', async (kind, path) => {
    const res = await t.app.inject(path);
    expect(res.statusCode).toBe(200);
    const body = strictly(vacancyDocumentsResponse).parse(res.json());
    expect(body).toMatchObject({ page: 1, page_size: 10, total_items: 11, total_pages: 2 });
    expect(body.data.map((d) => d.title_en).slice(0, 3)).toEqual([`${kind} 11`, `${kind} 10`, `${kind} 9`]);
    const last = strictly(vacancyDocumentsResponse).parse((await t.app.inject(`${path}/?page=2`)).json());
    expect(last.data.map((d) => d.title_en)).toEqual([`${kind} 1`]);
    expect(Object.keys(last.data[0]!).sort()).toEqual(
      [
        'created_at',
        'description_en',
        'description_ne',
        'file',
        'id',
        'image',
        'link',
        'title_en',
        'title_ne',
      ].sort(),
    );
  });

  it('keeps the syllabus link and pages by page_size', async () => {
    const body = strictly(vacancyDocumentsResponse).parse(
      (await t.app.inject('/api/vacancy/syllabus?page=3&page_size=4')).json(),
    );
    expect(body).toMatchObject({ page: 3, page_size: 4, total_pages: 3 });
    expect(body.data.map((d) => d.link)).toEqual([
      'https://example.org/syllabus/3',
      'https://example.org/syllabus/2',
      'https://example.org/syllabus/1',
    ]);
    const past = strictly(vacancyDocumentsResponse).parse(
      (await t.app.inject('/api/vacancy/results?page=4&pageSize=4')).json(),
    );
    expect(past).toMatchObject({ data: [], total_items: 11 });
  });

  it.each(['page=0', 'pageSize=-1', 'page=one', 'pageSize=101'])(
    'refuses %s in both languages',
    async (query) => {
      const field = query.split('=')[0]!;
      const key = field === 'page' ? 'validation.page_invalid' : 'validation.page_size_invalid';
      const en = await t.app.inject({
        url: `/api/vacancy/notices?${query}`,
        headers: { 'accept-language': 'en' },
      });
      expect(en.statusCode).toBe(400);
      expect(strictly(errorResponse).parse(en.json()).errors?.[field]).toBe(translate('en', key));
      const ne = await t.app.inject(`/api/vacancy/results?${query}`);
      expect(ne.statusCode).toBe(400);
      expect(strictly(errorResponse).parse(ne.json()).errors?.[field]).toBe(translate('ne', key));
    },
  );
});
