// The site shell (product.md section 2, Header and navigation; sections 1 and 4): header dropdowns by
// mouse and keyboard, the branches flyout, the vacancy menu's external link, the mobile menu, the
// language and theme toggles and their persistence, ?lng=en without JavaScript, the footer's
// contact persons, scroll to top on route change and the not-found page.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { FooterContact, SiteSettings } from '#shared/contract/site.ts';
import { translate } from '#shared/i18n/index.ts';
import {
  expectNoProblems,
  openPage,
  setUpBrowser,
  waitForHydration,
  type OpenPageOptions,
} from './support/browser.ts';
import { api, poll } from './support/api.ts';

setUpBrowser();

interface MenuBranch {
  id: number;
  name_en: string;
  sub_branch: MenuBranch[];
}

function popupDismissed() {
  try {
    sessionStorage.setItem('popup-notices-dismissed', '1');
  } catch {
    // about:blank has no storage
  }
}
/** Pages other than home have no popup; on home the popup is dismissed so the header is usable. */
/**
 * The shell's scripted behaviour is tested on a page that loads the app (ADR 030: read-only pages
 * such as /notice load no script, and their menus and switches work as plain HTML: page-scripts.test.ts).
 */
const SCRIPTED_PAGE = '/calendar';

const open = (path: string, options: OpenPageOptions = {}) =>
  openPage(path, { initScript: popupDismissed, lang: 'en', ...options });

const mainNav = (page: Page) =>
  page
    .locator('header')
    .getByRole('navigation', { name: translate('en', 'nav.label') })
    .last();
const menuButton = (page: Page, key: Parameters<typeof translate>[1]) =>
  mainNav(page).getByRole('button', { name: translate('en', key), exact: true });
const expanded = (page: Page, key: Parameters<typeof translate>[1]) =>
  menuButton(page, key).getAttribute('aria-expanded');

describe('header menus (desktop)', () => {
  test('hover opens, click pins, an outside click closes', async () => {
    const opened = await open(SCRIPTED_PAGE);
    const { page } = opened;
    await menuButton(page, 'nav.rules').hover();
    await poll(() => expanded(page, 'nav.rules')).toBe('true');
    await menuButton(page, 'nav.rules').click();
    expect(await expanded(page, 'nav.rules')).toBe('true');
    await page.mouse.move(5, 800);
    // Pinned by the click: leaving with the pointer keeps it open until an outside click.
    expect(await expanded(page, 'nav.rules')).toBe('true');
    await page.mouse.click(5, 800);
    await poll(() => expanded(page, 'nav.rules')).toBe('false');
    expectNoProblems(opened);
  });

  test('keyboard: Enter and Space open, Escape closes and returns focus', async () => {
    const opened = await open(SCRIPTED_PAGE);
    const { page } = opened;
    const button = menuButton(page, 'nav.vacancy');
    await button.focus();
    await page.keyboard.press('Enter');
    await poll(() => expanded(page, 'nav.vacancy')).toBe('true');
    await page.keyboard.press('Escape');
    await poll(() => expanded(page, 'nav.vacancy')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await poll(() => expanded(page, 'nav.vacancy')).toBe('true');
    // Focus inside the menu, then Escape: closed, focus back on the button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await poll(() => expanded(page, 'nav.vacancy')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expectNoProblems(opened);
  });

  test('the vacancy menu has its pages and the external apply link in a new tab', async () => {
    const settings = await api<SiteSettings>('/base/settings');
    const opened = await open(SCRIPTED_PAGE);
    const { page } = opened;
    await menuButton(page, 'nav.vacancy').click();
    const panel = page.locator(`#${await menuButton(page, 'nav.vacancy').getAttribute('aria-controls')}`);
    const hrefs = await panel.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/vacancy', '/syllabus', '/result', settings.apply_vacancy_url]);
    const apply = panel.getByRole('link', { name: new RegExp(translate('en', 'nav.apply_vacancy')) });
    expect(await apply.getAttribute('target')).toBe('_blank');
    expect(await apply.getAttribute('rel')).toContain('noopener');
    await panel.getByRole('link', { name: translate('en', 'nav.syllabus') }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/syllabus');
    await poll(() => expanded(page, 'nav.vacancy')).toBe('false');
    expectNoProblems(opened);
  });

  test('branches list every branch; sub-branches open in a flyout', async () => {
    const { data: branches } = await api<{ data: MenuBranch[] }>('/branch/branches/nested-branch-list');
    const parent = branches.find((branch) => branch.sub_branch.length > 0);
    expect(parent, 'the demo seed has a branch with sub-branches').toBeTruthy();
    const opened = await open(SCRIPTED_PAGE);
    const { page } = opened;
    await menuButton(page, 'nav.branches').click();
    const panel = page.locator(`#${await menuButton(page, 'nav.branches').getAttribute('aria-controls')}`);
    for (const branch of branches)
      expect(await panel.locator(`a[href="/branches/${branch.id}"]`).first().textContent()).toBe(
        branch.name_en,
      );
    const flyoutButton = panel.getByRole('button', {
      name: translate('en', 'nav.sub_branches', { name: parent!.name_en }),
    });
    expect(await flyoutButton.getAttribute('aria-expanded')).toBe('false');
    await flyoutButton.click();
    await poll(() => flyoutButton.getAttribute('aria-expanded')).toBe('true');
    const flyout = page.locator(`#${await flyoutButton.getAttribute('aria-controls')}`);
    for (const sub of parent!.sub_branch)
      expect(await flyout.locator(`a[href="/branches/${sub.id}"]`).isVisible()).toBe(true);
    expectNoProblems(opened);
  });
});

describe('mobile menu', () => {
  test('a phone gets the toggled menu with every entry; Escape closes it', async () => {
    const opened = await open(SCRIPTED_PAGE, { viewport: 'phone' });
    const { page } = opened;
    expect(await mainNav(page).isVisible()).toBe(false);
    const toggle = page.locator('header').getByRole('button', { name: translate('en', 'nav.menu') });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    expect(await panel.isVisible()).toBe(true);
    for (const key of [
      'nav.home',
      'nav.notice',
      'nav.article',
      'nav.cultural',
      'nav.about',
      'nav.contact',
    ] as const)
      expect(await panel.getByRole('link', { name: translate('en', key), exact: true }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await panel.getByRole('link', { name: translate('en', 'nav.about'), exact: true }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/about');
    await poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expectNoProblems(opened);
  });
});

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const cookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((item) => item.name === name)?.value;
/** The languages whose dictionary module the page has fetched (ADR 025: only the one it shows). */
const fetchedDictionaries = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => /\/assets\/dictionary-(\w+)-/.exec(entry.name)?.[1])
      .filter((lang) => lang !== undefined),
  );

describe('language and theme', () => {
  test('the language toggle switches without a reload and persists (cookie, i18nextLng)', async () => {
    const opened = await openPage(SCRIPTED_PAGE, { locale: 'ne-NP' });
    const { page } = opened;
    expect(await htmlLang(page)).toBe('ne');
    expect(await fetchedDictionaries(page)).toEqual(['ne']);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('header a[hreflang="en"]').click();
    await poll(() => htmlLang(page)).toBe('en');
    // The English strings were fetched when asked for, not with the page.
    expect(await fetchedDictionaries(page)).toEqual(['ne', 'en']);
    await poll(() => page.locator('main h1').textContent()).toBe(translate('en', 'calendar.title'));
    // Same document: no reload happened.
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(await cookie(page, 'lng')).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await page.reload();
    await waitForHydration(page);
    expect(await htmlLang(page)).toBe('en');
    await page.locator('header a[hreflang="ne"]').click();
    await poll(() => htmlLang(page)).toBe('ne');
    await page.reload();
    expect(await htmlLang(page)).toBe('ne');
    expectNoProblems(opened);
  });

  test('a shared link’s click id leaves the address bar, and the page hydrates as the server drew it', async () => {
    const opened = await openPage(`${SCRIPTED_PAGE}?fbclid=IwAR0click&lng=en&utm_source=facebook#top`);
    const { page } = opened;
    const address = new URL(page.url());
    expect(address.pathname + address.search + address.hash).toBe(`${SCRIPTED_PAGE}?lng=en#top`);
    expect(await htmlLang(page)).toBe('en');
    expectNoProblems(opened);
  });

  test('?lng=en works without JavaScript', async () => {
    const opened = await openPage('/notice?lng=en', { locale: 'ne-NP', javaScript: false });
    const { page } = opened;
    expect(await htmlLang(page)).toBe('en');
    expect(await page.locator('main h1').textContent()).toBe(translate('en', 'lists.notices.title'));
    await page.goto('/about');
    expect(await htmlLang(page)).toBe('en');
    expectNoProblems(opened);
  });

  test('the theme toggle switches, persists in theme-storage, and reloads without a flash', async () => {
    const opened = await open(SCRIPTED_PAGE, { colorScheme: 'light' });
    const { page } = opened;
    expect(await isDark(page)).toBe(false);
    await page
      .locator('header')
      .getByRole('button', { name: translate('en', 'theme.to_dark') })
      .click();
    await poll(() => isDark(page)).toBe(true);
    const stored = await page.evaluate(() => localStorage.getItem('theme-storage'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ state: { theme: 'dark' } });
    expect(await cookie(page, 'theme')).toBe('dark');

    // No flash: the dark class is already on <html> when the DOM is parsed, before any paint.
    await page.context().addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __darkAtDcl: boolean }).__darkAtDcl =
          document.documentElement.classList.contains('dark');
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { __darkAtDcl?: boolean }).__darkAtDcl)).toBe(
      true,
    );
    await waitForHydration(page);
    await page
      .locator('header')
      .getByRole('button', { name: translate('en', 'theme.to_light') })
      .click();
    await poll(() => isDark(page)).toBe(false);
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { __darkAtDcl?: boolean }).__darkAtDcl)).toBe(
      false,
    );
    expectNoProblems(opened);
  });
});

describe('footer, scrolling and not found', () => {
  test('the footer shows only the contact persons whose flag is set', async () => {
    const contact = await api<FooterContact>('/base/footercontact');
    const opened = await open('/notice');
    const { page } = opened;
    const footer = page.locator('footer');
    const text = (await footer.textContent()) ?? '';
    for (const n of [1, 2, 3] as const) {
      const name = contact[`contact_person${n}_name_en`];
      if (contact[`display_person_${n}`]) expect(text, name).toContain(name);
      else expect(text, name).not.toContain(name);
    }
    expect(await footer.locator('a[href="/gallery"]').count()).toBe(1);
    expectNoProblems(opened);
  });

  test('a route change scrolls to the top', async () => {
    const opened = await open(SCRIPTED_PAGE);
    const { page } = opened;
    await page.locator('footer').scrollIntoViewIfNeeded();
    await poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator('footer a[href="/articles"]').click();
    await poll(() => new URL(page.url()).pathname).toBe('/articles');
    await poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expectNoProblems(opened);
  });

  test('a slow navigation shows the progress bar and marks the page busy until it arrives', async () => {
    const opened = await open(SCRIPTED_PAGE);
    const { page } = opened;
    // Hold the articles list's API read so the navigation stays in its loading state.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/api\/articles/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.locator('footer a[href="/articles"]').click();
    await poll(() => requested).toBe(true);
    await poll(() => page.locator('.navigation-progress').count()).toBe(1);
    expect(await page.locator('[aria-busy="true"]:has(main)').count()).toBe(1);
    release();
    await poll(() => new URL(page.url()).pathname).toBe('/articles');
    await poll(() => page.locator('.navigation-progress').count()).toBe(0);
    expect(await page.locator('[aria-busy="true"]:has(main)').count()).toBe(0);
    expectNoProblems(opened);
  });

  test('an unknown path shows the not-found page with a 404', async () => {
    const opened = await open('/no/such/page', { status: 404 });
    const { page } = opened;
    expect(await page.locator('h1').textContent()).toBe(translate('en', 'error.not_found_title'));
    expect(
      await page.getByRole('link', { name: translate('en', 'error.return_home') }).getAttribute('href'),
    ).toBe('/');
    expectNoProblems(opened);
  });
});
