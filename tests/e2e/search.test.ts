// The site search in the browser: from the header's box, in both languages, with and without
// JavaScript; matched words marked, however spelled; "did you mean" after a typing slip; the kinds of
// result as links; axe clean.
import { describe, expect, test } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { expectFitsScreen, expectNoAxeViolations, LOOK_SAMPLES } from './support/axe.ts';
import { expectNoProblems, openPage, setUpBrowser } from './support/browser.ts';
import { POLL } from './support/api.ts';

setUpBrowser();

describe('site search', () => {
  for (const lang of ['ne', 'en'] as const) {
    test(`${lang}: the header's box finds a notice by Nepali digits, the match marked`, async () => {
      const opened = await openPage('/notice', { lang, viewport: 'desktop' });
      const { page } = opened;
      const box = page.getByRole('search', { name: translate(lang, 'search.label') }).getByRole('searchbox');
      await box.fill('पञ्चमी २०८३');
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search');
      const results = page.getByRole('list', { name: translate(lang, 'search.list') }).getByRole('listitem');
      await expect.poll(() => results.count(), POLL).toBeGreaterThan(0);
      const first = results.first();
      expect(await first.locator('mark').allTextContents()).toContain(lang === 'ne' ? '२०८३' : '2083');
      await first.getByRole('link').click();
      await page.waitForURL((url) => /^\/notice\/\d+$/.test(url.pathname));
      expectNoProblems(opened);
    });
  }

  for (const lang of ['en', 'ne'] as const) {
    test(`${lang}: works without JavaScript: the form and the kinds are plain links and forms`, async () => {
      const opened = await openPage('/search', { lang, javaScript: false });
      const { page } = opened;
      const box = page
        .getByRole('search', { name: translate(lang, 'search.title'), exact: true })
        .getByRole('searchbox');
      await box.fill('गुठी');
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === 'गुठी');
      const laws = page
        .getByRole('navigation', { name: translate(lang, 'search.types') })
        .getByRole('link', { name: new RegExp(`^${translate(lang, 'search.type.law')}`) });
      await laws.click();
      await page.waitForURL((url) => url.searchParams.get('type') === 'law');
      const types = await page
        .getByRole('list', { name: translate(lang, 'search.list') })
        .locator('li > p:first-child')
        .allTextContents();
      expect(types.length).toBeGreaterThan(0);
      for (const type of types) expect(type.startsWith(translate(lang, 'search.type.law'))).toBe(true);
      expectNoProblems(opened);
    });
  }

  test('says so when nothing is found', async () => {
    const opened = await openPage('/search?q=zzyzx-qwv', { lang: 'ne' });
    expect(await opened.page.getByRole('heading', { level: 2 }).first().textContent()).toBe(
      translate('ne', 'search.none', { q: 'zzyzx-qwv' }),
    );
    expectNoProblems(opened);
  });

  for (const lang of ['ne', 'en'] as const) {
    test(`${lang}: a slip finds nothing and offers the word that finds it, without JavaScript`, async () => {
      const opened = await openPage('/search?q=pashupatinaht', { lang, javaScript: false });
      const { page } = opened;
      const offer = page.locator('p', { hasText: translate(lang, 'search.did_you_mean') }).getByRole('link');
      const word = (await offer.textContent()) ?? '';
      expect(word).toMatch(/^pashupatinath/);
      await offer.click();
      await page.waitForURL((url) => url.searchParams.get('q') === word);
      const results = page.getByRole('list', { name: translate(lang, 'search.list') }).getByRole('listitem');
      expect(await results.count()).toBeGreaterThan(0);
      expectNoProblems(opened);
    });
  }

  test('the offer has no axe violations', async () => {
    // axe runs as a script: with JavaScript on.
    const opened = await openPage('/search?q=pashupatinaht', { lang: 'ne' });
    await expectNoAxeViolations(opened.page);
    expectNoProblems(opened);
  });

  test('marks the words found under another spelling or script', async () => {
    const opened = await openPage('/search?q=dasain&type=festival', { lang: 'ne' });
    const marks = await opened.page
      .getByRole('list', { name: translate('ne', 'search.list') })
      .locator('mark')
      .allTextContents();
    expect(marks).toContain('बडादशैं');
    expectNoProblems(opened);
  });

  for (const look of LOOK_SAMPLES) {
    test(`no axe violations, fits the screen (${look.viewport}, ${look.lang}, ${look.theme})`, async () => {
      const opened = await openPage('/search?q=%E0%A4%97%E0%A5%81%E0%A4%A0%E0%A5%80', look);
      await expectNoAxeViolations(opened.page);
      await expectFitsScreen(opened.page);
      expectNoProblems(opened);
    });
  }
});
