// The document every page shares (product.md sections 1 and 2): language detection and persistence,
// theme before first paint, the skip link, the not-found page, rendering without JavaScript,
// a clean console, and WCAG 2.2 AA in both languages and both themes.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoProblems, openPage, setUpBrowser, type Lang, type Theme } from './support/browser.ts';

setUpBrowser();

const MISSING = '/no-such-page/at-all';

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const skipLinkText = (page: Page) => page.locator('a[href="#main"]').first().textContent();

async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((item) => item.name === name)?.value;
}

/** Records whether <html> had the dark class when <body> was created: before anything is painted. */
function recordThemeAtBodyStart() {
  const record = (window as unknown as { __darkAtBodyStart?: boolean | null }) ?? {};
  record.__darkAtBodyStart = null;
  const observer = new MutationObserver(() => {
    if (!document.body) return;
    record.__darkAtBodyStart = document.documentElement.classList.contains('dark');
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}
const darkAtBodyStart = (page: Page) =>
  page.evaluate(() => (window as unknown as { __darkAtBodyStart?: boolean | null }).__darkAtBodyStart);

describe('language', () => {
  test('Nepali by default, for a Nepali or any other browser language', async () => {
    for (const locale of ['ne-NP', 'fr-FR']) {
      const opened = await openPage('/', { locale });
      expect(await htmlLang(opened.page), locale).toBe('ne');
      expect(await skipLinkText(opened.page)).toBe(translate('ne', 'site.skip_to_content'));
      expectNoProblems(opened);
    }
  });

  test('?lng=en shows English and the cookie keeps it on the next load without the query', async () => {
    const opened = await openPage('/?lng=en', { locale: 'ne-NP' });
    const { page } = opened;
    expect(await htmlLang(page)).toBe('en');
    expect(await skipLinkText(page)).toBe(translate('en', 'site.skip_to_content'));
    expect(await cookie(page, 'lng')).toBe('en');

    await page.goto('/');
    expect(await htmlLang(page)).toBe('en');
    expect(await skipLinkText(page)).toBe(translate('en', 'site.skip_to_content'));
    expectNoProblems(opened);
  });

  test('an English browser (Accept-Language) gets English on a first visit', async () => {
    const opened = await openPage('/', { locale: 'en-GB' });
    expect(opened.response.request().headers()['accept-language']).toMatch(/^en-GB/);
    expect(await htmlLang(opened.page)).toBe('en');
    expect(await skipLinkText(opened.page)).toBe(translate('en', 'site.skip_to_content'));
    expectNoProblems(opened);
  });

  // The browser's side of detection is the app's (i18next): a page that runs it, the calendar (the home
  // page runs no app since ADR 049; pages without it go by the cookie and Accept-Language).
  const APP_PAGE = '/calendar';

  test('a first visit caches the detected language in localStorage and the cookie', async () => {
    const opened = await openPage(APP_PAGE, { locale: 'en-GB' });
    const { page } = opened;
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    expect(await cookie(page, 'lng')).toBe('en');
    expectNoProblems(opened);
  });

  // Only the browser sees its storage: the server renders by Accept-Language, the page then switches.
  // Each runs before the page's scripts, only while no cookie holds a choice yet, and only in the
  // page itself (init scripts also run in frames, where a sandboxed document may not touch storage).
  const savedOnlyIn = {
    localStorage: () => {
      if (window === window.top && !document.cookie.includes('lng='))
        localStorage.setItem('i18nextLng', 'en');
    },
    sessionStorage: () => {
      if (window === window.top && !document.cookie.includes('lng='))
        sessionStorage.setItem('i18nextLng', 'en');
    },
  };
  for (const [storage, initScript] of Object.entries(savedOnlyIn)) {
    test(`English saved only in ${storage} wins over a Nepali browser, and sticks on reload`, async () => {
      const opened = await openPage(APP_PAGE, { locale: 'ne-NP', initScript });
      const { page } = opened;
      await expect.poll(() => htmlLang(page)).toBe('en');
      await expect.poll(() => skipLinkText(page)).toBe(translate('en', 'site.skip_to_content'));
      expect(await cookie(page, 'lng')).toBe('en');
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');

      await page.reload();
      // Now the cookie tells the server: English in the first HTML.
      expect(await htmlLang(page)).toBe('en');
      expectNoProblems(opened);
    });
  }

  test('the cookie comes before localStorage in the detection order', async () => {
    const opened = await openPage(APP_PAGE, {
      lang: 'ne',
      initScript: () => {
        if (window === window.top) localStorage.setItem('i18nextLng', 'en');
      },
    });
    const { page } = opened;
    // The client detection ran when it saved its answer over the 'en' put in localStorage.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ne');
    expect(await htmlLang(page)).toBe('ne');
    expect(await skipLinkText(page)).toBe(translate('ne', 'site.skip_to_content'));
    expectNoProblems(opened);
  });

  test('the header toggle switches in place and saves the choice (cookie, localStorage i18nextLng)', async () => {
    // Not the home page: its popup notice is a modal over the header on a first visit. A scripted page
    // (the calendar): on a page without script the toggle is a link (ADR 030; page-scripts.test.ts).
    const opened = await openPage('/calendar', { locale: 'ne-NP' });
    const { page } = opened;
    expect(await htmlLang(page)).toBe('ne');
    const english = page.locator('header a[hreflang="en"]').first();
    await expect.poll(() => english.getAttribute('aria-current')).toBeNull();
    await english.click();

    await expect.poll(() => htmlLang(page)).toBe('en');
    await expect.poll(() => skipLinkText(page)).toBe(translate('en', 'site.skip_to_content'));
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    expect(await cookie(page, 'lng')).toBe('en');
    expect(new URL(page.url()).search).not.toContain('lng=');

    await page.reload();
    expect(await htmlLang(page)).toBe('en');
    expectNoProblems(opened);
  });
});

describe('theme', () => {
  test('a dark theme saved in localStorage applies before first paint', async () => {
    const opened = await openPage('/', {
      colorScheme: 'light',
      initScript: () => {
        try {
          localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: 'dark' }, version: 0 }));
        } catch {
          // about:blank has no storage
        }
      },
    });
    await opened.context.addInitScript(recordThemeAtBodyStart);
    await opened.page.reload();
    expect(await darkAtBodyStart(opened.page)).toBe(true);
    expect(await isDark(opened.page)).toBe(true);
    expectNoProblems(opened);
  });

  test('a saved light theme wins over a dark system preference', async () => {
    const opened = await openPage('/', {
      colorScheme: 'dark',
      initScript: () => {
        try {
          localStorage.setItem('theme-storage', JSON.stringify({ state: { theme: 'light' }, version: 0 }));
        } catch {
          // about:blank has no storage
        }
      },
    });
    expect(await isDark(opened.page)).toBe(false);
    expectNoProblems(opened);
  });

  for (const scheme of ['dark', 'light'] as const) {
    test(`with nothing saved, the system preference decides: ${scheme}`, async () => {
      const opened = await openPage('/', { colorScheme: scheme, initScript: recordThemeAtBodyStart });
      expect(await darkAtBodyStart(opened.page)).toBe(scheme === 'dark');
      expect(await isDark(opened.page)).toBe(scheme === 'dark');
      expectNoProblems(opened);
    });
  }

  test('the theme cookie makes the server render the dark theme, even without JavaScript', async () => {
    const opened = await openPage('/', { theme: 'dark', colorScheme: 'light', javaScript: false });
    expect(await isDark(opened.page)).toBe(true);
    expectNoProblems(opened);
  });
});

describe('keyboard', () => {
  test('the skip link is the first focusable element and leads to the main content', async () => {
    // As a visitor who closed the popup notice: while it is open, it is a modal that holds the focus.
    const opened = await openPage('/', {
      lang: 'en',
      initScript: () => {
        if (window === window.top) sessionStorage.setItem('popup-notices-dismissed', '1');
      },
    });
    const { page } = opened;
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLAnchorElement | null;
      const box = element?.getBoundingClientRect();
      return {
        href: element?.getAttribute('href'),
        text: element?.textContent,
        visible: !!box && box.width > 1 && box.height > 1,
      };
    });
    expect(focused).toEqual({
      href: '#main',
      text: translate('en', 'site.skip_to_content'),
      visible: true,
    });
    await expect.poll(() => page.locator('main#main').count()).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).hash).toBe('#main');
    expectNoProblems(opened);
  });
});

describe('not found', () => {
  test('an unknown path answers 404 with "Oops! Page not found" and a link home', async () => {
    const opened = await openPage(MISSING, { lang: 'en', status: 404 });
    const { page } = opened;
    await expect.poll(() => page.locator('h1').textContent()).toBe('Oops! Page not found');
    expect(await page.title()).toBe(`Oops! Page not found | ${translate('en', 'site.name')}`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      translate('en', 'site.description'),
    );
    const home = page.locator('main a', { hasText: 'Return to Home' });
    expect(await home.getAttribute('href')).toBe('/');

    await home.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    // React may commit the new page a moment after the address changes (a transition): wait for it.
    await expect.poll(() => page.locator('h1', { hasText: 'Oops! Page not found' }).count()).toBe(0);
    await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
    expectNoProblems(opened);
  });

  test('in Nepali, and without JavaScript', async () => {
    for (const javaScript of [true, false]) {
      const opened = await openPage(MISSING, { lang: 'ne', status: 404, javaScript });
      const { page } = opened;
      expect(await page.locator('h1').textContent()).toBe(translate('ne', 'error.not_found_title'));
      expect(await page.title()).toBe(
        `${translate('ne', 'error.not_found_title')} | ${translate('ne', 'site.name')}`,
      );
      const home = page.locator('main a', { hasText: translate('ne', 'error.return_home') });
      expect(await home.getAttribute('href')).toBe('/');
      expectNoProblems(opened);
    }
  });
});

describe('without JavaScript', () => {
  test('the home page still shows its content', async () => {
    for (const lang of ['ne', 'en'] as const) {
      const opened = await openPage('/', { lang, javaScript: false });
      const { page } = opened;
      expect(await htmlLang(page)).toBe(lang);
      expect(await page.locator('main#main').isVisible()).toBe(true);
      expect((await page.locator('main#main h1').first().textContent())?.trim()).toBeTruthy();
      expect(await page.locator('header a[href="/"]').count()).toBeGreaterThan(0);
      expect(await page.title()).not.toBe('');
      expectNoProblems(opened);
    }
  });
});

describe('a clean console', () => {
  // The not-found test above also covers a client-side navigation (its Return to Home link).
  for (const path of ['/', MISSING]) {
    for (const lang of ['ne', 'en'] as const) {
      test(`${path} in ${lang}: no errors on load or after hydration`, async () => {
        const opened = await openPage(path, { lang, status: path === MISSING ? 404 : 200 });
        // Late errors: effects after hydration, timers, lazy requests.
        await opened.page.waitForLoadState('networkidle');
        expectNoProblems(opened);
      });
    }
  }
});

describe('accessibility (WCAG 2.2 AA, axe)', () => {
  const themes: Theme[] = ['light', 'dark'];
  const langs: Lang[] = ['ne', 'en'];
  for (const path of ['/', MISSING]) {
    for (const lang of langs) {
      for (const theme of themes) {
        test(`${path} ${lang} ${theme}`, async () => {
          const opened = await openPage(path, { lang, theme, status: path === MISSING ? 404 : 200 });
          expect(await isDark(opened.page)).toBe(theme === 'dark');
          await expectNoAxeViolations(opened.page);
          expectNoProblems(opened);
        });
      }
    }
  }
});
