// Offline (issue 27, ADR 047): after one visit the home page, the calendar of this year and the next,
// and a notice read before open with no network, each with the "saved copy of <time>" note; a page
// never read says plainly that there is no connection; a form says it needs a connection and keeps
// what was typed; back online, pages come fresh from the network.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { bsToday, formatBsMonth, nextMonth } from '#shared/calendar/index.ts';
import { translate } from '#shared/i18n/index.ts';
import { POLL } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openPage, setUpBrowser } from './support/browser.ts';
import { waitForHydration } from './support/visitor.ts';

setUpBrowser();

const NOTE = 'aside[data-saved-copy]';

/** What the worker has saved: page addresses and the number of calendar months. */
function saved(page: Page) {
  return page.evaluate(async () => {
    const keys = async (name: string) =>
      (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    return {
      controlled: navigator.serviceWorker.controller !== null,
      pages: await keys('sampada-pages-1'),
      months: (await keys('sampada-data-1')).length,
    };
  });
}

describe('the site without a network', () => {
  test('one visit saves the home page, the calendar and a notice read; offline they open with the note', async () => {
    const { page, context } = await openPage('/', { lang: 'ne', viewport: 'phone', serviceWorkers: 'allow' });
    await expect
      .poll(() => saved(page), { timeout: 20_000 })
      .toMatchObject({ controlled: true, months: 24, pages: expect.arrayContaining(['/', '/calendar']) });
    const homeHeadings = await page.locator('main h2').allInnerTexts();

    await page.goto('/notice/1');
    const noticeTitle = await page.locator('main h1').innerText();
    await expect.poll(async () => (await saved(page)).pages, POLL).toContain('/notice/1');

    await context.setOffline(true);

    // Next month's calendar, never opened: the saved calendar page shows it from the saved months.
    const next = nextMonth(bsToday());
    await page.goto(`/calendar?year=${next.year}&month=${next.month}`);
    await waitForHydration(page);
    await expect
      .poll(() => page.locator('main h2[aria-live]').innerText(), POLL)
      .toContain(formatBsMonth(next.year, next.month, 'ne'));
    expect(await page.locator(NOTE).count()).toBe(1);
    // Paging on from there stays in the app, on the saved months.
    const after = nextMonth(next);
    await page
      .getByRole('link', { name: translate('ne', 'calendar.next_month') })
      .first()
      .click();
    await expect
      .poll(() => page.locator('main h2[aria-live]').innerText(), POLL)
      .toContain(formatBsMonth(after.year, after.month, 'ne'));
    await expectNoAxeViolations(page);

    await page.goto('/');
    expect(await page.locator(NOTE).count()).toBe(1);
    expect(await page.locator('main h2').allInnerTexts()).toEqual(homeHeadings);

    await page.goto('/notice/1');
    expect(await page.locator(NOTE).count()).toBe(1);
    expect(await page.locator('main h1').innerText()).toBe(noticeTitle);
    await expectNoAxeViolations(page);

    // Never read: said plainly, in both languages, with the way to what does work.
    const unread = await page.goto('/about');
    expect(unread?.status()).toBe(503);
    expect(await page.locator('h1').allInnerTexts()).toEqual([
      translate('ne', 'offline.page_title'),
      translate('en', 'offline.page_title'),
    ]);

    await context.setOffline(false);
    await page.goto('/');
    expect(await page.locator(NOTE).count()).toBe(0);
    await page.goto('/notice/1');
    expect(await page.locator(NOTE).count()).toBe(0);
  });

  test('a form says it needs a connection and keeps what was typed', async () => {
    const { page, context } = await openPage('/contact', { lang: 'en', viewport: 'phone' });
    await page.fill('#contact-full_name', 'Sita Sharma');
    await page.fill('#contact-email', 'sita@example.com');
    await page.fill('#contact-phone', '9841234567');
    await page.selectOption('#contact-category', { index: 1 });
    const message = page.locator('#contact-message');
    await message.fill('The temple gate near the office is broken.');
    await context.setOffline(true);
    await expect
      .poll(() => page.getByText(translate('en', 'offline.form_note')).isVisible(), POLL)
      .toBe(true);
    await page.getByRole('button', { name: translate('en', 'forms.contact.submit') }).click();
    await expect
      .poll(() => page.getByText(translate('en', 'offline.form_needs_connection')).first().isVisible(), POLL)
      .toBe(true);
    expect(await message.inputValue()).toBe('The temple gate near the office is broken.');
    await context.setOffline(false);
    await expect.poll(() => page.getByText(translate('en', 'offline.form_note')).count(), POLL).toBe(0);
  });
});
