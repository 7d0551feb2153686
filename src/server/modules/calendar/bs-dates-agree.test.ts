// One date per occasion and festival (issue 16): every answer that shows an occasion or a festival,
// home page, calendar month, occasion lists, iCalendar feed, festival lists and pages, gives the AD
// date that is stored and the Bikram Sambat date derived from it, never a second stored copy.
// The first case starts from a database at migration 002 whose stored BS copies disagree with the AD
// dates (as older databases may): migrating must keep the data and the copies must stop counting.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createMigrator, migrateToLatest } from '#server/db/migrate.ts';
import { parseEnv } from '#server/env.ts';
import { createTestApp, createTestDatabase, type TestApp } from '#server/test-support/test-app.ts';
import {
  addDaysIso,
  adToBs,
  formatBsDate,
  MAX_BS_YEAR,
  MIN_BS_YEAR,
  nepalToday,
} from '#shared/calendar/index.ts';

/** One place an occasion or festival is shown: its AD start and the BS date given beside it. */
interface Sighting {
  where: string;
  start_date: string;
  bs: string;
}

const expectedBs = (iso: string) => formatBsDate(adToBs(iso));

async function getJson<T>(app: FastifyInstance, url: string): Promise<T> {
  const res = await app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
}

interface ShownOccasion {
  id: number;
  title_en: string;
  date: string;
  start_date: string;
  end_date: string;
  end_date_bs?: string;
  branch_id?: number | null;
}
interface Occurrence {
  start_date: string;
  end_date: string;
  start_date_bs: string;
  end_date_bs: string;
}
interface ShownFestival {
  id: number;
  start_date: string;
  start_date_bs: string;
  branch_id: number | null;
}

/** The BS months an AD range touches, first to last. */
function monthsBetween(start: string, end: string): { year: number; month: number }[] {
  const months: { year: number; month: number }[] = [];
  let { year, month } = adToBs(start);
  const last = adToBs(end);
  while (year < last.year || (year === last.year && month <= last.month)) {
    if (year >= MIN_BS_YEAR && year <= MAX_BS_YEAR) months.push({ year, month });
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/** VEVENTs of the feed: summary (English part), first day and the BS date at the head of the description. */
function feedEvents(text: string): { title_en: string; start_date: string; bs: string }[] {
  const unfolded = text.replace(/\r\n /g, '');
  return unfolded
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) => {
      const field = (name: string) => new RegExp(`^${name}[:;][^\\r\\n]*`, 'm').exec(block)?.[0] ?? '';
      const day = /(\d{4})(\d{2})(\d{2})$/.exec(field('DTSTART'))!;
      return {
        title_en: field('SUMMARY').split(' / ').at(-1)!,
        start_date: `${day[1]}-${day[2]}-${day[3]}`,
        bs: /^DESCRIPTION:(\d{4}\/\d{2}\/\d{2}) \(BS\)/.exec(field('DESCRIPTION'))?.[1] ?? '',
      };
    });
}

/** Every sighting of every occasion (by id) and festival (by id) across the API. */
async function walk(app: FastifyInstance) {
  const occasions = new Map<number, Sighting[]>();
  const festivals = new Map<number, Sighting[]>();
  const occasionTitles = new Map<number, string>();
  const branchIds = new Set<number>();
  const seeOccasion = (where: string, o: ShownOccasion) => {
    occasionTitles.set(o.id, o.title_en);
    if (typeof o.branch_id === 'number') branchIds.add(o.branch_id);
    const list = occasions.get(o.id) ?? [];
    list.push({ where, start_date: o.start_date, bs: o.date });
    if (o.end_date_bs !== undefined)
      list.push({ where: `${where} (end)`, start_date: o.end_date, bs: o.end_date_bs });
    occasions.set(o.id, list);
  };
  const seeFestival = (where: string, f: ShownFestival) => {
    const list = festivals.get(f.id) ?? [];
    list.push({ where, start_date: f.start_date, bs: f.start_date_bs });
    festivals.set(f.id, list);
  };

  const home = await getJson<{ occasions: ShownOccasion[] }>(app, '/api/base/get-homepage-contents');
  for (const o of home.occasions) seeOccasion('home', o);
  const upcoming = await getJson<{ data: ShownOccasion[] }>(app, '/api/events/occasions/upcoming?limit=20');
  for (const o of upcoming.data) seeOccasion('upcoming', o);

  // The calendar months of everything the upcoming list and the festival list cover.
  const allFestivals = (await getJson<{ data: ShownFestival[] }>(app, '/api/events/festivals')).data;
  const starts = [...allFestivals.map((f) => f.start_date), ...upcoming.data.map((o) => o.start_date)];
  const ends = [...allFestivals.map((f) => f.start_date), ...upcoming.data.map((o) => o.end_date)];
  const first = starts.reduce((a, b) => (a < b ? a : b), nepalToday());
  const last = ends.reduce((a, b) => (a > b ? a : b), nepalToday());
  // Occasions of the seed start a year before the festivals: walk from two years back.
  for (const { year, month } of monthsBetween(addDaysIso(first, -730), last)) {
    const details = await getJson<{ occasions: ShownOccasion[] }>(
      app,
      `/api/events/get-month-details?year=${year}&month=${month}`,
    );
    for (const o of details.occasions) seeOccasion(`month ${year}/${month}`, o);
  }
  for (const f of allFestivals) if (f.branch_id !== null) branchIds.add(f.branch_id);
  for (const branchId of branchIds) {
    const list = await getJson<{ data: ShownOccasion[] }>(
      app,
      `/api/events/occasions/list-occasions-by-branch/${branchId}`,
    );
    for (const o of list.data) seeOccasion(`branch ${branchId} occasions`, o);
    const paged = await getJson<{ data: ShownFestival[] }>(
      app,
      `/api/events/festivals/list-festivals-by-branch/${branchId}?page=1&pageSize=100`,
    );
    for (const f of paged.data) seeFestival(`branch ${branchId} festivals`, f);
  }

  // The feed names no id: its events are matched to the occasions seen by title and first day.
  const feed = await app.inject('/api/events/calendar.ics');
  expect(feed.statusCode).toBe(200);
  const byTitleAndStart = new Map<string, number>();
  for (const [id, list] of occasions)
    byTitleAndStart.set(`${occasionTitles.get(id)}|${list[0]!.start_date}`, id);
  for (const event of feedEvents(feed.body)) {
    const id = byTitleAndStart.get(`${event.title_en}|${event.start_date}`);
    if (id !== undefined) occasions.get(id)!.push({ where: 'calendar.ics', ...event });
  }

  for (const f of allFestivals) seeFestival('festivals', f);
  for (const f of (await getJson<{ data: ShownFestival[] }>(app, '/api/events/festivals/latest')).data)
    seeFestival('latest festivals', f);
  for (const f of allFestivals) {
    const [byId] = (await getJson<{ data: ShownFestival[] }>(app, `/api/events/festivals/${f.id}`)).data;
    seeFestival(`festival ${f.id}`, byId!);
    const upcomingAnswer = await getJson<{ data: (ShownFestival & { occurrence: Occurrence })[] }>(
      app,
      `/api/events/festivals/${f.id}/upcoming`,
    );
    for (const shown of upcomingAnswer.data) {
      seeFestival(`festival ${f.id} upcoming`, shown);
      // The dates the festival page features (another year's, from its occasions, may be the next).
      const { start_date, end_date, start_date_bs, end_date_bs } = shown.occurrence;
      const list = festivals.get(f.id)!;
      list.push({ where: `festival ${f.id} page (occurrence)`, start_date, bs: start_date_bs });
      list.push({ where: `festival ${f.id} page (occurrence end)`, start_date: end_date, bs: end_date_bs });
    }
  }
  return { occasions, festivals, feedEvents: feedEvents(feed.body) };
}

/** Every sighting gives the BS date of its AD date, and each item shows one start date. */
function expectOneDate(items: Map<number, Sighting[]>) {
  for (const [id, sightings] of items) {
    for (const s of sightings) {
      expect(s.bs, `${id} in ${s.where} (${s.start_date})`).toBe(expectedBs(s.start_date));
    }
    const starts = new Set(sightings.filter((s) => !s.where.endsWith(')')).map((s) => s.start_date));
    expect([...starts], `one start date for ${id}`).toHaveLength(1);
  }
}

describe('one date per occasion and festival, from a database whose stored BS copies disagree', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const today = nepalToday();
  const titles = ['Soon', 'Spanning', 'Later'];

  beforeAll(async () => {
    const database = await createTestDatabase();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of migration 002
    const old = database.db as unknown as Kysely<any>;
    // The project's migrator: on PostgreSQL it looks for its tables in this test's schema only.
    const migrated = await (await createMigrator(database.db)).migrateTo('002-list-indexes');
    expect(migrated.error).toBeUndefined();
    const created_at = '2025-01-01T00:00:00.000Z';
    const branch = await old
      .insertInto('branch')
      .values({ name_en: 'Branch', name_ne: 'शाखा', sort_order: 0, created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Stored BS copies three days off the AD dates: the AD dates are the ones queries use.
    const festival = await old
      .insertInto('festival')
      .values({
        branch_id: branch.id,
        image: null,
        ...Object.fromEntries(
          ['title', 'description', 'location', 'subtitle'].flatMap((f) => [
            [`${f}_en`, `Fest ${f}`],
            [`${f}_ne`, `पर्व ${f}`],
          ]),
        ),
        start_date: addDaysIso(today, 2),
        end_date: addDaysIso(today, 3),
        start_date_bs: expectedBs(addDaysIso(today, 5)),
        is_holiday: 1,
        is_jatra: 0,
        in_menu: 1,
        created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await old
      .insertInto('occasion')
      .values(
        titles.map((title, i) => {
          const start = addDaysIso(today, 1 + i * 20);
          const wrong = adToBs(addDaysIso(start, 3));
          return {
            branch_id: i === 0 ? branch.id : null,
            festival_id: i === 0 ? festival.id : null,
            image: null,
            title_en: title,
            title_ne: `${title} ने`,
            description_en: `About ${title}`,
            description_ne: `${title} बारे`,
            date_bs: formatBsDate(wrong),
            bs_year: wrong.year,
            bs_month: wrong.month,
            bs_day: wrong.day,
            start_date: start,
            end_date: addDaysIso(start, i === 1 ? 40 : 0),
            is_holiday: 1,
            is_jatra: i === 2 ? 1 : 0,
          };
        }),
      )
      .execute();

    await migrateToLatest(database.db);
    const config = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_GENERAL_MAX: '100000' });
    app = await buildApp({ config, db: database.db });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it('keeps every row and gives the BS date of the AD date on every endpoint', async () => {
    const { occasions, festivals, feedEvents } = await walk(app);
    expect(occasions.size).toBe(3);
    expect(festivals.size).toBe(1);
    expect(feedEvents.map((e) => e.title_en).sort()).toEqual([...titles].sort());
    // Each occasion is on the home page, the upcoming list, its calendar month(s) and the feed.
    for (const sightings of occasions.values()) {
      const places = new Set(sightings.map((s) => s.where.replace(/ \d.*$/, '')));
      for (const place of ['home', 'upcoming', 'month', 'calendar.ics']) expect(places).toContain(place);
    }
    expectOneDate(occasions);
    expectOneDate(festivals);
  });
});

describe('one date per occasion and festival, on the demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every seeded occasion and festival shows one date on every endpoint that shows it', async () => {
    const { occasions, festivals } = await walk(t.app);
    const rows = await t.db.selectFrom('occasion').select('id').execute();
    // Every occasion of the seed is in at least its calendar month.
    expect(occasions.size).toBe(rows.length);
    expect(festivals.size).toBe((await t.db.selectFrom('festival').select('id').execute()).length);
    expectOneDate(occasions);
    expectOneDate(festivals);
  });
});
