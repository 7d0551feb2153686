import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { homepageResponse } from '#shared/contract/site.ts';
import { strictly } from '#server/test-support/strictly.ts';

describe('home page upcoming occasions', () => {
  let t: TestApp;
  const occasion = (title: string, start: string, end: string, extra: Record<string, unknown> = {}) => ({
    branch_id: null,
    festival_id: null,
    image: null,
    title_en: title,
    title_ne: `${title} ने`,
    description_en: `${title} description`,
    description_ne: `${title} विवरण`,
    start_date: start,
    end_date: end,
    is_holiday: 0,
    is_jatra: 0,
    ...extra,
  });
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await t.db
      .insertInto('occasion')
      .values([
        occasion('Future 2', '2026-01-05', '2026-01-05'),
        occasion('Ends 1 January', '2026-01-01', '2026-01-01'),
        occasion('Ongoing', '2025-12-30', '2026-01-02', {
          image: '/uploads/occasions/ongoing.webp',
          is_holiday: 1,
          is_jatra: 1,
        }),
        occasion('Future 1a', '2026-01-03', '2026-01-04'),
        occasion('Future 1b', '2026-01-03', '2026-01-03'),
        ...Array.from({ length: 6 }, (_, i) =>
          occasion(`Later ${i + 1}`, `2026-02-0${i + 1}`, `2026-02-0${i + 1}`),
        ),
        occasion('Long past', '2025-01-01', '2025-01-03'),
      ])
      .execute();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => t.close());

  it("takes the next 8 by start date from today's date in Nepal, not UTC", async () => {
    // 20:00 UTC on 1 January is 01:45 on 2 January in Kathmandu.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T20:00:00.000Z') });
    const res = await t.app.inject('/api/base/get-homepage-contents');
    vi.useRealTimers();
    expect(res.statusCode).toBe(200);
    const { occasions } = strictly(homepageResponse).parse(res.json());
    expect(occasions.map((o) => o.title_en)).toEqual([
      'Ongoing',
      'Future 1a',
      'Future 1b',
      'Future 2',
      'Later 1',
      'Later 2',
      'Later 3',
      'Later 4',
    ]);
    expect(occasions[0]).toEqual({
      id: 3,
      image: '/uploads/occasions/ongoing.webp',
      title_en: 'Ongoing',
      title_ne: 'Ongoing ने',
      description_en: 'Ongoing description',
      description_ne: 'Ongoing विवरण',
      // Derived from start_date, never stored.
      date: '2082/09/15',
      start_date: '2025-12-30',
      end_date: '2026-01-02',
      is_holiday: true,
      is_jatra: true,
    });
    expect(occasions[1]!.is_holiday).toBe(false);
  });

  it('still shows an occasion on its last day until midnight in Nepal', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T18:14:00.000Z') });
    const res = await t.app.inject('/api/base/get-homepage-contents/');
    vi.useRealTimers();
    const { occasions } = strictly(homepageResponse).parse(res.json());
    expect(occasions[0]!.title_en).toBe('Ongoing');
    expect(occasions[1]!.title_en).toBe('Ends 1 January');
  });
});
