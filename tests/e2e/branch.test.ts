// Branch detail, /branches/:id (product.md section 2 "Branch detail", 4, 5, 9): banner, contact rows,
// directions, the four URL tabs with 10 a page, the festival detail panel and the employee cards.
// Expectations are read from the API the page uses, so the tests follow the demo seed. The 'N/A'
// fallbacks are covered in src/web/routes/branch/branch-parts.test.tsx (every seeded office has
// its contact values).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Article } from '#shared/contract/articles.ts';
import type { BranchEmployee, BranchResponse } from '#shared/contract/branches.ts';
import type { Paged } from '#shared/contract/common.ts';
import type { Festival } from '#shared/contract/festivals.ts';
import type { Notice } from '#shared/contract/notices.ts';
import { daysBetweenIso, formatDate } from '#shared/calendar/index.ts';
import { translate, type MessageKey } from '#shared/i18n/index.ts';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';
import { descriptionLines } from './support/description-lines.ts';
import { truncate } from '#web/lib/format/truncate.ts';
import { expectFitsScreen, expectNoAxeViolations } from './support/axe.ts';
import {
  baseUrl,
  expectNoProblems,
  openPage,
  setUpBrowser,
  waitForHydration,
  type Lang,
  type Theme,
  type Viewport,
} from './support/browser.ts';
import { screenshot } from './support/screenshot.ts';
import { POLL, api, digits, pick } from './support/api.ts';

setUpBrowser();

const searchOf = (page: Page) => new URL(page.url()).search;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** 'View Full Article: <title>' (the title is for screen readers; the browser may add a space). */
const viewFull = (lang: Lang, title: string) =>
  new RegExp(`^${escape(translate(lang, 'festival.view_full_article'))}\\s*:\\s*${escape(title)}$`);

const TAB_API = {
  articles: '/articles/list-articles-by-branch',
  notices: '/notices/list-notices-by-branch',
  festivals: '/events/festivals/list-festivals-by-branch',
  employees: '/branch/branch-employees/list-employees-by-branch',
} as const;
type Tab = keyof typeof TAB_API;
const TAB_LABEL: Record<Tab, MessageKey> = {
  articles: 'branch.tab_articles',
  notices: 'branch.tab_notices',
  festivals: 'branch.tab_festivals',
  employees: 'branch.tab_employees',
};

const branchOf = async (id: number) => (await api<BranchResponse>(`/branch/branches/${id}`)).data[0]!;
const tabPage = <T>(tab: Tab, id: number, page: number) =>
  api<Paged<T>>(`${TAB_API[tab]}/${id}?page=${page}&pageSize=10`);

/** The first office whose `tab` list has at least `pages` pages (the seed decides which). */
async function branchWith(tab: Tab, pages: { min: number; max?: number }): Promise<number> {
  const { data } = await api<{ data: { id: number }[] }>('/branch/branches/list-branches');
  for (const { id } of data) {
    const first = await tabPage(tab, id, 1);
    if (first.total_pages >= pages.min && first.total_pages <= (pages.max ?? Infinity)) return id;
  }
  throw new Error(`no branch in the demo seed has ${pages.min}..${pages.max ?? ''} pages of ${tab}`);
}

/** The tab's list, named '<Notices> of <branch>' like its page links. */
function tabList(page: Page, lang: Lang, tab: Tab, name: string) {
  const list = translate(lang, 'branch.list_label', { list: translate(lang, TAB_LABEL[tab]), name });
  return {
    list: page.getByRole('list', { name: list, exact: true }),
    pagination: page.getByRole('navigation', {
      name: translate(lang, 'lists.pagination_label', { list }),
      exact: true,
    }),
  };
}

describe('banner, contact rows and directions', () => {
  for (const lang of ['en', 'ne'] as const) {
    test(`${lang}: image, name, phone, address, hours, directions in a new tab`, async () => {
      const branch = await branchOf(1);
      const opened = await openPage('/branches/1', { lang });
      const { page } = opened;
      const name = pick(branch, 'name', lang);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
      expect(await page.title()).toContain(name);
      // The banner photo is decorative (the name is the heading) and actually loads.
      const banner = page.locator(`main img[src="${branch.image}"]`);
      expect(await banner.getAttribute('alt')).toBe('');
      await expect
        .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

      const rows = page.getByTestId('branch-info');
      expect(await rows.locator('dt').allTextContents()).toEqual(
        (['branch.phone', 'branch.address', 'branch.hours'] as const).map((key) => translate(lang, key)),
      );
      expect(await rows.locator('dd').allTextContents()).toEqual(
        ['phone_number', 'location', 'hours'].map((base) => pick(branch, base, lang)),
      );

      const directions = page.getByRole('link', { name: translate(lang, 'branch.directions') });
      expect(await directions.getAttribute('href')).toBe(branch.location_url);
      expect(await directions.getAttribute('target')).toBe('_blank');
      expect(await directions.getAttribute('rel')).toContain('noopener');
      // A click opens the map in a new tab (answered locally: the map site is outside the test).
      await opened.context.route('https://www.openstreetmap.org/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>map</title>' }),
      );
      const [popup] = await Promise.all([opened.context.waitForEvent('page'), directions.click()]);
      expect(popup.url()).toBe(branch.location_url);
      await popup.close();
      expect(page.url()).toBe(new URL('/branches/1', baseUrl()).href);
      expectNoProblems(opened);
    });
  }

  test('sub-branches are links to their own pages', async () => {
    const parent = (
      await api<{ data: { id: number; parent_id: number | null }[] }>('/branch/branches/list-branches')
    ).data.find((item) => item.parent_id !== null)!.parent_id!;
    const branch = await branchOf(parent);
    const sub = branch.sub_branch[0]!;
    const opened = await openPage(`/branches/${parent}`, { lang: 'en' });
    const { page } = opened;
    const nav = page.getByRole('navigation', { name: translate('en', 'branch.sub_branches') });
    await nav.getByRole('link', { name: sub.name_en }).click();
    await page.waitForURL((url) => url.pathname === `/branches/${sub.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), POLL).toBe(sub.name_en);
    expectNoProblems(opened);
  });
});

describe('tabs', () => {
  for (const lang of ['en', 'ne'] as const) {
    test(`${lang}: four tabs, articles first, one page without page links`, async () => {
      const id = await branchWith('articles', { min: 1, max: 1 });
      const [branch, articles] = [await branchOf(id), await tabPage<Article>('articles', id, 1)];
      const opened = await openPage(`/branches/${id}`, { lang });
      const { page } = opened;
      const tabs = page.getByRole('tablist', {
        name: translate(lang, 'branch.tabs_label', { name: pick(branch, 'name', lang) }),
      });
      expect(await tabs.getByRole('tab').allTextContents()).toEqual(
        (Object.keys(TAB_LABEL) as Tab[]).map((tab) => translate(lang, TAB_LABEL[tab])),
      );
      expect(await tabs.getByRole('tab', { selected: true }).textContent()).toBe(
        translate(lang, 'branch.tab_articles'),
      );
      const { list, pagination } = tabList(page, lang, 'articles', pick(branch, 'name', lang));
      expect(await list.locator('h3').allTextContents()).toEqual(
        articles.data.map((article) => pick(article, 'title', lang)),
      );
      // product.md: page links only when there is more than one page.
      expect(await pagination.count()).toBe(0);
      expectNoProblems(opened);
    });
  }

  test('notices: tab and page live in the URL; reload and back keep them', async () => {
    const id = await branchWith('notices', { min: 2 });
    const branch = await branchOf(id);
    const [first, second] = [
      await tabPage<Notice>('notices', id, 1),
      await tabPage<Notice>('notices', id, 2),
    ];
    const titles = (list: Paged<Notice>) => list.data.map((notice) => notice.title_en);
    const opened = await openPage(`/branches/${id}`, { lang: 'en' });
    const { page } = opened;
    const { list, pagination } = tabList(page, 'en', 'notices', branch.name_en);

    await page.getByRole('tab', { name: translate('en', 'branch.tab_notices') }).click();
    await expect.poll(() => searchOf(page), POLL).toBe('?tab=notices');
    await expect.poll(() => list.locator('h3').allTextContents(), POLL).toEqual(titles(first));
    expect(first.data).toHaveLength(10);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe(
      translate('en', 'branch.tab_notices'),
    );

    await pagination.getByRole('link', { name: translate('en', 'controls.next_page') }).click();
    await expect.poll(() => searchOf(page), POLL).toBe('?tab=notices&page=2');
    await expect.poll(() => list.locator('h3').allTextContents(), POLL).toEqual(titles(second));
    expect(await pagination.locator('[aria-current="page"]').textContent()).toBe('2');
    expect(await page.title()).toContain(translate('en', 'controls.page_n', { page: '2' }));

    await page.reload();
    await waitForHydration(page);
    expect(await list.locator('h3').allTextContents()).toEqual(titles(second));
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe(
      translate('en', 'branch.tab_notices'),
    );

    await page.goBack();
    await expect.poll(() => searchOf(page), POLL).toBe('?tab=notices');
    await expect.poll(() => list.locator('h3').allTextContents(), POLL).toEqual(titles(first));
    await page.goBack();
    await expect.poll(() => searchOf(page), POLL).toBe('');
    await expect
      .poll(() => page.getByRole('tab', { selected: true }).textContent(), POLL)
      .toBe(translate('en', 'branch.tab_articles'));

    // Another tab starts on its own first page.
    await page.goForward();
    await page.goForward();
    await expect.poll(() => searchOf(page), POLL).toBe('?tab=notices&page=2');
    await page.getByRole('tab', { name: translate('en', 'branch.tab_employees') }).click();
    await expect.poll(() => searchOf(page), POLL).toBe('?tab=employees');
    expectNoProblems(opened);
  });

  test('tabs and pages work without JavaScript (plain links, server-rendered)', async () => {
    const id = await branchWith('notices', { min: 2 });
    const branch = await branchOf(id);
    const second = await tabPage<Notice>('notices', id, 2);
    const opened = await openPage(`/branches/${id}`, { lang: 'ne', javaScript: false });
    const { page } = opened;
    await page.getByRole('tab', { name: translate('ne', 'branch.tab_notices') }).click();
    await page.waitForURL((url) => url.search === '?tab=notices');
    await page
      .getByRole('link', { name: translate('ne', 'controls.page_n', { page: digits(2, 'ne') }), exact: true })
      .click();
    await page.waitForURL((url) => url.search === '?tab=notices&page=2');
    const { list } = tabList(page, 'ne', 'notices', branch.name_ne);
    expect(await list.locator('h3').allTextContents()).toEqual(
      second.data.map((notice) => pick(notice, 'title', 'ne')),
    );
    expectNoProblems(opened);
  });

  test('an unknown tab is the first tab; a page past the end offers page 1 (HTTP 404)', async () => {
    const id = await branchWith('employees', { min: 1, max: 1 });
    const unknown = await openPage(`/branches/${id}?tab=nope`, { lang: 'en' });
    expect(await unknown.page.getByRole('tab', { selected: true }).textContent()).toBe(
      translate('en', 'branch.tab_articles'),
    );
    expectNoProblems(unknown);

    const past = await openPage(`/branches/${id}?tab=employees&page=9`, { lang: 'en', status: 404 });
    const { page } = past;
    expect(await page.getByText(translate('en', 'lists.past_end')).count()).toBe(1);
    await page.getByRole('link', { name: translate('en', 'lists.first_page') }).click();
    await page.waitForURL((url) => url.search === '?tab=employees');
    await expect.poll(() => page.locator('main h3').count(), POLL).toBeGreaterThan(0);
    expectNoProblems(past);
  });
});

describe('employees', () => {
  for (const lang of ['en', 'ne'] as const) {
    test(`${lang}: photo or the fallback avatar, name, position; 10 a page`, async () => {
      const id = await branchWith('employees', { min: 2 });
      const branch = await branchOf(id);
      const [first, second] = [
        await tabPage<BranchEmployee>('employees', id, 1),
        await tabPage<BranchEmployee>('employees', id, 2),
      ];
      expect(
        first.data.some((person) => person.image === null),
        'a person without a photo',
      ).toBe(true);
      const opened = await openPage(`/branches/${id}?tab=employees`, { lang, viewport: 'phone' });
      const { page } = opened;
      const { list, pagination } = tabList(page, lang, 'employees', pick(branch, 'name', lang));
      const cards = list.getByRole('listitem');
      expect(await cards.count()).toBe(10);
      for (const [index, person] of first.data.entries()) {
        const card = cards.nth(index);
        expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(
          pick(person, 'full_name', lang),
        );
        expect(await card.locator('p').textContent()).toBe(pick(person, 'position', lang));
        if (person.image === null) {
          // The fallback is an inline avatar, never a broken image.
          expect(await card.locator('img').count()).toBe(0);
          expect(await card.locator('svg[aria-hidden="true"]').count()).toBe(1);
        } else {
          const img = card.locator('img');
          expect(await img.getAttribute('src')).toBe(person.image);
          await img.scrollIntoViewIfNeeded();
          await expect
            .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth), POLL)
            .toBeGreaterThan(0);
        }
      }
      await pagination
        .getByRole('link', {
          name: translate(lang, 'controls.page_n', { page: digits(2, lang) }),
          exact: true,
        })
        .click();
      await expect.poll(() => searchOf(page), POLL).toBe('?tab=employees&page=2');
      await expect
        .poll(() => list.locator('h3').allTextContents(), POLL)
        .toEqual(second.data.map((person) => pick(person, 'full_name', lang)));
      expectNoProblems(opened);
    });
  }
});

describe('festivals tab and the detail panel', () => {
  for (const lang of ['en', 'ne'] as const) {
    test(`${lang}: entries in brief; the panel opens, shows the festival, closes on Escape`, async () => {
      const id = await branchWith('festivals', { min: 1 });
      const branch = await branchOf(id);
      const festivals = await tabPage<Festival>('festivals', id, 1);
      const opened = await openPage(`/branches/${id}?tab=festivals`, { lang });
      const { page } = opened;
      expect(
        await page.getByRole('heading', { name: translate(lang, 'branch.latest_articles') }).count(),
      ).toBe(1);
      const { list, pagination } = tabList(page, lang, 'festivals', pick(branch, 'name', lang));
      const entries = list.getByRole('listitem');
      expect(await entries.count()).toBe(festivals.data.length);
      for (const [index, festival] of festivals.data.entries()) {
        const entry = entries.nth(index);
        expect(await entry.getByRole('heading', { level: 4 }).textContent()).toBe(
          pick(festival, 'title', lang),
        );
        const text = (await entry.textContent()) ?? '';
        expect(text).toContain(formatDate(festival.start_date, lang, 'long'));
        expect(text).toContain(pick(festival, 'location', lang));
        // product.md section 9: cut at 320 characters plus '...'.
        expect(await entry.locator('article > div > p').textContent()).toBe(
          truncate(plainTextOf(pick(festival, 'description', lang))),
        );
      }
      if (festivals.total_pages === 1) expect(await pagination.count()).toBe(0);

      const festival = festivals.data[0]!;
      const title = pick(festival, 'title', lang);
      const trigger = entries.first().getByRole('button', { name: viewFull(lang, title) });
      expect(await trigger.getAttribute('aria-haspopup')).toBe('dialog');
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
      const row = (key: MessageKey) =>
        dialog.locator('dt', { hasText: translate(lang, key) }).locator('xpath=following-sibling::dd');
      expect(await row('festival.start_date').textContent()).toBe(
        formatDate(festival.start_date, lang, 'long'),
      );
      expect(await row('festival.end_date').textContent()).toBe(formatDate(festival.end_date, lang, 'long'));
      // The calendar's holiday days of the festival (issue 27: one fact, one place): none, all, or which.
      const days = festival.holiday_days;
      const everyDay = days.length === daysBetweenIso(festival.start_date, festival.end_date) + 1;
      expect(await row('festival.holiday').textContent()).toBe(
        days.length === 0
          ? translate(lang, 'festival.no')
          : everyDay
            ? translate(lang, 'festival.holiday_every_day')
            : translate(lang, 'festival.holiday_on', {
                days: days.map((day) => formatDate(day, lang, 'long')).join(', '),
              }),
      );
      if (festival.image) {
        const img = dialog.getByRole('img', { name: title });
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth), POLL)
          .toBeGreaterThan(0);
      } else expect(await dialog.getByText(translate(lang, 'controls.no_image')).count()).toBe(1);
      const lines = descriptionLines(pick(festival, 'description', lang));
      expect(await dialog.locator('p').allTextContents()).toEqual(
        lines.filter((line) => line.kind === 'paragraph').map((line) => line.text),
      );
      expect(await dialog.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
        lines.filter((line) => line.kind === 'heading').map((line) => line.text),
      );

      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement), POLL).toBe(true);

      // The close button closes it too, and focus comes back again.
      await trigger.click();
      await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
      await dialog.getByRole('button', { name: translate(lang, 'festival.close') }).click();
      await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement), POLL).toBe(true);
      expectNoProblems(opened);
    });
  }

  test('a festival without an image shows "No Image Available" in the panel', async () => {
    const id = await branchWith('festivals', { min: 1 });
    let withoutImage: { branch: number; festival: Festival } | undefined;
    for (const candidate of [id, ...Array.from({ length: 20 }, (_, index) => index + 1)]) {
      const found = (await tabPage<Festival>('festivals', candidate, 1)).data.find((item) => !item.image);
      if (found) {
        withoutImage = { branch: candidate, festival: found };
        break;
      }
    }
    expect(withoutImage, 'a festival without an image in a branch tab').toBeDefined();
    const { branch, festival } = withoutImage!;
    const opened = await openPage(`/branches/${branch}?tab=festivals`, { lang: 'en' });
    const { page } = opened;
    await page.getByRole('button', { name: viewFull('en', festival.title_en) }).click();
    const dialog = page.getByRole('dialog', { name: festival.title_en });
    await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
    expect(await dialog.locator('img').count()).toBe(0);
    expect(await dialog.getByText(translate('en', 'controls.no_image')).count()).toBeGreaterThan(0);
    expectNoProblems(opened);
  });

  test('without JavaScript, View Full Article is a link to the festival page', async () => {
    const id = await branchWith('festivals', { min: 1 });
    const festival = (await tabPage<Festival>('festivals', id, 1)).data[0]!;
    const opened = await openPage(`/branches/${id}?tab=festivals`, { lang: 'ne', javaScript: false });
    const { page } = opened;
    await page.getByRole('link', { name: viewFull('ne', festival.title_ne) }).click();
    await page.waitForURL((url) => url.pathname === `/festivals/details/${festival.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(festival.title_ne);
    expectNoProblems(opened);
  });
});

describe('ids', () => {
  // product.md section 5 parses the id as an integer, 0 when absent: 0 names no branch. Anything that is not a
  // whole number, or names no branch, is the site's not-found page with HTTP 404.
  for (const path of ['/branches/0', '/branches/abc', '/branches/12abc', '/branches/-1', '/branches/99999']) {
    test(`${path} is not found`, async () => {
      const opened = await openPage(path, { lang: 'en', status: 404 });
      const { page } = opened;
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        translate('en', 'error.not_found_title'),
      );
      await page.getByRole('link', { name: translate('en', 'error.return_home') }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expectNoProblems(opened);
    });
  }

  test('/branches without an id is not found either', async () => {
    const opened = await openPage('/branches', { lang: 'ne', status: 404 });
    expect(await opened.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      translate('ne', 'error.not_found_title'),
    );
    expectNoProblems(opened);
  });
});

describe('accessibility and look', () => {
  const CASES: { lang: Lang; theme: Theme; viewport: Viewport; tab: Tab }[] = [
    { lang: 'ne', theme: 'light', viewport: 'desktop', tab: 'articles' },
    { lang: 'en', theme: 'dark', viewport: 'desktop', tab: 'notices' },
    { lang: 'en', theme: 'light', viewport: 'phone', tab: 'employees' },
    { lang: 'ne', theme: 'dark', viewport: 'phone', tab: 'festivals' },
    { lang: 'en', theme: 'light', viewport: 'desktop', tab: 'festivals' },
  ];
  for (const { lang, theme, viewport, tab } of CASES) {
    test(`${lang} ${theme} ${viewport}, ${tab}: no axe violations, nothing wider than the screen`, async () => {
      const id = await branchWith(tab, { min: 1 });
      const opened = await openPage(`/branches/${id}?tab=${tab}`, { lang, theme, viewport });
      const { page } = opened;
      await expectNoAxeViolations(page);
      await expectFitsScreen(page);
      await screenshot(page, `branch-${tab}-${viewport}-${lang}-${theme}`);
      if (tab === 'festivals') {
        await page
          .getByRole('button', { name: new RegExp(translate(lang, 'festival.view_full_article')) })
          .first()
          .click();
        await expect.poll(() => page.getByRole('dialog').isVisible(), POLL).toBe(true);
        await expectNoAxeViolations(page);
        await screenshot(page, `branch-festival-dialog-${viewport}-${lang}-${theme}`);
      }
      expectNoProblems(opened);
    });
  }
});
