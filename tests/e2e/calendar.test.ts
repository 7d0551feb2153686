// The Bikram Sambat calendar (/calendar, product.md section 2 "Calendar"). Expectations come from the API
// the page reads and from the shared calendar code, so they follow the demo seed and the real date.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  addDaysIso,
  adToBs,
  bsToAd,
  bsToday,
  daysInMonth,
  formatBsMonth,
  monthName,
  toNepaliDigits,
  weekdayOf,
  type BsDate,
} from '#shared/calendar/index.ts';
import type { MonthDetails } from '#shared/contract/calendar.ts';
import { translate } from '#shared/i18n/index.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  baseUrl,
  expectNoProblems,
  openPage,
  setUpBrowser,
  waitForHydration,
  type Lang,
  type Theme,
} from './support/browser.ts';
import { screenshot } from './support/screenshot.ts';
import { POLL, digits } from './support/api.ts';

/** The month's API read, with or without a slash before the query (endpoints.monthDetails has none). */
const MONTH_DETAILS_REQUEST = /\/api\/events\/get-month-details\/?\?/;

setUpBrowser();

async function monthDetails(year: number, month: number): Promise<MonthDetails> {
  const response = await fetch(
    new URL(`/api/events/get-month-details/?month=${month}&year=${year}`, baseUrl()),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as MonthDetails;
}

const LANGS: Lang[] = ['en', 'ne'];

/** Digits as the page writes them in each language. */

/** A month link of the navigation by its visible words (the accessible name adds the month). */
const navLinkName = (lang: Lang, key: 'calendar.next_month' | 'calendar.previous_month') =>
  new RegExp(`^${translate(lang, key)}`);

const monthPath = (year: number, month: number, day?: number) =>
  `/calendar?year=${year}&month=${month}${day ? `&day=${day}` : ''}`;

/** The BS day the highlighted (aria-current="date") cell stands for, or null. */
const highlightedDay = (page: Page) =>
  page.evaluate(() => {
    const cell = document.querySelector<HTMLElement>('main table a[aria-current="date"]');
    return cell ? Number(cell.dataset.day) : null;
  });

const searchOf = (page: Page) => page.evaluate(() => window.location.search);
const monthHeading = (page: Page) => page.locator('main nav h2').textContent();
const dayPanelHeading = (page: Page) => page.locator('#day-panel-heading').textContent();
const dayPanelText = (page: Page) => page.locator('section[aria-labelledby="day-panel-heading"]').innerText();

/** A month of the demo seed with at least one occasion, and a quiet day in it. */
async function busyMonth(): Promise<{ details: MonthDetails; eventDay: number; quietDay: number }> {
  for (const [year, month] of [
    [2083, 8],
    [2083, 7],
    [2082, 12],
    [2083, 1],
  ] as const) {
    const details = await monthDetails(year, month);
    const busy = new Set(details.occasions.flatMap((occasion) => occasion.days));
    const eventDay = details.occasions[0]?.days[0];
    const quietDay = Array.from({ length: details.max_days }, (_, index) => index + 1).find(
      (day) => !busy.has(day),
    );
    if (eventDay !== undefined && quietDay !== undefined) return { details, eventDay, quietDay };
  }
  throw new Error('The demo seed has no calendar occasions in BS 2082/2083');
}

describe('calendar: today', () => {
  // 18:14Z is 23:59 in Nepal (UTC+05:45), 18:15Z is 00:00 the next day there; in Los Angeles it is
  // still the morning before, on Kiritimati (UTC+14) already the morning after.
  const instants = ['2026-11-21T18:14:00Z', '2026-11-21T18:15:00Z'];
  const cases: { timezoneId: string; lang: Lang }[] = [
    { timezoneId: 'America/Los_Angeles', lang: 'en' },
    { timezoneId: 'Asia/Kathmandu', lang: 'ne' },
    { timezoneId: 'Pacific/Kiritimati', lang: 'ne' },
    { timezoneId: 'Pacific/Apia', lang: 'en' },
  ];

  for (const { timezoneId, lang } of cases) {
    test(`the highlight is today in Nepal whatever the browser's time zone (${timezoneId}, ${lang})`, async () => {
      const opened = await openPage('/calendar', { lang, timezoneId });
      const { page } = opened;
      for (const instant of instants) {
        const today = bsToday(new Date(instant));
        await page.clock.setFixedTime(instant);
        await page.goto(monthPath(today.year, today.month));
        await waitForHydration(page);
        // The server rendered its own today; the browser corrects the highlight after hydration.
        await expect.poll(() => highlightedDay(page), POLL).toBe(today.day);
        expect(await page.locator('main table a[aria-current="date"]').count()).toBe(1);
        expect(await page.locator('main table a[aria-current="date"] span').first().textContent()).toBe(
          digits(today.day, lang),
        );
      }
      // The Today link opens the browser's today in Nepal.
      const last = bsToday(new Date(instants[1] as string));
      await page.goto(monthPath(2082, 1));
      await waitForHydration(page);
      await page.getByRole('link', { name: translate(lang, 'calendar.today'), exact: true }).click();
      await expect
        .poll(() => searchOf(page), POLL)
        .toBe(`?year=${last.year}&month=${last.month}&day=${last.day}`);
      await expect.poll(() => highlightedDay(page), POLL).toBe(last.day);
      expectNoProblems(opened);
    });
  }

  // Midnight in Nepal at the turn of the BS year: 2027-04-13T18:15:00Z is 00:00 on 2084/01/01 there.
  const yearEnd: { timezoneId: string; lang: Lang }[] = [
    { timezoneId: 'America/Los_Angeles', lang: 'ne' },
    { timezoneId: 'Pacific/Kiritimati', lang: 'en' },
    { timezoneId: 'Europe/London', lang: 'ne' },
  ];
  for (const { timezoneId, lang } of yearEnd) {
    test(`the highlight crosses the BS new year at midnight in Nepal (${timezoneId}, ${lang})`, async () => {
      const opened = await openPage(monthPath(2083, 12), { lang, timezoneId });
      const { page } = opened;
      // One second before midnight in Nepal: still the last day of Chaitra 2083.
      await page.clock.setFixedTime('2027-04-13T18:14:59Z');
      await page.goto(monthPath(2083, 12));
      await waitForHydration(page);
      await expect.poll(() => highlightedDay(page), POLL).toBe(30);
      expect(daysInMonth(2083, 12)).toBe(30);
      // Midnight: the new year has begun, Chaitra 2083 has no today any more.
      await page.clock.setFixedTime('2027-04-13T18:15:00Z');
      await page.goto(monthPath(2083, 12));
      await waitForHydration(page);
      await expect.poll(() => highlightedDay(page), POLL).toBeNull();
      await page.getByRole('link', { name: translate(lang, 'calendar.today'), exact: true }).click();
      await expect.poll(() => searchOf(page), POLL).toBe('?year=2084&month=1&day=1');
      await expect.poll(() => highlightedDay(page), POLL).toBe(1);
      expect(await monthHeading(page)).toContain(`${monthName(1, lang)} ${digits(2084, lang)}`);
      expect(await dayPanelHeading(page)).toContain(digits(2084, lang));
      expectNoProblems(opened);
    });
  }

  test("without JavaScript the server's today (its own clock, in Nepal) is highlighted", async () => {
    const opened = await openPage('/calendar', { lang: 'en', javaScript: false });
    const today: BsDate = bsToday();
    expect(await monthHeading(opened.page)).toContain(`${monthName(today.month, 'en')} ${today.year}`);
    expect(await highlightedDay(opened.page)).toBe(today.day);
    expectNoProblems(opened);
  });
});

describe('calendar: months', () => {
  for (const lang of LANGS) {
    test(`previous and next wrap the year (Chaitra <-> Baishakh) and clear the chosen day (${lang})`, async () => {
      const opened = await openPage(monthPath(2082, 12, 5), { lang });
      const { page } = opened;
      const chaitra = `${monthName(12, lang)} ${digits(2082, lang)}`;
      expect(await monthHeading(page)).toContain(chaitra);
      expect(await dayPanelHeading(page)).toContain(digits(5, lang));
      const scrollBefore = await page.evaluate(() => window.scrollY);
      await page.getByRole('link', { name: navLinkName(lang, 'calendar.next_month') }).click();
      await expect.poll(() => searchOf(page), POLL).toBe('?year=2083&month=1');
      await expect
        .poll(() => monthHeading(page), POLL)
        .toContain(`${monthName(1, lang)} ${digits(2083, lang)}`);
      expect(await dayPanelText(page)).toContain(translate(lang, 'calendar.no_date_selected'));
      await page.getByRole('link', { name: navLinkName(lang, 'calendar.previous_month') }).click();
      await expect.poll(() => searchOf(page), POLL).toBe('?year=2082&month=12');
      await expect.poll(() => monthHeading(page), POLL).toContain(chaitra);
      expect(await dayPanelText(page)).toContain(translate(lang, 'calendar.no_date_selected'));
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
      expectNoProblems(opened);
    });
  }

  test('navigation stops at BS 2000/01 and 2090/12; bad query strings fall back, never fail', async () => {
    const first = await openPage(monthPath(2000, 1), { lang: 'en' });
    expect(await first.page.getByRole('button', { name: /Previous month/ }).isDisabled()).toBe(true);
    expect(await first.page.getByRole('link', { name: /Next month/ }).getAttribute('href')).toBe(
      '/calendar?year=2000&month=2',
    );
    expectNoProblems(first);
    const last = await openPage(monthPath(2090, 12), { lang: 'en' });
    expect(await last.page.getByRole('button', { name: /Next month/ }).isDisabled()).toBe(true);
    expect(await monthHeading(last.page)).toContain('Chaitra 2090');
    // Provisional years say so.
    expect(await last.page.getByRole('note').textContent()).toBe(
      translate('en', 'calendar.provisional_year'),
    );
    expectNoProblems(last);
    const clamped = await openPage('/calendar?year=2500&month=40&day=99', { lang: 'en' });
    expect(await monthHeading(clamped.page)).toContain('Chaitra 2090');
    expectNoProblems(clamped);
    const junk = await openPage('/calendar?year=abc&month=%E0%A4', { lang: 'en' });
    const today = bsToday();
    expect(await monthHeading(junk.page)).toContain(`${monthName(today.month, 'en')} ${today.year}`);
    expectNoProblems(junk);
  });

  test('without JavaScript the month links and day links still work', async () => {
    const { details, eventDay } = await busyMonth();
    const opened = await openPage(monthPath(details.year, details.month), { lang: 'en', javaScript: false });
    const { page } = opened;
    await page.getByRole('link', { name: /Next month/ }).click();
    await page.waitForURL(/month=/);
    const next =
      details.month === 12
        ? { year: details.year + 1, month: 1 }
        : { year: details.year, month: details.month + 1 };
    expect(await searchOf(page)).toBe(`?year=${next.year}&month=${next.month}`);
    expect(await monthHeading(page)).toContain(formatBsMonth(next.year, next.month, 'en'));
    await page.goto(monthPath(details.year, details.month));
    await page.locator(`main table a[data-day="${eventDay}"]`).click();
    await page.waitForURL(/day=/);
    const occasion = details.occasions.find((item) => item.days.includes(eventDay));
    expect(await dayPanelText(page)).toContain(occasion?.title_en);
    expectNoProblems(opened);
  });
});

describe('calendar: days and the month table', () => {
  for (const lang of LANGS) {
    test(`choosing a day shows its events, or says there are none, without a scroll jump (${lang})`, async () => {
      const { details, eventDay, quietDay } = await busyMonth();
      const opened = await openPage(monthPath(details.year, details.month), { lang });
      const { page } = opened;
      expect(await dayPanelText(page)).toContain(translate(lang, 'calendar.no_date_selected'));
      await page.locator(`main table a[data-day="${eventDay}"]`).scrollIntoViewIfNeeded();
      const scrollBefore = await page.evaluate(() => window.scrollY);
      await page.locator(`main table a[data-day="${eventDay}"]`).click();
      await expect
        .poll(() => searchOf(page), POLL)
        .toBe(`?year=${details.year}&month=${details.month}&day=${eventDay}`);
      const events = details.occasions.filter((item) => item.days.includes(eventDay));
      for (const event of events) {
        const title = lang === 'ne' ? event.title_ne : event.title_en;
        await expect.poll(() => dayPanelText(page), POLL).toContain(title);
        expect(await dayPanelText(page)).toContain(
          lang === 'ne' ? event.description_ne : event.description_en,
        );
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
      // The cell names its holiday/jatra in words, not only by colour.
      const label = (await page.locator(`main table a[data-day="${eventDay}"] .sr-only`).textContent()) ?? '';
      if (events.some((event) => event.is_holiday))
        expect(label).toContain(translate(lang, 'calendar.holiday'));
      if (events.some((event) => event.is_jatra)) expect(label).toContain(translate(lang, 'calendar.jatra'));

      await page.locator(`main table a[data-day="${quietDay}"]`).click();
      const [before, after] = translate(lang, 'calendar.no_event_on').split('{date}') as [string, string];
      await expect.poll(() => dayPanelText(page), POLL).toContain((before || after).trim());
      const text = await dayPanelText(page);
      // 'No event on 12 Kartik 2083, Thursday (...)' / '१२ कात्तिक २०८३, बिहीबार (...) मा कुनै कार्यक्रम छैन'.
      const dayWords = `${digits(quietDay, lang)} ${monthName(details.month, lang)} ${digits(details.year, lang)}`;
      expect(text).toContain(`${before}${dayWords}, `);
      if (lang === 'ne') {
        expect(text).toContain(`)${after}`);
        // Nepali digits only, in the date and its AD date alike.
        expect(text).not.toMatch(/[0-9]/);
      }
      expect(await page.locator(`main table td[aria-selected="true"] a`).getAttribute('data-day')).toBe(
        String(quietDay),
      );
      expectNoProblems(opened);
    });
  }

  for (const lang of LANGS) {
    test(`the month table lists every occasion of the month as the API answers it (${lang})`, async () => {
      const { details } = await busyMonth();
      const opened = await openPage(monthPath(details.year, details.month), { lang });
      const rows = await opened.page
        .locator('table[aria-labelledby="month-table-heading"] tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? '')),
        );
      expect(rows.map((row) => row.slice(1))).toEqual(
        details.occasions.map((occasion) => [
          lang === 'ne' ? occasion.title_ne : occasion.title_en,
          lang === 'ne' ? occasion.description_ne : occasion.description_en,
          translate(lang, occasion.is_holiday ? 'calendar.yes' : 'calendar.no'),
        ]),
      );
      // Both answers appear (the month has holidays and other days), in the page's language.
      const answers = new Set(rows.map((row) => row[3]));
      expect(answers).toContain(translate(lang, 'calendar.yes'));
      if (lang === 'ne')
        expect([...answers].every((answer) => ['हो', 'होइन'].includes(answer ?? ''))).toBe(true);
      const headers = await opened.page
        .locator('table[aria-labelledby="month-table-heading"] th')
        .allTextContents();
      expect(headers).toEqual(
        (
          [
            'calendar.table_date',
            'calendar.table_tithi',
            'calendar.table_description',
            'calendar.table_holiday',
          ] as const
        ).map((key) => translate(lang, key)),
      );
      if (lang === 'en') expect(headers).toEqual(['Date', 'Tithi', 'Description', 'Holiday']);
      expectNoProblems(opened);
    });
  }

  test('the grid is operable with the keyboard: one Tab stop, date-picker keys, Enter and Space choose', async () => {
    const { details } = await busyMonth();
    const { year, month } = details;
    const opened = await openPage(monthPath(year, month, 3), { lang: 'en' });
    const { page } = opened;
    const grid = page.getByRole('grid');
    expect(await grid.locator('a:not([tabindex="-1"])').count()).toBe(1);
    await grid.locator('a[data-day="3"]').focus();
    const focused = () =>
      page.evaluate(() => Number((document.activeElement as HTMLElement | null)?.dataset.day));
    /**
     * Presses a key, waits for the URL (a month change loads the month first) and for the focus to be
     * in the new month (React may commit it a moment after the address changes), then the day.
     */
    const press = async (key: string, day: number, search?: string) => {
      await page.keyboard.press(key);
      if (search !== undefined) {
        await expect.poll(() => searchOf(page), POLL).toBe(search);
        // The focused cell must belong to the new month: its link names that month.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('href') ?? ''), POLL)
          .toContain(`${search.slice(1)}&day=`);
      }
      await expect.poll(focused, POLL).toBe(day);
    };
    await press('ArrowRight', 4);
    await press('ArrowDown', 11);
    await press('ArrowLeft', 10);
    await press('ArrowUp', 3);
    await press('ArrowDown', 10);
    // Home and End: the first and last day of the week, within the month.
    const weekday = weekdayOf(year, month, 10);
    await press('Home', 10 - weekday);
    let day = 10 + (6 - weekday);
    await press('End', day);
    // ArrowUp keeps the weekday column, and past day 1 goes on into the previous month.
    while (day - 7 >= 1) {
      day -= 7;
      await press('ArrowUp', day);
    }
    const before = adToBs(addDaysIso(bsToAd(year, month, day), -7));
    expect(before.month).not.toBe(month);
    await press('ArrowUp', before.day, `?year=${before.year}&month=${before.month}`);
    expect(weekdayOf(before.year, before.month, before.day)).toBe(weekdayOf(year, month, day));
    // PageDown: the next month, same day number (the month change clears the chosen day).
    const sameDay = Math.min(before.day, daysInMonth(year, month));
    await press('PageDown', sameDay, `?year=${year}&month=${month}`);
    expect(await dayPanelText(page)).toContain(translate('en', 'calendar.no_date_selected'));
    await press(
      'PageUp',
      Math.min(sameDay, daysInMonth(before.year, before.month)),
      `?year=${before.year}&month=${before.month}`,
    );
    // Shift+PageDown / Shift+PageUp: the same month a year later and back.
    await press(
      'Shift+PageDown',
      Math.min(sameDay, daysInMonth(before.year + 1, before.month)),
      `?year=${before.year + 1}&month=${before.month}`,
    );
    await press(
      'Shift+PageUp',
      Math.min(sameDay, daysInMonth(before.year, before.month)),
      `?year=${before.year}&month=${before.month}`,
    );
    // Back to the month, waiting until its own grid has the focus: focusing a cell of the grid being
    // replaced would leave the focus (and Space) to the new grid's roving cell.
    await press(
      'PageDown',
      Math.min(sameDay, daysInMonth(before.year, before.month), daysInMonth(year, month)),
      `?year=${year}&month=${month}`,
    );
    // Space chooses, like Enter, and does not scroll the page.
    await grid.locator('a[data-day="8"]').focus();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.keyboard.press(' ');
    await expect.poll(() => searchOf(page), POLL).toBe(`?year=${year}&month=${month}&day=8`);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    expect(await focused()).toBe(8);
    await press('ArrowRight', 9);
    await page.keyboard.press('Enter');
    await expect.poll(() => searchOf(page), POLL).toBe(`?year=${year}&month=${month}&day=9`);
    expect(await focused()).toBe(9);
    expect(await grid.locator('a:not([tabindex="-1"])').getAttribute('data-day')).toBe('9');
    // The focus ring is visible.
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    );
    expect(outline).not.toBe('none');
    expectNoProblems(opened);
  });

  test('arrow keys stop at the ends of the supported range', async () => {
    const opened = await openPage(monthPath(2000, 1, 1), { lang: 'ne' });
    const { page } = opened;
    await page.getByRole('grid').locator('a[data-day="1"]').focus();
    for (const key of ['ArrowLeft', 'ArrowUp', 'PageUp', 'Shift+PageUp']) await page.keyboard.press(key);
    expect(await searchOf(page)).toBe('?year=2000&month=1&day=1');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.day)).toBe('1');
    expectNoProblems(opened);
  });

  test('a failed month answer shows the error with a retry', async () => {
    const opened = await openPage(monthPath(2083, 8), { lang: 'en' });
    const { page } = opened;
    await page.route(MONTH_DETAILS_REQUEST, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"status":500,"message":"boom"}',
      }),
    );
    await page.getByRole('link', { name: /Next month/ }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), POLL)
      .toContain(translate('en', 'calendar.error_loading'));
    await page.unroute(MONTH_DETAILS_REQUEST);
    await page.getByRole('link', { name: translate('en', 'controls.try_again') }).click();
    await expect.poll(() => page.getByRole('grid').count(), POLL).toBe(1);
    // The only problems are the answers this test made fail (the browser retries once).
    expect(
      opened.problems.lines.every((line) => line.includes('get-month-details') || line.includes('500')),
    ).toBe(true);
    opened.problems.lines.length = 0;
    expectNoProblems(opened);
  });
});

describe('calendar: languages, accessibility and looks', () => {
  test('Nepali shows Nepali month names and Nepali digits; English adds the AD months', async () => {
    const ne = await openPage(monthPath(2083, 8), { lang: 'ne' });
    expect(await monthHeading(ne.page)).toBe('मंसिर २०८३ (नोभेम्बर–डिसेम्बर २०२६)');
    expect(await ne.page.title()).toContain(translate('ne', 'calendar.title'));
    const cellDigits = await ne.page.locator('main table a[data-day] span').first().textContent();
    expect(cellDigits).toBe(toNepaliDigits(1));
    expect(await ne.page.locator('meta[name="description"]').getAttribute('content')).toBe(
      translate('ne', 'calendar.meta_description'),
    );
    expectNoProblems(ne);
    const en = await openPage(monthPath(2083, 8), { lang: 'en' });
    expect(await monthHeading(en.page)).toBe('Mangsir 2083 (Nov–Dec 2026)');
    expect(await en.page.title()).toContain('Calendar: Mangsir 2083');
    const feed = en.page.getByRole('link', { name: translate('en', 'calendar.subscribe') });
    expect(await feed.getAttribute('href')).toBe('/api/events/calendar.ics?lng=en');
    expect(daysInMonth(2083, 8)).toBe(await en.page.locator('main table a[data-day]').count());
    expectNoProblems(en);
  });

  const looks: { lang: Lang; theme: Theme; viewport: 'phone' | 'desktop' }[] = [
    { lang: 'ne', theme: 'light', viewport: 'phone' },
    { lang: 'en', theme: 'dark', viewport: 'phone' },
    { lang: 'en', theme: 'light', viewport: 'desktop' },
    { lang: 'ne', theme: 'dark', viewport: 'desktop' },
  ];
  for (const look of looks) {
    test(`no axe violations, fits the screen (${look.viewport}, ${look.lang}, ${look.theme})`, async () => {
      const { details, eventDay } = await busyMonth();
      const opened = await openPage(monthPath(details.year, details.month, eventDay), look);
      const { page } = opened;
      expect(await dayPanelHeading(page)).toBeTruthy();
      await expectNoAxeViolations(page);
      // Nothing wider than the screen (the grid fits a phone).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `calendar-${look.viewport}-${look.lang}-${look.theme}`);
      expectNoProblems(opened);
    });
  }

  for (const lang of LANGS) {
    test(`no axe violations with no date selected and on a quiet day (${lang})`, async () => {
      const { details, quietDay } = await busyMonth();
      const opened = await openPage(monthPath(details.year, details.month), {
        lang,
        theme: lang === 'ne' ? 'dark' : 'light',
      });
      const { page } = opened;
      expect(await dayPanelText(page)).toContain(translate(lang, 'calendar.no_date_selected'));
      await expectNoAxeViolations(page);
      await page.locator(`main table a[data-day="${quietDay}"]`).click();
      await expect.poll(() => searchOf(page), POLL).toContain(`day=${quietDay}`);
      await expectNoAxeViolations(page);
      await screenshot(page, `calendar-no-date-${lang}`);
      expectNoProblems(opened);
    });
  }

  test('the grid fits a 360px phone', async () => {
    const opened = await openPage(monthPath(2083, 8), { lang: 'ne', viewport: 'phone' });
    await opened.page.setViewportSize({ width: 360, height: 740 });
    const overflow = await opened.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await opened.page.locator('main table').first().boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(360);
    expectNoProblems(opened);
  });
});
