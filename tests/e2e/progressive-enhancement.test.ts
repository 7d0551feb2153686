// Pages without the app still get what needs a browser (issue 24, ADR 037): an item page's copy-link
// and print buttons come from a small file of their own, and the theme link names the theme it switches
// to from the theme actually shown, also when only the system chose it (no theme cookie). The home
// page's slider, ticker, services carousel and popup work from their own files (ADR 049).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { POLL } from './support/api.ts';
import { baseUrl, expectNoProblems, openPage, setUpBrowser } from './support/browser.ts';
import { pageLoadsApp } from './support/visitor.ts';

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

// The home page runs no app (ADR 049): each widget's behaviour comes from its own file.
describe('the home page widgets without the app', () => {
  const dismissPopup = () => {
    try {
      sessionStorage.setItem('popup-notices-dismissed', '1');
    } catch {
      // about:blank has no storage
    }
  };
  const openHome = async (lang: 'ne' | 'en', popup = false) => {
    const opened = await openPage('/', { lang, ...(popup ? {} : { initScript: dismissPopup }) });
    expect(await pageLoadsApp(opened.page)).toBe(false);
    return opened;
  };
  const visibleSlide = (page: Page) =>
    page
      .locator('[aria-roledescription="slide"]')
      .evaluateAll((slides) => slides.findIndex((slide) => !(slide as HTMLElement).hidden));

  test('hero-slider.js: next, previous and dots, with the labels in the page language', async () => {
    const opened = await openHome('ne');
    const { page } = opened;
    const hero = page.getByRole('region', { name: translate('ne', 'home.hero_label') });
    await hero.getByRole('button', { name: translate('ne', 'home.next_slide') }).click();
    await expect.poll(() => visibleSlide(page), POLL).toBe(1);
    const dot = hero.getByRole('button', { name: translate('ne', 'home.go_to_slide', { n: '१' }) });
    await dot.click();
    await expect.poll(() => visibleSlide(page), POLL).toBe(0);
    expect(await dot.getAttribute('aria-current')).toBe('true');
    await hero.getByRole('button', { name: translate('ne', 'home.previous_slide') }).click();
    await expect.poll(() => visibleSlide(page), POLL).toBeGreaterThan(0);
    await hero.getByRole('button', { name: translate('ne', 'home.pause_slides') }).click();
    expect(await hero.getByRole('button', { name: translate('ne', 'home.play_slides') }).count()).toBe(1);
    expectNoProblems(opened);
  });

  test('notices-ticker.js: the pause button stops the strip and says so', async () => {
    const opened = await openHome('en');
    const { page } = opened;
    const list = page.locator('ul[class*="animate-ticker"]').first();
    await page.mouse.move(5, 1000);
    const pause = page.getByRole('button', { name: translate('en', 'home.pause_ticker') });
    await pause.click();
    await page.mouse.move(5, 1000);
    await expect
      .poll(() => list.evaluate((element) => getComputedStyle(element).animationPlayState), POLL)
      .toBe('paused');
    const play = page.getByRole('button', { name: translate('en', 'home.play_ticker') });
    expect(await play.getAttribute('aria-pressed')).toBe('true');
    expectNoProblems(opened);
  });

  test('services-carousel.js: the loop copy is hidden from assistive technology; pause stops it', async () => {
    const opened = await openHome('en');
    const { page } = opened;
    const section = page.getByRole('region', { name: translate('en', 'home.services_heading') });
    const track = section.locator('ul').first();
    const cards = await track.locator('li:not([aria-hidden])').count();
    expect(await track.locator('li[aria-hidden="true"] a[tabindex="-1"]').count()).toBe(cards);
    await section.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    const moved = () => track.evaluate((element) => (element as HTMLElement).style.transform);
    await expect.poll(moved, POLL).toMatch(/^translateX\(-[\d.]+px\)$/);
    await section.getByRole('button', { name: translate('en', 'home.pause_services') }).click();
    const play = section.getByRole('button', { name: translate('en', 'home.play_services') });
    expect(await play.getAttribute('aria-pressed')).toBe('true');
    expectNoProblems(opened);
  });

  test('tabs.js: a latest-updates tab switches in place, the arrow keys move between them', async () => {
    const opened = await openHome('en');
    const { page } = opened;
    const tabs = page.getByRole('tablist').getByRole('tab');
    await tabs.nth(2).click();
    expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel', { name: translate('en', 'home.tab_news') }).isVisible()).toBe(
      true,
    );
    expect(new URL(page.url()).search).toBe('');
    await page.keyboard.press('ArrowRight');
    expect(await tabs.nth(3).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
    expectNoProblems(opened);
  });

  test('popup-notices.js: opens once a session with focus inside; closes; Nepali digits in its labels', async () => {
    const opened = await openHome('ne', true);
    const { page } = opened;
    const dialog = page.locator('dialog');
    await expect
      .poll(() => dialog.evaluate((element) => (element as HTMLDialogElement).open), POLL)
      .toBe(true);
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    const dots = dialog.getByRole('group');
    expect(await dots.getAttribute('aria-label')).toMatch(/[०-९]/);
    await dialog.getByRole('button', { name: translate('ne', 'popup.close') }).click();
    expect(await dialog.evaluate((element) => (element as HTMLDialogElement).open)).toBe(false);
    await page.reload();
    await page.waitForLoadState('load');
    expect(await dialog.evaluate((element) => (element as HTMLDialogElement).open)).toBe(false);
    expectNoProblems(opened);
  });
});
