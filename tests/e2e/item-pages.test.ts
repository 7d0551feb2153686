// Each item's own page (issue 13): reached from its list's card, in both languages and calendars, with
// its document and download size, share links carrying the page's absolute address, related items, a
// clean print, axe clean in every look; the not-found state for an unknown id.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Notice } from '#shared/contract/notices.ts';
import { formatDate } from '#shared/calendar/index.ts';
import { translate } from '#shared/i18n/index.ts';
import { expectFitsScreen, expectNoAxeViolations, LOOK_SAMPLES } from './support/axe.ts';
import { expectNoProblems, openPage, setUpBrowser } from './support/browser.ts';
import { POLL, api, pick } from './support/api.ts';

setUpBrowser();

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const newestNotice = async () => (await api<{ data: Notice[] }>('/notices?page=1&pageSize=9')).data[0]!;

describe('item pages', () => {
  for (const lang of ['ne', 'en'] as const) {
    test(`${lang}: a notice card's title leads to the notice's own page`, async () => {
      const notice = await newestNotice();
      const opened = await openPage('/notice', { lang });
      const { page } = opened;
      const title = pick(notice, 'title', lang);
      await page.getByRole('link', { name: title, exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === `/notice/${notice.id}`);
      await expect.poll(() => h1(page), POLL).toBe(title);
      expect(await page.title()).toContain(title);
      // The date in the visitor's calendar, with the other one beside it.
      expect(await page.locator('main article time').first().textContent()).toBe(
        formatDate(notice.created_at, lang, 'long'),
      );
      const share = page.getByTestId('share');
      const facebook = await share
        .getByRole('link', { name: translate(lang, 'item.share_on', { site: 'Facebook' }) })
        .getAttribute('href');
      expect(decodeURIComponent(facebook!)).toMatch(
        new RegExp(
          `^https://www\\.facebook\\.com/sharer/sharer\\.php\\?u=https?://[^/]+/notice/${notice.id}$`,
        ),
      );
      // No app on an item page (ADR 030): its small enhancement file shows copy-link and print (ADR 037).
      await expect
        .poll(() => share.getByRole('button').allTextContents(), POLL)
        .toEqual([translate(lang, 'item.copy_link'), translate(lang, 'item.print')]);
      expectNoProblems(opened);
    });
  }

  test('the document has a download link with its size', async () => {
    const notice = (await api<{ data: Notice[] }>('/notices?page=1&pageSize=9')).data.find(
      (item) => item.file,
    )!;
    const opened = await openPage(`/notice/${notice.id}`, { lang: 'en' });
    const download = opened.page.getByRole('link', { name: /^Download \(\d+ KB\)/ });
    expect(await download.getAttribute('href')).toBe(notice.file);
    expect(await download.getAttribute('download')).not.toBeNull();
    expectNoProblems(opened);
  });

  test('printed, it is the notice alone', async () => {
    const notice = await newestNotice();
    const opened = await openPage(`/notice/${notice.id}`, { lang: 'ne' });
    const { page } = opened;
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.locator('footer').first().isVisible()).toBe(false);
    expect(await page.getByTestId('share').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expectNoProblems(opened);
  });

  test('an unknown item is the not-found page with a 404', async () => {
    const opened = await openPage('/notice/2147483647', { lang: 'en', status: 404 });
    expect(await h1(opened.page)).toBe(translate('en', 'error.not_found_title'));
    expectNoProblems(opened);
  });

  for (const look of LOOK_SAMPLES) {
    test(`no axe violations on item pages, fits the screen (${look.viewport}, ${look.lang}, ${look.theme})`, async () => {
      const paths = [
        '/notice/1',
        '/articles/1',
        '/vacancy/1',
        '/result/2',
        '/syllabus/3',
        '/law-and-enforcement/item/1',
      ];
      const path = paths[LOOK_SAMPLES.indexOf(look) % paths.length]!;
      for (const target of [path, paths[(LOOK_SAMPLES.indexOf(look) + 4) % paths.length]!]) {
        const opened = await openPage(target, look);
        await expectNoAxeViolations(opened.page);
        await expectFitsScreen(opened.page);
        expectNoProblems(opened);
      }
    });
  }
});
