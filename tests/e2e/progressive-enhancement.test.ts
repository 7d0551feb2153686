// Pages without the app still get what needs a browser (issue 24, ADR 037): an item page's copy-link
// and print buttons come from a small file of their own, and the theme link names the theme it switches
// to from the theme actually shown, also when only the system chose it (no theme cookie).
import { describe, expect, test } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { POLL } from './support/api.ts';
import { baseUrl, expectNoProblems, openPage, setUpBrowser } from './support/browser.ts';

setUpBrowser();

describe('copy-link and print on an item page without the app', () => {
  test('copy puts the page address on the clipboard and says so; print opens the print dialog', async () => {
    const opened = await openPage('/notice/1', { lang: 'en', hydrate: false });
    const { page, context } = opened;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const share = page.getByTestId('share');
    const copy = share.getByRole('button', { name: translate('en', 'item.copy_link') });
    await copy.waitFor({ state: 'visible', timeout: POLL.timeout });
    await copy.click();
    await expect
      .poll(() => share.getByRole('status').textContent(), POLL)
      .toBe(translate('en', 'item.link_copied'));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe('/notice/1');
    // window.print() blocks in a headless browser: count the calls instead.
    await page.evaluate(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    await share.getByRole('button', { name: translate('en', 'item.print') }).click();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    expectNoProblems(opened);
  });

  test('without JavaScript the two buttons stay hidden; the share links remain', async () => {
    const opened = await openPage('/notice/1', { lang: 'ne', javaScript: false });
    const share = opened.page.getByTestId('share');
    expect(await share.getByRole('button').count()).toBe(0);
    expect(await share.getByRole('link').count()).toBeGreaterThan(0);
    expectNoProblems(opened);
  });
});

describe('the theme link without a theme cookie', () => {
  for (const colorScheme of ['dark', 'light'] as const) {
    test(`system ${colorScheme}: it names and links the other theme, on a page without the app`, async () => {
      const other = colorScheme === 'dark' ? 'light' : 'dark';
      const opened = await openPage('/about', { lang: 'en', colorScheme, hydrate: false });
      const { page } = opened;
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        colorScheme === 'dark',
      );
      const header = page.locator('header');
      const link = header.getByRole('link', { name: translate('en', `theme.to_${other}`) });
      expect(await link.isVisible()).toBe(true);
      expect(new URL((await link.getAttribute('href'))!, baseUrl()).searchParams.get('theme')).toBe(other);
      // The other link is out of sight and out of the accessibility tree.
      expect(
        await header.getByRole('link', { name: translate('en', `theme.to_${colorScheme}`) }).count(),
      ).toBe(0);
      await link.click();
      await page.waitForURL(new RegExp(`theme=${other}`));
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        other === 'dark',
      );
      expectNoProblems(opened);
    });
  }

  test('system dark on a page with the app: the button names the light theme', async () => {
    const opened = await openPage('/calendar', { lang: 'ne', colorScheme: 'dark' });
    const button = opened.page
      .locator('header')
      .getByRole('button', { name: translate('ne', 'theme.to_light') });
    expect(await button.isVisible()).toBe(true);
    expectNoProblems(opened);
  });
});
