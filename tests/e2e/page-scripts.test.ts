// JavaScript only where it does something (issue 24, ADR 030): a read-only page loads no app, only
// the service worker's registration (ADR 047, under 1 KB, after the page has loaded), and still works (menu, language and theme links); an interactive screen loads the app and hydrates.
// The home page loads no app either, only its widgets' small files (ADR 049).
import { describe, expect, test } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { expectNoProblems, openPage, setUpBrowser, type OpenedPage } from './support/browser.ts';
import { pageLoadsApp, waitForHydration } from './support/visitor.ts';

setUpBrowser();

const READ_ONLY = [
  '/notice',
  '/articles',
  '/vacancy',
  '/result',
  '/syllabus',
  '/law-and-enforcement/1',
  '/about',
  '/branches/1',
  '/festivals/details/1',
  '/search?q=a',
];
/**
 * Pages with no app, only a widget's own small file: the item pages' copy-link and print buttons
 * (ADR 037), the festivals page's carousel and the heritage page's strips (ADR 052).
 */
const ENHANCED: Record<string, string> = {
  '/notice/1': 'share-buttons',
  '/law-and-enforcement/item/1': 'share-buttons',
  '/festivals/1': 'festival-carousel',
  '/cultural-heritage': 'horizontal-scroller',
};
/** The read-only pages' budget of script (issue 24). */
const READ_ONLY_SCRIPT_BYTES = 15 * 1024;
/** The one script every page without the app loads: the service worker's registration (ADR 047). */
const REGISTER_SW = /^\/assets\/register-sw-[\w-]+\.js$/;
const REGISTER_SW_BYTES = 1024;

/** Bytes of script the page fetched, as sent (compressed). */
const scriptBytes = (page: OpenedPage['page']) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  );
/**
 * The home page: no app (ADR 049), its widgets' own files: slider, ticker, services carousel, popup,
 * latest-updates tabs (~5.5 KB br with the worker's registration when measured). Budget: 110 KB
 * (issue 24).
 */
const HOME_SCRIPTS = [
  'hero-slider',
  'notices-ticker',
  'popup-notices',
  'register-sw',
  'services-carousel',
  'tabs',
];
const HOME_SCRIPT_BYTES = 110 * 1024;
const INTERACTIVE = ['/calendar', '/contact', '/complaint', '/gallery'];

/** The files' names without their folder and content hash (`/assets/tabs-AbC12_x-.js` is `tabs`), sorted. */
const scriptNames = (urls: string[]) =>
  urls.map((url) => new URL(url).pathname.replace(/^\/assets\/(.+)-[\w-]{8}\.js$/, '$1')).sort();

/** Opens `path` and counts every script the page fetched (none is inline-only). */
async function openCountingScripts(path: string, lang: 'ne' | 'en') {
  const scripts: string[] = [];
  const opened: OpenedPage = await openPage(path, {
    lang,
    viewport: 'phone',
    hydrate: false,
    beforeGoto: async (page) => {
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
    },
  });
  return { ...opened, scripts };
}

describe('which pages load JavaScript', () => {
  for (const path of READ_ONLY) {
    test(`${path}: no app, no module preload; only the worker's registration`, async () => {
      const opened = await openCountingScripts(path, 'ne');
      // Nothing starts later either (a script loaded by a script).
      await opened.page.waitForLoadState('networkidle');
      expect(opened.scripts.map((url) => new URL(url).pathname)).toEqual([
        expect.stringMatching(REGISTER_SW),
      ]);
      expect(await scriptBytes(opened.page)).toBeLessThanOrEqual(REGISTER_SW_BYTES);
      expect(await pageLoadsApp(opened.page)).toBe(false);
      expect(await opened.page.locator('link[rel="modulepreload"]').count()).toBe(0);
      expectNoProblems(opened);
    });
  }

  for (const [path, file] of Object.entries(ENHANCED)) {
    test(`${path}: only the ${file} file and the worker's registration, no app`, async () => {
      const opened = await openCountingScripts(path, 'ne');
      await opened.page.waitForLoadState('networkidle');
      expect(scriptNames(opened.scripts)).toEqual(['register-sw', file].sort());
      const bytes = await scriptBytes(opened.page);
      expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(READ_ONLY_SCRIPT_BYTES);
      expect(await pageLoadsApp(opened.page)).toBe(false);
      expectNoProblems(opened);
    });
  }

  for (const lang of ['ne', 'en'] as const) {
    test(`/ (${lang}): no app, only its widgets' files, within the home page's budget`, async () => {
      const opened = await openCountingScripts('/', lang);
      await opened.page.waitForLoadState('networkidle');
      expect(scriptNames(opened.scripts)).toEqual(HOME_SCRIPTS);
      const bytes = await scriptBytes(opened.page);
      expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(HOME_SCRIPT_BYTES);
      // A few KB in fact: the read-only pages' budget holds too.
      expect(bytes).toBeLessThanOrEqual(READ_ONLY_SCRIPT_BYTES);
      expect(await pageLoadsApp(opened.page)).toBe(false);
      expect(await opened.page.locator('link[rel="modulepreload"]').count()).toBe(0);
      expectNoProblems(opened);
    });
  }

  for (const path of INTERACTIVE) {
    test(`${path}: loads the app and hydrates`, async () => {
      const opened = await openCountingScripts(path, 'en');
      // Requested after the page's load (ADR 050), so counted once it has hydrated.
      await waitForHydration(opened.page);
      expect(opened.scripts.length).toBeGreaterThan(0);
      expectNoProblems(opened);
    });
  }

  for (const lang of ['ne', 'en'] as const) {
    test(`/calendar (${lang}): no module requested before load, then the app loads and hydrates under the CSP`, async () => {
      const opened = await openPage('/calendar', {
        lang,
        viewport: 'phone',
        hydrate: false,
        // A CSP refusal (an inline script whose hash the header lacks) is counted here, not only logged.
        // Not an `eval` one: zod probes once whether `new Function` is allowed (it is not) and falls back.
        initScript: () => {
          const seen: string[] = [];
          Object.assign(window, { cspViolations: seen });
          document.addEventListener('securitypolicyviolation', (event) => {
            if (event.blockedURI !== 'eval') seen.push(`${event.violatedDirective} ${event.blockedURI}`);
          });
        },
      });
      const { page, response } = opened;
      expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      await waitForHydration(page);
      // Every script (the module preloads, the route modules, the client entry, the worker's
      // registration) was requested once the page had loaded (ADR 050), none while it was parsed.
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return {
          load: navigation!.loadEventStart,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => ({ name: entry.name, start: entry.startTime })),
        };
      });
      expect(timing.load).toBeGreaterThan(0);
      expect(timing.scripts.length).toBeGreaterThan(10);
      for (const script of timing.scripts)
        expect(script.start, script.name).toBeGreaterThanOrEqual(timing.load);
      // The app runs: the next month opens in place (the router's navigation, no new document).
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page
        .getByRole('link', { name: new RegExp(`^${translate(lang, 'calendar.next_month')}`) })
        .click();
      await page.waitForURL(/[?&]month=/);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
      expectNoProblems(opened);
    });
  }

  test('a page without script: the phone menu opens, the language and theme links work', async () => {
    const opened = await openCountingScripts('/about', 'ne');
    const { page } = opened;
    const menu = page.locator('header details').first();
    await menu.locator('summary').first().click();
    expect(await menu.getAttribute('open')).not.toBeNull();
    await page.locator('header a[hreflang="en"]').click();
    await page.waitForURL(/lng=en/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page
      .locator('header')
      .getByRole('link', { name: translate('en', 'theme.to_dark') })
      .click();
    await page.waitForURL(/theme=dark/);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expectNoProblems(opened);
  });
});
