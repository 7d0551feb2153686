// The About, Gallery and Cultural heritage screens (product.md section 2). Expectations are read from the
// API the pages use, so the tests follow the demo seed instead of hard-coding its content.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Paged } from '#shared/contract/common.ts';
import type { FestivalsListResponse } from '#shared/contract/festivals.ts';
import type { GalleryImage } from '#shared/contract/gallery.ts';
import type { HeritageSitesResponse } from '#shared/contract/heritage.ts';
import type { DepartmentsResponse, Employee, EmployeesResponse } from '#shared/contract/people.ts';
import type { AboutContent } from '#shared/contract/site.ts';
import { toNepaliDigits } from '#shared/calendar/index.ts';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';
import { translate } from '#shared/i18n/index.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoProblems, openPage, setUpBrowser, type Theme } from './support/browser.ts';
import { screenshot } from './support/screenshot.ts';
import { POLL, api, digits, pick } from './support/api.ts';

setUpBrowser();

const searchOf = (page: Page) => new URL(page.url()).search;

// ---------------------------------------------------------------------------------------------
// About

const teamPage = (department: number, page: number) =>
  api<Paged<Employee>>(`/base/departments/${department}/team?page=${page}&pageSize=8`);
const teamNames = (page: Page) => page.locator('#our-team ul[role="list"] h3').allTextContents();

/** Two departments with more than one page of people, for the paging tests. */
async function pagedDepartments(): Promise<[number, number]> {
  const { data } = await api<DepartmentsResponse>('/base/departments');
  const paged: number[] = [];
  for (const department of data) {
    if ((await teamPage(department.id, 1)).total_pages > 1) paged.push(department.id);
  }
  expect(paged.length, 'the demo seed has two departments with a second page').toBeGreaterThanOrEqual(2);
  return [paged[0]!, paged[1]!];
}

describe('about', () => {
  for (const lang of ['en', 'ne'] as const) {
    test(`${lang}: texts, chairperson, org structure and the first department's team`, async () => {
      const about = await api<AboutContent>('/base/about');
      const { data: people } = await api<EmployeesResponse>('/base/employees');
      const { data: departments } = await api<DepartmentsResponse>('/base/departments');
      const team = await teamPage(departments[0]!.id, 1);
      const opened = await openPage('/about', { lang });
      const { page } = opened;

      expect(await page.locator('main h1').textContent()).toBe(pick(about, 'hero_title', lang));
      expect(await page.title()).toContain(translate(lang, 'pages.about.title'));
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        translate(lang, 'pages.about.description'),
      );
      const main = page.locator('main');
      // Rich text (ADR 031): each paragraph of the stored HTML is on the page as text, no markup shown.
      const shown = await main.textContent();
      for (const key of ['intro_text', 'story_text', 'message_text'] as const) {
        expect(pick(about, key, lang)).toMatch(/^<p>/);
        for (const paragraph of plainTextOf(pick(about, key, lang)).split('\n'))
          expect(shown).toContain(paragraph);
      }
      expect(shown).not.toContain('<p>');
      const message = page.getByRole('region', { name: pick(about, 'message_title', lang) });
      expect(
        await message.getByText(translate(lang, 'pages.about.chairperson'), { exact: true }).count(),
      ).toBe(1);
      expect(await message.textContent()).toContain(pick(about, 'chairperson_name', lang));

      const org = page.getByRole('region', { name: translate(lang, 'pages.about.org_title') });
      expect(await org.locator('h3').allTextContents()).toEqual(
        people.map((person) => pick(person, 'full_name', lang)),
      );
      // No broken images: a missing photo is the inline avatar.
      const missing = people.filter((person) => !person.image).length;
      expect(await org.locator('img').count()).toBe(people.length - missing);
      expect(await org.locator('li svg').count()).toBe(missing);

      expect(await page.locator('#team-department').inputValue()).toBe(String(departments[0]!.id));
      expect(await teamNames(page)).toEqual(team.data.map((person) => pick(person, 'full_name', lang)));
      const pages = page.getByRole('navigation', { name: translate(lang, 'pages.about.team_pages') });
      expect(await pages.locator('[aria-current="page"]').textContent()).toBe(digits(1, lang));
      expectNoProblems(opened);
    });
  }

  test('org structure: the first two in a centred row of their own, then 4 columns (2 on phones)', async () => {
    const { data: people } = await api<EmployeesResponse>('/base/employees');
    expect(people.length, 'the demo org chart has more than 6 people').toBeGreaterThan(6);
    for (const [viewport, columns] of [
      ['desktop', 4],
      ['phone', 2],
    ] as const) {
      const opened = await openPage('/about', { lang: 'en', viewport });
      const { page } = opened;
      const boxes = async (selector: string) =>
        Promise.all((await page.locator(selector).all()).map(async (item) => (await item.boundingBox())!));
      const leading = await boxes('[data-testid="org-leading"] > li');
      const rest = await boxes('[data-testid="org-rest"] > li');
      expect(leading).toHaveLength(2);
      expect(Math.abs(leading[0]!.y - leading[1]!.y)).toBeLessThan(1);
      expect(leading[1]!.x).toBeGreaterThan(leading[0]!.x);
      // Centred: as much room on the left of the pair as on its right.
      const width = page.viewportSize()!.width;
      const left = leading[0]!.x;
      const right = width - (leading[1]!.x + leading[1]!.width);
      expect(Math.abs(left - right)).toBeLessThan(2);
      // The rest start below the pair, `columns` to a row.
      expect(rest[0]!.y).toBeGreaterThan(leading[0]!.y + leading[0]!.height);
      const firstRow = rest.filter((box) => Math.abs(box.y - rest[0]!.y) < 1);
      expect(firstRow).toHaveLength(columns);
      expectNoProblems(opened);
    }
  });

  // /about loads no script (ADR 030): with JavaScript on, the team's form and page links are the same
  // plain HTML as without, and each lands on the team (#our-team).
  test('team: paging, and a new department starts on page 1 (a page without script)', async () => {
    const [first, second] = await pagedDepartments();
    const [page2, other] = [await teamPage(first, 2), await teamPage(second, 1)];
    const opened = await openPage(`/about?department=${first}`, { lang: 'en' });
    const { page } = opened;
    const pages = page.getByRole('navigation', { name: translate('en', 'pages.about.team_pages') });
    await pages.getByRole('link', { name: translate('en', 'controls.next_page') }).click();
    await page.waitForURL((url) => url.search === `?department=${first}&page=2`);
    expect(await teamNames(page)).toEqual(page2.data.map((p) => p.full_name_en));
    // The team stays in view after paging.
    const top = await page.locator('#our-team').evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(40);

    await page.locator('#team-department').selectOption(String(second));
    await page.getByRole('button', { name: translate('en', 'pages.about.show') }).click();
    await page.waitForURL((url) => url.search === `?department=${second}`);
    expect(await teamNames(page)).toEqual(other.data.map((p) => p.full_name_en));
    expect(await pages.locator('[aria-current="page"]').textContent()).toBe('1');
    expect(await page.locator('#team-department').inputValue()).toBe(String(second));

    // Back returns to page 2 of the first department (the browser may restore the dropdown as it was
    // left, so only the list is checked).
    await page.goBack();
    await page.waitForURL((url) => url.search === `?department=${first}&page=2`);
    expect(await teamNames(page)).toEqual(page2.data.map((p) => p.full_name_en));
    expectNoProblems(opened);
  });

  test('team: without JavaScript the form and the page links work, a new department starts on page 1', async () => {
    const [first, second] = await pagedDepartments();
    const [page2, other] = [await teamPage(first, 2), await teamPage(second, 1)];
    const opened = await openPage(`/about?department=${first}&page=2`, { lang: 'ne', javaScript: false });
    const { page } = opened;
    expect(await teamNames(page)).toEqual(page2.data.map((p) => p.full_name_ne));
    await page.locator('#team-department').selectOption(String(second));
    await page.getByRole('button', { name: translate('ne', 'pages.about.show') }).click();
    await page.waitForURL((url) => url.search === `?department=${second}`);
    expect(new URL(page.url()).hash).toBe('#our-team');
    expect(await teamNames(page)).toEqual(other.data.map((p) => p.full_name_ne));
    await page
      .getByRole('link', {
        name: translate('ne', 'controls.page_n', { page: toNepaliDigits(2) }),
        exact: true,
      })
      .click();
    await page.waitForURL((url) => url.search === `?department=${second}&page=2`);
    expect(await teamNames(page)).toEqual((await teamPage(second, 2)).data.map((p) => p.full_name_ne));
    expectNoProblems(opened);
  });

  test('an unknown department shows the first one', async () => {
    const { data: departments } = await api<DepartmentsResponse>('/base/departments');
    const team = await teamPage(departments[0]!.id, 1);
    const opened = await openPage('/about?department=99999&page=abc', { lang: 'en' });
    expect(await teamNames(opened.page)).toEqual(team.data.map((p) => p.full_name_en));
    expectNoProblems(opened);
  });
});

// ---------------------------------------------------------------------------------------------
// Gallery

const galleryPage = (page: number) => api<Paged<GalleryImage>>(`/base/gallery?page=${page}&pageSize=24`);
const galleryLinks = (page: Page) => page.locator('main ul[role="list"] > li > a');

describe('gallery', () => {
  for (const lang of ['en', 'ne'] as const) {
    test(`${lang}: heading, photos with captions as alt, size reserved, the first one double`, async () => {
      const first = await galleryPage(1);
      expect(first.data.length).toBeGreaterThan(4);
      const opened = await openPage('/gallery', { lang });
      const { page } = opened;
      expect(await page.locator('main h1').textContent()).toBe(translate(lang, 'pages.gallery.title'));
      expect(await page.title()).toContain(translate(lang, 'pages.gallery.title'));
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        translate(lang, 'pages.gallery.description'),
      );
      const images = page.locator('main ul[role="list"] img');
      expect(await images.evaluateAll((all) => all.map((img) => img.getAttribute('alt')))).toEqual(
        first.data.map((image) => pick(image, 'caption', lang)),
      );
      for (const [index, image] of first.data.entries()) {
        const element = images.nth(index);
        expect(await element.getAttribute('width')).toBe(String(image.width));
        expect(await element.getAttribute('height')).toBe(String(image.height));
        expect(await element.getAttribute('loading')).toBe(index < 5 ? 'eager' : 'lazy');
        expect(await galleryLinks(page).nth(index).getAttribute('href')).toBe(image.image);
      }
      const [big, small] = [
        (await galleryLinks(page).nth(0).boundingBox())!,
        (await galleryLinks(page).nth(1).boundingBox())!,
      ];
      expect(big.width).toBeGreaterThan(small.width * 2);
      expect(big.height).toBeGreaterThan(small.height * 2);
      // 4 columns: the small photos beside the big one fill two rows of two.
      const beside = await galleryLinks(page).evaluateAll((all) =>
        all.slice(1, 5).map((link) => Math.round(link.getBoundingClientRect().y)),
      );
      expect(new Set(beside).size).toBe(2);
      if (first.total_pages > 1) {
        const pages = page.getByRole('navigation', {
          name: translate(lang, 'lists.pagination_label', { list: translate(lang, 'pages.gallery.title') }),
        });
        expect(await pages.locator('[aria-current="page"]').textContent()).toBe(digits(1, lang));
      }
      expectNoProblems(opened);
    });
  }

  test('viewer: keyboard open, arrows (wrapping), Escape, focus back on the opening photo', async () => {
    const { data } = await galleryPage(1);
    for (const lang of ['en', 'ne'] as const) {
      const opened = await openPage('/gallery', { lang });
      const { page } = opened;
      const position = (n: number) =>
        translate(lang, 'pages.gallery.position', { n: digits(n, lang), total: digits(data.length, lang) });
      const dialog = page.getByRole('dialog');
      const caption = () => dialog.locator('figcaption').textContent();

      await galleryLinks(page).nth(1).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
      expect(await dialog.getByText(position(2), { exact: true }).count()).toBe(1);
      expect(await caption()).toBe(pick(data[1]!, 'caption', lang));
      // Focus moved into the dialog (its close button).
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);

      await page.keyboard.press('ArrowRight');
      await expect.poll(caption, POLL).toBe(pick(data[2]!, 'caption', lang));
      expect(await dialog.getByText(position(3), { exact: true }).count()).toBe(1);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(caption, POLL).toBe(pick(data.at(-1)!, 'caption', lang));
      expect(await dialog.getByText(position(data.length), { exact: true }).count()).toBe(1);
      // The buttons do the same.
      await dialog.getByRole('button', { name: translate(lang, 'pages.gallery.next') }).click();
      await expect.poll(caption, POLL).toBe(pick(data[0]!, 'caption', lang));

      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(data[1]!.image);
      expect(searchOf(page)).toBe('');
      if (lang === 'en') await expectNoAxeViolations(page);
      expectNoProblems(opened);
    }
  });

  test('viewer: the close button closes it too; a click opens it as well', async () => {
    const { data } = await galleryPage(1);
    const opened = await openPage('/gallery', { lang: 'en', viewport: 'phone' });
    const { page } = opened;
    await galleryLinks(page).nth(0).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible(), POLL).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'pages-gallery-viewer-phone-en');
    await dialog.getByRole('button', { name: translate('en', 'pages.gallery.close_viewer') }).click();
    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(data[0]!.image);
    expectNoProblems(opened);
  });

  test('without JavaScript every photo is a link to the full image', async () => {
    const { data } = await galleryPage(1);
    const opened = await openPage('/gallery', { lang: 'en', javaScript: false });
    const { page } = opened;
    expect(await galleryLinks(page).evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
      data.map((image) => image.image),
    );
    expect(await page.locator('dialog').count()).toBe(0);
    expectNoProblems(opened);
  });

  test('paging: page 2 by link, "Loading…" while it loads; past the end is a 404 with a way back', async () => {
    const [first, second] = [await galleryPage(1), await galleryPage(2)];
    expect(first.total_pages, 'the demo gallery has more than 24 photos').toBeGreaterThan(1);
    const opened = await openPage('/gallery', { lang: 'en' });
    const { page } = opened;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/base/gallery?page=2*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: translate('en', 'controls.next_page') }).click();
    await expect
      .poll(() => page.locator('main [role="status"]').first().textContent(), POLL)
      .toBe(translate('en', 'controls.loading'));
    release();
    await expect.poll(() => searchOf(page), POLL).toBe('?page=2');
    await expect
      .poll(() => page.locator('main ul[role="list"] img').first().getAttribute('alt'), POLL)
      .toBe(second.data[0]!.caption_en);
    expectNoProblems(opened);

    const past = await openPage('/gallery?page=99', { lang: 'en', status: 404 });
    expect(await past.page.getByText(translate('en', 'lists.past_end')).count()).toBe(1);
    expectNoProblems(past);
  });
});

// ---------------------------------------------------------------------------------------------
// Cultural heritage

const sitesPage = (page: number) => api<HeritageSitesResponse>(`/events/temples?page=${page}&pageSize=9`);
const siteNames = (page: Page) => page.locator('#heritage-sites ul[role="list"] h3').allTextContents();

describe('cultural heritage', () => {
  for (const lang of ['en', 'ne'] as const) {
    test(`${lang}: hero, intro, strip, 9 sites, 6 festivals`, async () => {
      const [sites, festivals, strip] = [
        await sitesPage(1),
        await api<FestivalsListResponse>('/events/festivals/latest'),
        await api<{ data: GalleryImage[] }>('/base/gallery/heritage-strip'),
      ];
      const opened = await openPage('/cultural-heritage', { lang });
      const { page } = opened;
      expect(await page.locator('main h1').textContent()).toBe(translate(lang, 'pages.heritage.title'));
      expect(await page.title()).toContain(translate(lang, 'pages.heritage.title'));
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        translate(lang, 'pages.heritage.description'),
      );
      const cta = page.getByRole('link', { name: translate(lang, 'pages.heritage.cta') });
      expect(await cta.getAttribute('href')).toBe('#heritage-sites');
      expect(await page.locator('main').textContent()).toContain(translate(lang, 'pages.heritage.intro_1'));

      const stripLinks = page.locator('[data-testid="heritage-strip"] a');
      expect(await stripLinks.count()).toBe(strip.data.length);
      expect(new Set(await stripLinks.evaluateAll((all) => all.map((a) => a.getAttribute('href'))))).toEqual(
        new Set(['/gallery']),
      );

      expect(sites.data).toHaveLength(9);
      expect(await siteNames(page)).toEqual(sites.data.map((site) => pick(site, 'name', lang)));
      const subtitles = await page.locator('#heritage-sites ul[role="list"] h3 + p').allTextContents();
      expect(subtitles).toEqual(sites.data.map((site) => pick(site, 'subtitle', lang)));
      const pages = page.getByRole('navigation', { name: translate(lang, 'pages.heritage.sites_pages') });
      // The page count comes from total_page.
      expect(
        await pages
          .getByRole('link', {
            name: translate(lang, 'controls.page_n', { page: digits(sites.total_page, lang) }),
          })
          .count(),
      ).toBe(1);

      expect(festivals.data).toHaveLength(6);
      const festivalLinks = page.locator('[data-testid="heritage-festivals"] a');
      expect(await festivalLinks.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
        festivals.data.map((festival) => `/festivals/details/${festival.id}`),
      );
      expect(await festivalLinks.first().textContent()).toContain(pick(festivals.data[0]!, 'title', lang));

      await cta.click();
      await expect.poll(() => new URL(page.url()).hash, POLL).toBe('#heritage-sites');
      expectNoProblems(opened);
    });
  }

  test('sites: 9 a page, page 2 by link keeps the list in view; works without JavaScript', async () => {
    const second = await sitesPage(2);
    expect(second.total_page).toBeGreaterThan(1);
    const opened = await openPage('/cultural-heritage', { lang: 'en' });
    const { page } = opened;
    const pages = page.getByRole('navigation', { name: translate('en', 'pages.heritage.sites_pages') });
    await pages
      .getByRole('link', { name: translate('en', 'controls.page_n', { page: 2 }), exact: true })
      .click();
    await expect.poll(() => searchOf(page), POLL).toBe('?page=2');
    await expect.poll(() => siteNames(page), POLL).toEqual(second.data.map((site) => site.name_en));
    expect(await siteNames(page)).toHaveLength(Math.min(9, second.total_items - 9));
    const top = await page
      .locator('#heritage-sites')
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(40);
    expectNoProblems(opened);

    const plain = await openPage('/cultural-heritage', { lang: 'ne', javaScript: false });
    await plain.page
      .getByRole('link', {
        name: translate('ne', 'controls.page_n', { page: toNepaliDigits(2) }),
        exact: true,
      })
      .click();
    await plain.page.waitForURL((url) => url.search === '?page=2');
    expect(await siteNames(plain.page)).toEqual(second.data.map((site) => site.name_ne));
    // No arrow buttons without JavaScript: the strip scrolls by hand.
    expect(
      await plain.page
        .getByRole('button', { name: translate('ne', 'pages.heritage.scroll_forward') })
        .count(),
    ).toBe(0);
    expectNoProblems(plain);
  });

  test('the strip arrows scroll 300px each way', async () => {
    const opened = await openPage('/cultural-heritage', { lang: 'en' });
    const { page } = opened;
    const strip = page.locator('[data-testid="heritage-strip"]');
    const region = page.getByRole('region', { name: translate('en', 'pages.heritage.strip_title') });
    const scrollLeft = () => strip.evaluate((element) => element.scrollLeft);
    expect(await strip.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(600);
    expect(await scrollLeft()).toBe(0);
    const forward = region.getByRole('button', { name: translate('en', 'pages.heritage.scroll_forward') });
    const back = region.getByRole('button', { name: translate('en', 'pages.heritage.scroll_back') });
    expect(await back.getAttribute('aria-disabled')).toBe('true');
    await forward.click();
    await expect.poll(scrollLeft, POLL).toBe(300);
    await forward.click();
    await expect.poll(scrollLeft, POLL).toBe(600);
    expect(await back.getAttribute('aria-disabled')).toBe('false');
    await back.click();
    await expect.poll(scrollLeft, POLL).toBe(300);
    expectNoProblems(opened);
  });
});

// ---------------------------------------------------------------------------------------------
// Accessibility and the look, on every screen, language and theme

const SCREENS = ['/about', '/gallery', '/cultural-heritage'];

describe('accessibility', () => {
  for (const path of SCREENS) {
    for (const theme of ['light', 'dark'] as Theme[]) {
      for (const [lang, viewport] of [
        ['ne', 'desktop'],
        ['en', 'phone'],
      ] as const) {
        test(`${path} ${theme} ${lang} ${viewport}: no axe violations`, async () => {
          const opened = await openPage(path, { lang, theme, viewport });
          await expectNoAxeViolations(opened.page);
          await screenshot(opened.page, `pages${path.replace(/\//g, '-')}-${viewport}-${lang}-${theme}`);
          expectNoProblems(opened);
        });
      }
    }
  }
});
