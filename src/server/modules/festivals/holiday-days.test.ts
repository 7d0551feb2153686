// A festival's holiday days are the calendar's (issue 27): Indra Jatra's eight days hold one holiday.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, nepalToday } from '#shared/calendar/index.ts';
import { festivalByIdResponse, festivalsPagedResponse } from '#shared/contract/festivals.ts';
import { monthDetailsResponse } from '#shared/contract/calendar.ts';
import { adToBs } from '#shared/calendar/index.ts';
import { insertBranches } from '#server/test-support/fixtures.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { strictly } from '#server/test-support/strictly.ts';
import { holidayDaysWithin } from './holiday-days.ts';

const span = { start_date: '2026-09-23', end_date: '2026-09-30' };

describe('holidayDaysWithin', () => {
  it("keeps the festival's own holiday entries' days, clipped to its dates, each once and in order", () => {
    const entries = [
      { festival_id: 7, is_holiday: 0, ...span },
      { festival_id: 7, is_holiday: 1, start_date: '2026-09-25', end_date: '2026-09-25' },
      { festival_id: 7, is_holiday: true, start_date: '2026-09-29', end_date: '2026-10-03' },
      { festival_id: 7, is_holiday: 1, start_date: '2026-09-20', end_date: '2026-09-23' },
      { festival_id: 7, is_holiday: 1, start_date: '2026-09-25', end_date: '2026-09-25' },
      { festival_id: 8, is_holiday: 1, start_date: '2026-09-26', end_date: '2026-09-26' },
      { festival_id: null, is_holiday: 1, start_date: '2026-09-27', end_date: '2026-09-27' },
    ];
    expect(holidayDaysWithin(7, span, entries)).toEqual([
      '2026-09-23',
      '2026-09-25',
      '2026-09-29',
      '2026-09-30',
    ]);
    expect(holidayDaysWithin(7, span, entries.slice(0, 1))).toEqual([]);
  });
});

describe('a festival panel and the calendar agree on holidays', () => {
  let t: TestApp;
  let branch: number;
  const start = addDaysIso(nepalToday(), 20);
  const day = (n: number) => addDaysIso(start, n);

  async function festival(key: string, flags: { holiday: boolean; onCalendar: boolean; days: number }) {
    const row = await t.db
      .insertInto('festival')
      .values({
        title_en: key,
        title_ne: key,
        description_en: '',
        description_ne: '',
        location_en: '',
        location_ne: '',
        subtitle_en: '',
        subtitle_ne: '',
        image: null,
        start_date: start,
        end_date: day(flags.days - 1),
        is_holiday: flags.holiday ? 1 : 0,
        is_jatra: 1,
        in_menu: 0,
        on_calendar: flags.onCalendar ? 1 : 0,
        branch_id: branch,
        created_at: '2025-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function occasion(festivalId: number, from: number, to: number, holiday: boolean) {
    await t.db
      .insertInto('occasion')
      .values({
        festival_id: festivalId,
        branch_id: branch,
        image: null,
        title_en: 'Day',
        title_ne: 'दिन',
        description_en: '',
        description_ne: '',
        start_date: day(from),
        end_date: day(to),
        is_holiday: holiday ? 1 : 0,
        is_jatra: 0,
      })
      .execute();
  }

  const panel = async (id: number) =>
    strictly(festivalByIdResponse).parse((await t.app.inject({ url: `/api/events/festivals/${id}` })).json())
      .data[0]!;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    [branch] = await insertBranches(t.db, ['A'], '2025-01-01T00:00:00Z');
  });
  afterAll(() => t.close());

  it("says holiday only on the days the calendar marks, whatever the festival's own flag", async () => {
    // Indra Jatra as seeded: flagged a holiday, not itself on the calendar; its eight days are an
    // occasion without a holiday and its third day is the valley's holiday.
    const indra = await festival('indra', { holiday: true, onCalendar: false, days: 8 });
    await occasion(indra, 0, 7, false);
    await occasion(indra, 2, 2, true);
    expect(await panel(indra)).toMatchObject({ holiday_days: [day(2)], is_holiday: true });

    const { year, month } = adToBs(day(2));
    const calendar = strictly(monthDetailsResponse).parse(
      (await t.app.inject({ url: `/api/events/get-month-details?year=${year}&month=${month}` })).json(),
    );
    const holidays = calendar.occasions.filter((o) => o.festival_id === indra && o.is_holiday);
    expect(holidays.map((o) => [o.start_date, o.end_date])).toEqual([[day(2), day(2)]]);

    const flagOnly = await festival('flag only', { holiday: true, onCalendar: false, days: 3 });
    expect(await panel(flagOnly)).toMatchObject({ holiday_days: [], is_holiday: false });
  });

  it('counts every day of a festival shown on the calendar as a holiday, in the branch tab too', async () => {
    const shown = await festival('shown', { holiday: true, onCalendar: true, days: 2 });
    expect(await panel(shown)).toMatchObject({ holiday_days: [day(0), day(1)], is_holiday: true });
    const tab = strictly(festivalsPagedResponse).parse(
      (await t.app.inject({ url: `/api/events/festivals/list-festivals-by-branch/${branch}` })).json(),
    );
    expect(tab.data.find((f) => f.id === shown)?.holiday_days).toEqual([day(0), day(1)]);
  });
});
