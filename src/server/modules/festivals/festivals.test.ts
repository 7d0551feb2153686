import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { adToBs, formatBsDate, nepalToday } from '#shared/calendar/index.ts';
import { errorResponse } from '#shared/contract/common.ts';
import {
  featuredFestivalResponse,
  festivalByIdResponse,
  festivalMenuResponse,
  festivalsListResponse,
  festivalsPagedResponse,
} from '#shared/contract/festivals.ts';
import type { Database } from '#server/db/schema.ts';
import { insertBranches } from '#server/test-support/fixtures.ts';
import { emptyFirstPage } from '#server/test-support/paging.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { findFeaturedFestival } from './repo.ts';
import { strictly } from '#server/test-support/strictly.ts';

// The upcoming logic reads today's date in Nepal, so the rows are dated relative to it.
const today = nepalToday();
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Spec {
  key: string;
  start: number;
  end: number;
  created: string;
  menu?: boolean;
  branch?: 'A';
  holiday?: boolean;
  jatra?: boolean;
  /** Shown on the calendar (ADR 033): its holiday flag then marks its days there. */
  onCalendar?: boolean;
}

// start/end are days from today. created_at is deliberately not in id order (latest strip).
const specs: Spec[] = [
  { key: 'past', start: -40, end: -38, created: '2025-01-05T00:00:00.000Z', menu: true, branch: 'A' },
  {
    key: 'current',
    start: -1,
    end: 1,
    created: '2025-01-09T00:00:00.000Z',
    menu: true,
    holiday: true,
    onCalendar: true,
  },
  { key: 'endsToday', start: -2, end: 0, created: '2025-01-02T00:00:00.000Z' },
  { key: 'next', start: 10, end: 12, created: '2025-01-07T00:00:00.000Z', branch: 'A', jatra: true },
  { key: 'far', start: 30, end: 30, created: '2025-01-09T00:00:00.000Z', menu: true, branch: 'A' },
  { key: 'nextTie', start: 10, end: 10, created: '2025-01-01T00:00:00.000Z' },
  { key: 'older', start: -100, end: -100, created: '2025-01-03T00:00:00.000Z' },
  { key: 'oldest', start: -200, end: -199, created: '2025-01-04T00:00:00.000Z' },
];

async function insertFestivals(db: Kysely<Database>, list: Spec[], branchId: number | null) {
  const ids: Record<string, number> = {};
  for (const s of list) {
    const row = {
      title_en: `Festival ${s.key}`,
      title_ne: `पर्व ${s.key}`,
      description_en: `About ${s.key}`,
      description_ne: `${s.key} बारे`,
      location_en: 'Kathmandu',
      location_ne: 'काठमाडौं',
      subtitle_en: `Subtitle ${s.key}`,
      subtitle_ne: `उपशीर्षक ${s.key}`,
      image: s.key === 'far' ? null : `/uploads/festivals/${s.key}.webp`,
      start_date: addDays(today, s.start),
      end_date: addDays(today, s.end),
      is_holiday: s.holiday ? 1 : 0,
      is_jatra: s.jatra ? 1 : 0,
      in_menu: s.menu ? 1 : 0,
      on_calendar: s.onCalendar ? 1 : 0,
      branch_id: s.branch ? branchId : null,
      created_at: s.created,
    };
    ids[s.key] = (await db.insertInto('festival').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }
  return ids;
}

const get = (t: TestApp, url: string, lang?: string) =>
  t.app.inject({ url, headers: lang ? { 'accept-language': lang } : {} });

describe('festivals API', () => {
  let t: TestApp;
  let branchA: number;
  let id: Record<string, number>;
  const idsOf = (body: { data: { id: number }[] }) => body.data.map((f) => f.id);
  const keys = (...names: string[]) => names.map((name) => id[name]);

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    [branchA] = await insertBranches(t.db, ['A'], '2025-01-01T00:00:00Z');
    id = await insertFestivals(t.db, specs, branchA);
  });
  afterAll(() => t.close());

  it('lists every festival by start date, the id breaking ties', async () => {
    for (const url of ['/api/events/festivals', '/api/events/festivals/']) {
      const res = await get(t, url);
      expect(res.statusCode).toBe(200);
      const body = strictly(festivalsListResponse).parse(res.json());
      expect(idsOf(body)).toEqual(
        keys('oldest', 'older', 'past', 'endsToday', 'current', 'next', 'nextTie', 'far'),
      );
    }
  });

  it('answers a festival with every field, name_* repeating title_* and flags as booleans', async () => {
    const res = await get(t, `/api/events/festivals/${id.next}/`);
    expect(res.statusCode).toBe(200);
    expect(strictly(festivalByIdResponse).parse(res.json())).toEqual({
      data: [
        {
          id: id.next,
          image: '/uploads/festivals/next.webp',
          title_en: 'Festival next',
          title_ne: 'पर्व next',
          name_en: 'Festival next',
          name_ne: 'पर्व next',
          description_en: 'About next',
          description_ne: 'next बारे',
          location_en: 'Kathmandu',
          location_ne: 'काठमाडौं',
          subtitle_en: 'Subtitle next',
          subtitle_ne: 'उपशीर्षक next',
          start_date: addDays(today, 10),
          end_date: addDays(today, 12),
          start_date_bs: formatBsDate(adToBs(addDays(today, 10))),
          holiday_days: [],
          is_holiday: false,
          is_jatra: true,
          created_at: '2025-01-07T00:00:00.000Z',
          branch_id: branchA,
        },
      ],
    });
    const current = strictly(festivalByIdResponse).parse(
      (await get(t, `/api/events/festivals/${id.current}`)).json(),
    );
    expect(current.data[0]).toMatchObject({
      holiday_days: [addDays(today, -1), today, addDays(today, 1)],
      is_holiday: true,
      is_jatra: false,
      branch_id: null,
    });
  });

  it('caps the list with limit and leaves out the excluded festival (Read Next)', async () => {
    const limited = strictly(festivalsListResponse).parse(
      (await get(t, '/api/events/festivals?limit=3')).json(),
    );
    expect(idsOf(limited)).toEqual(keys('oldest', 'older', 'past'));
    const readNext = await get(t, `/api/events/festivals/?limit=8&exclude=${id.older}`);
    expect(idsOf(strictly(festivalsListResponse).parse(readNext.json()))).toEqual(
      keys('oldest', 'past', 'endsToday', 'current', 'next', 'nextTie', 'far'),
    );
    const unknown = strictly(festivalsListResponse).parse(
      (await get(t, '/api/events/festivals?exclude=999999')).json(),
    );
    expect(unknown.data).toHaveLength(specs.length);
    const max = strictly(festivalsListResponse).parse(
      (await get(t, '/api/events/festivals?limit=50')).json(),
    );
    expect(max.data).toHaveLength(specs.length);
  });

  it('refuses a bad limit or exclude with per-field messages in the request language', async () => {
    const en = await get(t, '/api/events/festivals?limit=0&exclude=abc', 'en');
    expect(en.statusCode).toBe(400);
    expect(strictly(errorResponse).parse(en.json())).toEqual({
      status: 400,
      message: 'Please correct the highlighted fields',
      errors: {
        limit: 'Limit must be a whole number from 1 to 50',
        exclude: 'The id must be a whole number',
      },
    });
    for (const limit of ['51', 'x', '-1', '2.5']) {
      const ne = await get(t, `/api/events/festivals?limit=${limit}`);
      expect(ne.statusCode).toBe(400);
      expect(ne.json()).toEqual({
        status: 400,
        message: 'कृपया चिन्ह लगाइएका विवरण सच्याउनुहोस्',
        errors: { limit: 'सीमा १ देखि ५० सम्मको पूर्ण सङ्ख्या हुनुपर्छ' },
      });
    }
    const huge = await get(t, '/api/events/festivals?exclude=99999999999');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual({ exclude: 'आईडी पूर्ण सङ्ख्या हुनुपर्छ' });
  });

  it('lists the header menu festivals with title_* and name_*', async () => {
    for (const url of [
      '/api/events/festivals/get-festivals-list',
      '/api/events/festivals/get-festivals-list/',
    ]) {
      const res = await get(t, url);
      expect(res.statusCode).toBe(200);
      const body = strictly(festivalMenuResponse).parse(res.json());
      expect(res.json()).toEqual({
        data: [
          {
            id: id.past,
            title_en: 'Festival past',
            title_ne: 'पर्व past',
            name_en: 'Festival past',
            name_ne: 'पर्व past',
            image: '/uploads/festivals/past.webp',
          },
          expect.objectContaining({ id: id.current }),
          expect.objectContaining({ id: id.far, image: null }),
        ],
      });
      expect(body.data).toHaveLength(3);
    }
  });

  it('lists the 6 most recently created festivals, not read as an id', async () => {
    for (const url of ['/api/events/festivals/latest', '/api/events/festivals/latest/']) {
      const res = await get(t, url);
      expect(res.statusCode).toBe(200);
      const body = strictly(festivalsListResponse).parse(res.json());
      // current and far share created_at: the larger id first.
      expect(idsOf(body)).toEqual(keys('far', 'current', 'next', 'past', 'oldest', 'older'));
    }
  });

  it('answers 404 JSON for an unknown festival and 400 for an id that is not a number', async () => {
    for (const url of ['/api/events/festivals/999999', '/api/events/festivals/999999/']) {
      const en = await get(t, url, 'en');
      expect(en.statusCode).toBe(404);
      expect(strictly(errorResponse).parse(en.json())).toEqual({ status: 404, message: 'Not found' });
    }
    expect((await get(t, '/api/events/festivals/999999')).json()).toEqual({ status: 404, message: 'भेटिएन' });
    const en = await get(t, '/api/events/festivals/abc', 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      status: 400,
      message: 'Please correct the highlighted fields',
      errors: { id: 'The id must be a whole number' },
    });
    const ne = await get(t, '/api/events/festivals/-1/upcoming');
    expect(ne.statusCode).toBe(400);
    expect(ne.json().errors).toEqual({ id: 'आईडी पूर्ण सङ्ख्या हुनुपर्छ' });
  });

  /** The featured festival of /festivals/:id: its id and the occurrence's status and AD dates. */
  async function featured(festivalId: number) {
    const res = await get(t, `/api/events/festivals/${festivalId}/upcoming/`);
    expect(res.statusCode).toBe(200);
    const { data } = strictly(featuredFestivalResponse).parse(res.json());
    expect(data).toHaveLength(1);
    const { status, start_date, end_date, start_date_bs, end_date_bs } = data[0]!.occurrence;
    expect(start_date_bs).toBe(formatBsDate(adToBs(start_date)));
    expect(end_date_bs).toBe(formatBsDate(adToBs(end_date)));
    return { id: data[0]!.id, status, start: start_date, end: end_date };
  }
  const own = (key: string, status: string) => {
    const spec = specs.find((s) => s.key === key)!;
    return { id: id[key], status, start: addDays(today, spec.start), end: addDays(today, spec.end) };
  };

  it('features the festival itself while it lasts (ending today included) or is to come', async () => {
    expect(await featured(id.current!)).toEqual(own('current', 'ongoing'));
    expect(await featured(id.endsToday!)).toEqual(own('endsToday', 'ongoing'));
    expect(await featured(id.next!)).toEqual(own('next', 'upcoming'));
    expect(await featured(id.far!)).toEqual(own('far', 'upcoming'));
  });

  it('features a past festival itself with its last dates, never the next festival', async () => {
    expect(await featured(id.past!)).toEqual(own('past', 'past'));
    expect(await featured(id.older!)).toEqual(own('older', 'past'));
  });

  it("features the next dates of a past festival's calendar occasions from another year", async () => {
    const occasion = (start: number, end: number) => ({
      festival_id: id.oldest!,
      title_en: 'Oldest',
      title_ne: 'पुरानो',
      description_en: '',
      description_ne: '',
      start_date: addDays(today, start),
      end_date: addDays(today, end),
      is_holiday: 0,
      is_jatra: 0,
    });
    // oldest runs -200..-199: the day inside its span is the same celebration, -565 a year before.
    await t.db
      .insertInto('occasion')
      .values([occasion(-199, -199), occasion(-565, -564)])
      .execute();
    expect(await featured(id.oldest!)).toEqual(own('oldest', 'past'));
    await t.db.insertInto('occasion').values(occasion(165, 166)).execute();
    expect(await featured(id.oldest!)).toEqual({
      id: id.oldest,
      status: 'upcoming',
      start: addDays(today, 165),
      end: addDays(today, 166),
    });
  });

  it('takes today as a parameter in the repository (a festival starting today counts)', async () => {
    const on = async (festivalId: number, day: number) =>
      (await findFeaturedFestival(t.db, festivalId, addDays(today, day)))?.occurrence.status;
    expect(await on(id.past!, -41)).toBe('upcoming');
    expect(await on(id.past!, -40)).toBe('ongoing');
    expect(await on(id.past!, -38)).toBe('ongoing');
    expect(await on(id.past!, -37)).toBe('past');
    expect(await findFeaturedFestival(t.db, 999_999, today)).toBeUndefined();
  });

  it('answers 404 JSON for the upcoming festival of an unknown id', async () => {
    const res = await get(t, '/api/events/festivals/999999/upcoming', 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: 'Not found' });
  });

  it('pages the festivals of one branch, latest start first', async () => {
    const all = strictly(festivalsPagedResponse).parse(
      (await get(t, `/api/events/festivals/list-festivals-by-branch/${branchA}`)).json(),
    );
    expect(all).toMatchObject({ total_items: 3, total_pages: 1, page: 1, page_size: 10 });
    expect(idsOf(all)).toEqual(keys('far', 'next', 'past'));
    const second = strictly(festivalsPagedResponse).parse(
      (await get(t, `/api/events/festivals/list-festivals-by-branch/${branchA}/?page=2&pageSize=2`)).json(),
    );
    expect(second).toMatchObject({ total_items: 3, total_pages: 2, page: 2, page_size: 2 });
    expect(idsOf(second)).toEqual(keys('past'));
    const beyond = strictly(festivalsPagedResponse).parse(
      (await get(t, `/api/events/festivals/list-festivals-by-branch/${branchA}?page=3&page_size=2`)).json(),
    );
    expect(beyond.data).toEqual([]);
    for (const branch of [987654]) {
      const empty = await get(t, `/api/events/festivals/list-festivals-by-branch/${branch}/`);
      expect(empty.statusCode).toBe(200);
      expect(strictly(festivalsPagedResponse).parse(empty.json())).toEqual(emptyFirstPage);
    }
  });

  it('refuses bad branch ids and paging in both languages', async () => {
    const en = await get(t, '/api/events/festivals/list-festivals-by-branch/abc', 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual({ branchId: 'The id must be a whole number' });
    const ne = await get(t, `/api/events/festivals/list-festivals-by-branch/${branchA}?page=0&pageSize=101`);
    expect(ne.statusCode).toBe(400);
    expect(ne.json().errors).toEqual({
      page: 'पृष्ठ १ वा सोभन्दा ठूलो पूर्ण सङ्ख्या हुनुपर्छ',
      pageSize: 'पृष्ठ आकार १ देखि १०० सम्मको पूर्ण सङ्ख्या हुनुपर्छ',
    });
  });
});

describe('festivals API without anything ahead', () => {
  let t: TestApp;
  let id: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    id = await insertFestivals(
      t.db,
      specs.filter((s) => s.end < 0).map((s) => ({ ...s, menu: false })),
      null,
    );
  });
  afterAll(() => t.close());

  it('answers the past festival itself, with its last dates, when nothing is ahead', async () => {
    const res = await get(t, `/api/events/festivals/${id.past}/upcoming`);
    expect(res.statusCode).toBe(200);
    const { data } = strictly(featuredFestivalResponse).parse(res.json());
    expect(data.map((f) => [f.id, f.occurrence.status, f.occurrence.start_date])).toEqual([
      [id.past, 'past', addDays(today, -40)],
    ]);
  });

  it('answers empty lists when there are no menu festivals or none at all', async () => {
    expect((await get(t, '/api/events/festivals/get-festivals-list')).json()).toEqual({ data: [] });
    await t.db.deleteFrom('festival').execute();
    expect((await get(t, '/api/events/festivals')).json()).toEqual({ data: [] });
    expect((await get(t, '/api/events/festivals/latest')).json()).toEqual({ data: [] });
  });
});

describe('the Festival menu on the demo seed (issue 15)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('each menu festival id features that festival, whether its date is to come or past', async () => {
    const menu = strictly(festivalMenuResponse).parse(
      (await get(t, '/api/events/festivals/get-festivals-list')).json(),
    );
    expect(menu.data.length).toBeGreaterThanOrEqual(6);
    const statuses = new Set<string>();
    for (const item of menu.data) {
      const res = await get(t, `/api/events/festivals/${item.id}/upcoming`);
      expect(res.statusCode).toBe(200);
      const [shown] = strictly(featuredFestivalResponse).parse(res.json()).data;
      expect([shown?.id, shown?.title_en, shown?.title_ne]).toEqual([item.id, item.title_en, item.title_ne]);
      statuses.add(shown!.occurrence.status);
    }
    // The seed's dates are BS 2082/2083: as long as some menu festival has passed, this covers it.
    if (nepalToday() > '2026-03-30') expect(statuses).toContain('past');
  });
});
