// A festival marked "show on the calendar" is on the calendar itself (issue 25, ADR 033): saved through
// the staff API in one form, read back from the calendar's month, upcoming and iCalendar answers, every
// year when it repeats; a linked occasion on the same day is not shown twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, bsToAd, nepalToday } from '#shared/calendar/index.ts';
import { monthDetailsResponse, occasionsListResponse } from '#shared/contract/calendar.ts';
import { editedItemResponses } from '#shared/contract/admin/content-kinds.ts';
import { featuredFestivalResponse } from '#shared/contract/festivals.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';
import { adToBs } from '#shared/calendar/convert.ts';

let t: TestApp;
let editor: TestStaff;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  editor = await createStaff(t, 'editor');
});
afterAll(() => t.close());

const festival = (fields: Record<string, unknown>) => ({
  title_en: 'Indra Jatra',
  title_ne: 'इन्द्रजात्रा',
  subtitle_en: '',
  subtitle_ne: '',
  location_en: '',
  location_ne: '',
  description_en: 'Masked dances.',
  description_ne: 'मखुन्डो नाच।',
  image: null,
  in_menu: false,
  is_jatra: true,
  branch_id: null,
  status: 'published',
  ...fields,
});

async function create(fields: Record<string, unknown>) {
  const answer = await asStaff(t, editor, {
    method: 'POST',
    url: '/api/admin/festivals',
    payload: festival(fields),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return strictly(editedItemResponses.festivals).parse(answer.json()).data;
}

async function month(year: number, monthNumber: number) {
  const answer = await t.app.inject({
    url: `/api/events/get-month-details?year=${year}&month=${monthNumber}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return monthDetailsResponse.parse(answer.json());
}

describe('a festival shown on the calendar', () => {
  it('is saved with its calendar fields and shown in its month with its holiday flag and BS days', async () => {
    const start = bsToAd(2083, 6, 7);
    const saved = await create({
      title_en: 'Indra Jatra QA',
      start_date: start,
      end_date: addDaysIso(start, 7),
      on_calendar: true,
      repeats_yearly: false,
      is_holiday: true,
    });
    expect(saved).toMatchObject({ on_calendar: true, repeats_yearly: false, is_holiday: true });
    const asoj = await month(2083, 6);
    const entry = asoj.occasions.find((occasion) => occasion.title_en === 'Indra Jatra QA');
    expect(entry).toMatchObject({
      id: saved.id,
      source: 'festival',
      festival_id: saved.id,
      date: '2083/06/07',
      end_date_bs: '2083/06/14',
      is_holiday: true,
      is_jatra: true,
      days: [7, 8, 9, 10, 11, 12, 13, 14],
    });
    // Not repeating: nothing a year later.
    const nextYear = await month(2084, 6);
    expect(nextYear.occasions.some((occasion) => occasion.title_en === 'Indra Jatra QA')).toBe(false);
  });

  it('is saved without a missing-language warning when both titles are there but an optional English text is not', async () => {
    const start = bsToAd(2083, 6, 20);
    const saved = await create({
      title_en: 'Warning QA',
      subtitle_ne: 'नेपालीमा मात्र',
      location_ne: 'हनुमानढोका',
      start_date: start,
      end_date: start,
    });
    expect(saved.missing_languages).toEqual([]);
    const untitled = await create({
      title_en: '',
      subtitle_en: 'Only English',
      start_date: start,
      end_date: start,
    });
    expect(untitled.missing_languages).toEqual(['en']);
  });

  it('is not on the calendar unless marked, nor while a draft', async () => {
    const start = bsToAd(2083, 7, 3);
    await create({ title_en: 'Not marked QA', start_date: start, end_date: start, on_calendar: false });
    await create({
      title_en: 'Draft QA',
      start_date: start,
      end_date: start,
      on_calendar: true,
      status: 'draft',
    });
    const titles = (await month(2083, 7)).occasions.map((occasion) => occasion.title_en);
    expect(titles).not.toContain('Not marked QA');
    expect(titles).not.toContain('Draft QA');
  });

  it('repeats every year on the same BS dates, and the next one is among the upcoming entries', async () => {
    const today = adToBs(nepalToday());
    // Constitution Day style: a fixed BS date, first held two years ago.
    const start = bsToAd(today.year - 2, 6, 3);
    const saved = await create({
      title_en: 'Yearly QA',
      start_date: start,
      end_date: start,
      on_calendar: true,
      repeats_yearly: true,
      is_jatra: false,
    });
    for (const year of [today.year - 2, today.year - 1, today.year, today.year + 1]) {
      const entry = (await month(year, 6)).occasions.find((occasion) => occasion.title_en === 'Yearly QA');
      expect(entry, String(year)).toMatchObject({ id: saved.id, source: 'festival', days: [3] });
    }
    const upcoming = await t.app.inject({ url: '/api/events/occasions/upcoming?limit=20' });
    const entries = occasionsListResponse
      .parse(upcoming.json())
      .data.filter((o) => o.title_en === 'Yearly QA');
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(entries[0]!.start_date >= nepalToday()).toBe(true);
    expect(entries[0]!.date.slice(5)).toBe('06/03');

    // The festival's own page features its next celebration, not the one two years ago.
    const featured = await t.app.inject({ url: `/api/events/festivals/${saved.id}/upcoming` });
    const occurrence = featuredFestivalResponse.parse(featured.json()).data[0]!.occurrence;
    expect(occurrence.status).not.toBe('past');
    expect(occurrence.start_date).toBe(entries[0]!.start_date);

    const feed = await t.app.inject({ url: '/api/events/calendar.ics' });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('SUMMARY:इन्द्रजात्रा / Yearly QA');
  });

  it('is shown once when a calendar occasion linked to it falls on the same day', async () => {
    const start = bsToAd(2083, 8, 10);
    const saved = await create({
      title_en: 'Linked QA',
      start_date: start,
      end_date: start,
      on_calendar: true,
    });
    await t.db
      .insertInto('occasion')
      .values({
        branch_id: null,
        festival_id: saved.id,
        image: null,
        title_en: 'Linked QA (occasion)',
        title_ne: 'जोडिएको',
        description_en: '',
        description_ne: '',
        start_date: start,
        end_date: start,
        is_holiday: 0,
        is_jatra: 0,
      })
      .execute();
    const entries = (await month(2083, 8)).occasions.filter((o) => o.festival_id === saved.id);
    expect(entries.map((entry) => entry.source)).toEqual(['occasion']);
  });
});
