import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysIso,
  adToBs,
  bsToAd,
  daysBetweenIso,
  daysInMonth,
  firstWeekday,
  formatBsDate,
  nepalToday,
  nextMonth,
  weekdayName,
} from '#shared/calendar/index.ts';
import { monthDetailsResponse, occasionsListResponse, type MonthDetails } from '#shared/contract/calendar.ts';
import { insertBranches } from '#server/test-support/fixtures.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { strictly } from '#server/test-support/strictly.ts';

const RANGE_EN = "The date doesn't fall within 2000/01/01 - 2090/12/30";
const LONG_NEPALI_TITLE = 'बडादसैँ घटस्थापना, फूलपाती, महाअष्टमी, महानवमी र विजया दशमी';
const RANGE_NE = 'मिति २०००/०१/०१ - २०९०/१२/३० भित्र पर्दैन';
const FORMAT_EN = 'Invalid date format';
const FORMAT_NE = 'मितिको ढाँचा मिलेन';

interface Inserted {
  id: number;
  start: string;
  end: string;
  branchId: number | null;
  title: string;
}

describe('calendar API', () => {
  let t: TestApp;
  let branchA: number;
  let branchB: number;
  const inserted: Inserted[] = [];
  const today = nepalToday();

  async function insertOccasion(
    title: string,
    start: string,
    end: string,
    options: {
      branchId?: number | null;
      holiday?: boolean;
      jatra?: boolean;
      description?: string;
      titleNe?: string;
    } = {},
  ) {
    const row = await t.db
      .insertInto('occasion')
      .values({
        branch_id: options.branchId ?? null,
        festival_id: null,
        image: `/uploads/occasions/${inserted.length}.webp`,
        title_en: title,
        title_ne: options.titleNe ?? `${title} (ने)`,
        description_en: options.description ?? `About ${title}`,
        description_ne: `${title} बारे`,
        start_date: start,
        end_date: end,
        is_holiday: options.holiday ? 1 : 0,
        is_jatra: options.jatra ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    inserted.push({ id: row.id, start, end, branchId: options.branchId ?? null, title });
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    [branchA, branchB] = await insertBranches(t.db, ['A', 'B'], '2026-01-01T00:00:00.000Z');

    // Every month of 2082 and 2083: a one-day holiday on day 1, and an occasion over the last two
    // days of the month and the first two of the next (it must appear in both months).
    for (let year = 2082; year <= 2083; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const first = bsToAd(year, month, 1);
        await insertOccasion(`First ${year}/${month}`, first, first, { holiday: true });
        const last = bsToAd(year, month, daysInMonth(year, month));
        await insertOccasion(`Span ${year}/${month}`, addDaysIso(last, -1), addDaysIso(last, 2), {
          jatra: true,
        });
      }
    }
    // Three months long: covers the whole of the middle month.
    await insertOccasion('Long', bsToAd(2083, 3, 20), bsToAd(2083, 5, 3));
    // The ends of the range.
    await insertOccasion('Range start', '1943-04-14', '1943-04-15', { holiday: true });
    await insertOccasion('Range end', bsToAd(2090, 12, 29), '2034-04-13', { holiday: true });
    // Relative to today in Nepal, for the branch and upcoming lists and the feed.
    await insertOccasion('Ended yesterday', addDaysIso(today, -3), addDaysIso(today, -1), {
      branchId: branchA,
    });
    await insertOccasion('Ongoing', addDaysIso(today, -2), addDaysIso(today, 1), { branchId: branchA });
    await insertOccasion('Today', today, today, { branchId: branchA, holiday: true });
    await insertOccasion('Next week', addDaysIso(today, 7), addDaysIso(today, 7), { branchId: branchA });
    await insertOccasion('Other branch', addDaysIso(today, 3), addDaysIso(today, 3), { branchId: branchB });
    await insertOccasion('Half a year ago', addDaysIso(today, -180), addDaysIso(today, -180));
    await insertOccasion('Two years ago', addDaysIso(today, -730), addDaysIso(today, -729));
    await insertOccasion('Long Devanagari', addDaysIso(today, 30), addDaysIso(today, 31), {
      description: 'Lines; commas, and a\nnewline',
      titleNe: LONG_NEPALI_TITLE,
    });
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, lang: 'en' | 'ne' = 'en') =>
    t.app.inject({ url, headers: lang === 'en' ? { 'accept-language': 'en' } : {} });

  /** The occasions a month should list, worked out day by day from the converter. */
  function expectedOccasions(year: number, month: number) {
    const days = Array.from({ length: daysInMonth(year, month) }, (_, i) => bsToAd(year, month, i + 1));
    return inserted
      .map((occasion) => ({
        id: occasion.id,
        start: occasion.start,
        days: days.flatMap((ad, i) => (ad >= occasion.start && ad <= occasion.end ? [i + 1] : [])),
      }))
      .filter((occasion) => occasion.days.length > 0)
      .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id))
      .map(({ id, days: covered }) => ({ id, days: covered }));
  }

  async function month(year: number, monthNumber: number): Promise<MonthDetails> {
    const res = await get(`/api/events/get-month-details/?month=${monthNumber}&year=${year}`);
    expect(res.statusCode, `${year}/${monthNumber}`).toBe(200);
    return strictly(monthDetailsResponse).parse(res.json());
  }

  it('answers every month of 2082 and 2083 and the range ends like the calendar module', async () => {
    const months = [
      { year: 2000, month: 1 },
      { year: 2090, month: 12 },
    ];
    for (let m = { year: 2082, month: 1 }; m.year < 2084; m = nextMonth(m)) months.push(m);
    expect(months).toHaveLength(26);
    for (const { year, month: monthNumber } of months) {
      const body = await month(year, monthNumber);
      expect(body.max_days).toBe(daysInMonth(year, monthNumber));
      expect(body.start_weekday).toBe(firstWeekday(year, monthNumber));
      expect(body.start).toBe(weekdayName(firstWeekday(year, monthNumber), 'en'));
      expect(body.year).toBe(year);
      expect(body.month).toBe(monthNumber);
      expect(body.start_date).toBe(bsToAd(year, monthNumber, 1));
      expect(body.is_provisional).toBe(year > 2083);
      expect(
        body.occasions.map((o) => ({ id: o.id, days: o.days })),
        `${year}/${monthNumber}`,
      ).toEqual(expectedOccasions(year, monthNumber));
    }
  });

  it('lists occasions spanning two months in both, with BS and AD dates', async () => {
    const mangsir = await month(2083, 8);
    const poush = await month(2083, 9);
    const span = mangsir.occasions.find((o) => o.title_en === 'Span 2083/8');
    expect(span).toBeDefined();
    const length = daysInMonth(2083, 8);
    expect(span?.days).toEqual([length - 1, length]);
    expect(span?.date).toBe(formatBsDate({ year: 2083, month: 8, day: length - 1 }));
    expect(span?.end_date_bs).toBe('2083/09/02');
    expect(span?.is_jatra).toBe(true);
    expect(span?.is_holiday).toBe(false);
    expect(poush.occasions.find((o) => o.id === span?.id)?.days).toEqual([1, 2]);
    const first = mangsir.occasions.find((o) => o.title_en === 'First 2083/8');
    expect(first).toMatchObject({
      date: '2083/08/01',
      end_date_bs: '2083/08/01',
      start_date: '2026-11-17',
      end_date: '2026-11-17',
      is_holiday: true,
      days: [1],
      image: expect.stringMatching(/^\/uploads\/occasions\//),
      title_ne: 'First 2083/8 (ने)',
    });
    const shrawan = await month(2083, 4);
    expect(shrawan.occasions.find((o) => o.title_en === 'Long')?.days).toEqual(
      Array.from({ length: daysInMonth(2083, 4) }, (_, i) => i + 1),
    );
  });

  it('accepts Nepali digits and a trailing slash-less path', async () => {
    const res = await get(
      '/api/events/get-month-details?month=%E0%A5%AE&year=%E0%A5%A8%E0%A5%A6%E0%A5%AE%E0%A5%A9',
    );
    expect(res.statusCode).toBe(200);
    expect(strictly(monthDetailsResponse).parse(res.json())).toMatchObject({ year: 2083, month: 8 });
  });

  it('answers 400 with the range message for months and years out of range, in both languages', async () => {
    const bad = [
      ['month=13&year=2083', 'month'],
      ['month=0&year=2083', 'month'],
      ['month=-1&year=2083', 'month'],
      ['month=1.5&year=2083', 'month'],
      ['month=1&year=1999', 'year'],
      ['month=1&year=2091', 'year'],
      ['month=1&year=%E0%A5%A8%E0%A5%A7%E0%A5%A6%E0%A5%A6', 'year'],
    ] as const;
    for (const [query, field] of bad) {
      const en = await get(`/api/events/get-month-details/?${query}`);
      expect(en.statusCode, query).toBe(400);
      expect(en.json(), query).toMatchObject({ status: 400, message: RANGE_EN });
      expect(en.json().errors[field], query).toBe(RANGE_EN);
      const ne = await get(`/api/events/get-month-details/?${query}`, 'ne');
      expect(ne.statusCode, query).toBe(400);
      expect(ne.json(), query).toMatchObject({ status: 400, message: RANGE_NE });
      expect(ne.json().errors[field], query).toBe(RANGE_NE);
    }
  });

  it("answers 400 'Invalid date format' for missing, repeated or non-numeric values, in both languages", async () => {
    const bad = [
      ['month=abc&year=2083', 'month'],
      ['month=1&year=abc', 'year'],
      ['month=१x&year=2083', 'month'],
      ['month=1e1&year=2083', 'month'],
      ['year=2083', 'month'],
      ['month=1&year=', 'year'],
      ['month=1', 'year'],
      ['month=1&month=2&year=2083', 'month'],
      // One field not a number and the other out of range: the format problem is the main message.
      ['month=13&year=abc', 'year'],
    ] as const;
    for (const [query, field] of bad) {
      const en = await get(`/api/events/get-month-details/?${encodeURI(query)}`);
      expect(en.statusCode, query).toBe(400);
      expect(en.json(), query).toMatchObject({ status: 400, message: FORMAT_EN });
      expect(en.json().errors[field], query).toBe(FORMAT_EN);
      const ne = await get(`/api/events/get-month-details/?${encodeURI(query)}`, 'ne');
      expect(ne.statusCode, query).toBe(400);
      expect(ne.json(), query).toMatchObject({ status: 400, message: FORMAT_NE });
      expect(ne.json().errors[field], query).toBe(FORMAT_NE);
    }
    const mixed = await get('/api/events/get-month-details/?month=13&year=abc');
    expect(mixed.json().errors).toEqual({ month: RANGE_EN, year: FORMAT_EN });
    const none = await get('/api/events/get-month-details/');
    expect(none.json().errors).toEqual({ month: FORMAT_EN, year: FORMAT_EN });
  });

  it('answers all 1,092 months of BS 2000..2090 like the calendar module', async () => {
    let count = 0;
    let days = 0;
    for (let year = 2000; year <= 2090; year += 1) {
      for (let monthNumber = 1; monthNumber <= 12; monthNumber += 1) {
        const res = await get(`/api/events/get-month-details/?month=${monthNumber}&year=${year}`);
        const body = res.json() as MonthDetails;
        const where = `${year}/${monthNumber}`;
        const length = daysInMonth(year, monthNumber);
        // Compared field by field only on a mismatch, so 1,092 months stay within a few seconds.
        if (
          res.statusCode !== 200 ||
          body.max_days !== length ||
          body.start_weekday !== firstWeekday(year, monthNumber) ||
          body.start !== weekdayName(firstWeekday(year, monthNumber), 'en') ||
          body.start_date !== bsToAd(year, monthNumber, 1) ||
          body.end_date !== bsToAd(year, monthNumber, length)
        ) {
          expect({ status: res.statusCode, ...body }, where).toMatchObject({
            status: 200,
            max_days: length,
            start_weekday: firstWeekday(year, monthNumber),
            start: weekdayName(firstWeekday(year, monthNumber), 'en'),
            start_date: bsToAd(year, monthNumber, 1),
            end_date: bsToAd(year, monthNumber, length),
          });
        }
        // Consecutive months leave no gap: this month starts the day after the last one ended.
        if (count > 0) expect(daysBetweenIso(bsToAd(2000, 1, 1), body.start_date), where).toBe(days);
        days += length;
        count += 1;
      }
    }
    expect(count).toBe(1092);
    expect(days).toBe(33238);
  }, 30_000);

  it("lists a branch's occasions from today on, soonest first", async () => {
    const res = await get(`/api/events/occasions/list-occasions-by-branch/${branchA}/`);
    expect(res.statusCode).toBe(200);
    const body = strictly(occasionsListResponse).parse(res.json());
    expect(body.data.map((o) => o.title_en)).toEqual(['Ongoing', 'Today', 'Next week']);
    expect(body.data.every((o) => o.branch_id === branchA)).toBe(true);
    const other = strictly(occasionsListResponse).parse(
      (await get(`/api/events/occasions/list-occasions-by-branch/${branchB}`)).json(),
    );
    expect(other.data.map((o) => o.title_en)).toEqual(['Other branch']);
    const unknown = await get('/api/events/occasions/list-occasions-by-branch/99999');
    expect(unknown.json()).toEqual({ data: [] });
    const invalid = await get('/api/events/occasions/list-occasions-by-branch/abc');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.branchId).toBe('The id must be a whole number');
  });

  it('lists upcoming occasions with a default of 6 and a limit up to 20', async () => {
    const fromToday = inserted
      .filter((o) => o.end >= today)
      .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id));
    const byDefault = strictly(occasionsListResponse).parse(
      (await get('/api/events/occasions/upcoming/')).json(),
    );
    expect(byDefault.data.map((o) => o.id)).toEqual(fromToday.slice(0, 6).map((o) => o.id));
    expect(byDefault.data[0]?.title_en).toBe('Ongoing');
    const two = strictly(occasionsListResponse).parse(
      (await get('/api/events/occasions/upcoming?limit=2')).json(),
    );
    expect(two.data.map((o) => o.id)).toEqual(fromToday.slice(0, 2).map((o) => o.id));
    const twenty = strictly(occasionsListResponse).parse(
      (await get('/api/events/occasions/upcoming?limit=20')).json(),
    );
    expect(twenty.data).toHaveLength(Math.min(20, fromToday.length));
    for (const limit of ['0', '21', 'abc', '-1', '2.5']) {
      const en = await get(`/api/events/occasions/upcoming?limit=${limit}`);
      expect(en.statusCode, limit).toBe(400);
      expect(en.json().errors.limit).toBe('Limit must be a whole number from 1 to 20');
      const ne = await get(`/api/events/occasions/upcoming?limit=${limit}`, 'ne');
      expect(ne.json().errors.limit).toBe('सीमा १ देखि २० सम्मको पूर्ण सङ्ख्या हुनुपर्छ');
    }
  });

  it('documents its paths in the OpenAPI document', async () => {
    const paths = (await get('/api/openapi.json')).json().paths as Record<string, unknown>;
    for (const path of [
      '/events/get-month-details',
      '/events/occasions/list-occasions-by-branch/{branchId}',
      '/events/occasions/upcoming',
      '/events/calendar.ics',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
  });

  describe('iCalendar feed', () => {
    const octets = (text: string) => Buffer.byteLength(text, 'utf8');
    /** The content key: slug of the English title and the BS start date's digits. */
    const expectedUid = (o: Inserted) =>
      `${o.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}-${formatBsDate(adToBs(o.start)).replaceAll('/', '')}@sampada`;
    const feedUids = async () =>
      (await get('/api/events/calendar.ics')).body
        .replace(/\r\n /g, '')
        .split('\r\n')
        .filter((line) => line.startsWith('UID:'))
        .sort();

    it('is a well-formed, cacheable text/calendar document', async () => {
      const res = await get('/api/events/calendar.ics');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const text = res.body;
      expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
      // CRLF only: no bare CR or LF.
      expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
      const lines = text.slice(0, -2).split('\r\n');
      for (const line of lines) expect(octets(line), line).toBeLessThanOrEqual(75);
      // BEGIN/END pairs nest properly.
      const stack: string[] = [];
      for (const line of lines) {
        if (line.startsWith('BEGIN:')) stack.push(line.slice(6));
        if (line.startsWith('END:')) expect(stack.pop()).toBe(line.slice(4));
      }
      expect(stack).toEqual([]);
      for (const header of [
        'VERSION:2.0',
        'CALSCALE:GREGORIAN',
        'X-WR-TIMEZONE:Asia/Kathmandu',
        // No settings yet: the site's name from the messages, never the code name.
        'X-WR-CALNAME:Guthi Sansthan: holidays and festivals',
      ]) {
        expect(lines).toContain(header);
      }
      expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    });

    it("is named after the trust in the site settings, in the visitor's language", async () => {
      const identity = { institution_name_en: 'Heritage Trust', institution_name_ne: 'सम्पदा न्यास', logo: '' };
      await t.db
        .insertInto('setting_group')
        .values({ name: 'identity', value: JSON.stringify(identity) })
        .execute();
      const name = async (lang: 'en' | 'ne') =>
        (await get('/api/events/calendar.ics', lang)).body
          .replace(/\r\n /g, '')
          .split('\r\n')
          .find((l) => l.startsWith('X-WR-CALNAME:'));
      try {
        expect(await name('en')).toBe('X-WR-CALNAME:Heritage Trust: holidays and festivals');
        expect(await name('ne')).toBe('X-WR-CALNAME:सम्पदा न्यास: बिदा तथा चाडपर्व');
      } finally {
        await t.db.deleteFrom('setting_group').where('name', '=', 'identity').execute();
      }
    });

    it('holds one event per occasion from one year ago on, with exclusive all-day ends', async () => {
      const res = await get('/api/events/calendar.ics', 'ne');
      // Unfold continuation lines before reading properties.
      const lines = res.body.replace(/\r\n /g, '').split('\r\n');
      expect(lines).toContain('X-WR-CALNAME:गुठी संस्थान: बिदा तथा चाडपर्व');
      const events = res.body.split('BEGIN:VEVENT').slice(1);
      const expected = inserted.filter((o) => o.end >= addDaysIso(today, -365));
      expect(events).toHaveLength(expected.length);
      const uids = lines.filter((l) => l.startsWith('UID:')).map((l) => l.slice(4));
      expect(uids.sort()).toEqual(expected.map(expectedUid).sort());
      expect(res.body).not.toContain('Two years ago');
      expect(res.body.replace(/\r\n /g, '')).toContain('Half a year ago');

      const ongoing = inserted.find((o) => o.title === 'Ongoing');
      const block = events.find((e) => e.includes(`UID:${ongoing ? expectedUid(ongoing) : '?'}\r\n`)) ?? '';
      const compact = (iso: string) => iso.replaceAll('-', '');
      expect(block).toContain(`DTSTART;VALUE=DATE:${compact(addDaysIso(today, -2))}\r\n`);
      expect(block).toContain(`DTEND;VALUE=DATE:${compact(addDaysIso(today, 2))}\r\n`);
      expect(block).toContain('SUMMARY:Ongoing (ने) / Ongoing\r\n');
      expect(block).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
      expect(block).toContain('CATEGORIES:Festival\r\n');
      const today1 = events.find((e) => e.includes('SUMMARY:Today')) ?? '';
      expect(today1).toContain('CATEGORIES:Holiday\r\n');

      // The long Devanagari summary was folded (every line is within 75 octets) and unfolds intact.
      expect(res.body).toMatch(/\r\n [^\r]*\r\n/);
      expect(lines).toContain(`SUMMARY:${LONG_NEPALI_TITLE.replaceAll(',', '\\,')} / Long Devanagari`);

      const escaped = lines.find((l) => l.startsWith('DESCRIPTION:') && l.includes('Lines'));
      expect(escaped).toContain('Lines\\; commas\\, and a\\nnewline');
    });

    it('keeps every UID when the rows are stored again under new ids (a reseed)', async () => {
      const before = await feedUids();
      expect(before.length).toBeGreaterThan(3);
      expect(before).toContain(
        `UID:ongoing-${formatBsDate(adToBs(addDaysIso(today, -2))).replaceAll('/', '')}@sampada`,
      );
      const rows = await t.db.selectFrom('occasion').selectAll().orderBy('id').execute();
      await t.db.deleteFrom('occasion').execute();
      // Reversed, so the new ids are not even in the old order.
      for (const { id, ...row } of rows.reverse()) {
        const fresh = await t.db.insertInto('occasion').values(row).returning('id').executeTakeFirstOrThrow();
        expect(fresh.id).not.toBe(id);
        const entry = inserted.find((o) => o.id === id);
        if (entry) entry.id = fresh.id;
      }
      expect(await feedUids()).toEqual(before);
    });
  });
});
