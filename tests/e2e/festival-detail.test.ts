// Festival detail, /festivals/details/:id (product.md section 2 "Festival detail", 8, 9): title and
// description in the visitor's language, the festival's dates in long form (Bikram Sambat with Nepali
// digits in ne, AD in en), the image or 'No Image Available', the description line by line with the
// 'history and mythology' line as a sub-heading, and 'Read Next': up to 8 other festivals as links.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Festival } from '#shared/contract/festivals.ts';
import { formatDate } from '#shared/calendar/index.ts';
import { translate } from '#shared/i18n/index.ts';
import { descriptionLines } from './support/description-lines.ts';
import { expectFitsScreen, expectNoAxeViolations, LOOK_SAMPLES } from './support/axe.ts';
import { expectNoProblems, openPage, setUpBrowser, type Lang } from './support/browser.ts';
import { screenshot } from './support/screenshot.ts';
import { POLL, api, pick } from './support/api.ts';

setUpBrowser();

const allFestivals = async () => (await api<{ data: Festival[] }>('/events/festivals')).data;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const readNext = (page: Page, lang: Lang) =>
  page.getByRole('complementary', { name: translate(lang, 'festival.read_next') }).getByRole('link');

describe('festival detail', () => {
  for (const lang of ['en', 'ne'] as const) {
    test(`${lang}: title, the festival's dates, image, description with its sub-heading`, async () => {
      const festivals = await allFestivals();
      // A festival with an image whose description has the 'history and mythology' line.
      const festival = festivals.find(
        (item) =>
          item.image &&
          descriptionLines(pick(item, 'description', lang)).some((line) => line.kind === 'heading'),
      )!;
      expect(festival, 'a seeded festival with an image and a history line').toBeDefined();
      const opened = await openPage(`/festivals/details/${festival.id}`, { lang });
      const { page } = opened;
      const title = pick(festival, 'title', lang);
      expect(await h1(page)).toBe(title);
      expect(await page.title()).toContain(title);

      // The festival's own dates (issue 25), not the day it was added to the site.
      const dates = page.locator('main article time');
      const spans = festival.end_date > festival.start_date;
      expect(await dates.allTextContents()).toEqual([
        formatDate(festival.start_date, lang, 'long'),
        ...(spans ? [formatDate(festival.end_date, lang, 'long')] : []),
      ]);
      expect(await dates.first().getAttribute('datetime')).toBe(festival.start_date);
      const text = (await dates.first().textContent()) ?? '';
      // ne: Bikram Sambat in Nepali digits; en: the AD date with an English month name.
      if (lang === 'ne') expect(text).toMatch(/^[०-९]+ \S+ [०-९]{4}$/);
      else expect(text).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);

      const img = page.getByRole('img', { name: title });
      expect(await img.getAttribute('src')).toBe(festival.image);
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth), POLL)
        .toBeGreaterThan(0);

      const lines = descriptionLines(pick(festival, 'description', lang));
      const article = page.locator('main article');
      expect(await article.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
        lines.filter((line) => line.kind === 'heading').map((line) => line.text),
      );
      // The paragraphs after the dates line are the description's other lines, in order.
      expect((await article.locator('p').allTextContents()).slice(1)).toEqual(
        lines.filter((line) => line.kind === 'paragraph').map((line) => line.text),
      );
      expectNoProblems(opened);
    });
  }

  test('a festival without an image says "No Image Available" (no broken image)', async () => {
    const festival = (await allFestivals()).find((item) => !item.image)!;
    expect(festival, 'a seeded festival without an image').toBeDefined();
    for (const lang of ['en', 'ne'] as const) {
      const opened = await openPage(`/festivals/details/${festival.id}`, { lang });
      const { page } = opened;
      expect(await page.locator('main article img').count()).toBe(0);
      expect(await page.getByText(translate(lang, 'controls.no_image'), { exact: true }).count()).toBe(1);
      expectNoProblems(opened);
    }
  });
});

describe('Read Next', () => {
  for (const lang of ['en', 'ne'] as const) {
    test(`${lang}: up to 8 other festivals; following one shows it and leaves it out of the list`, async () => {
      const festivals = await allFestivals();
      const current = festivals[2]!;
      const others = (id: number) => festivals.filter((item) => item.id !== id).slice(0, 8);
      const opened = await openPage(`/festivals/details/${current.id}`, { lang });
      const { page } = opened;
      const links = readNext(page, lang);
      expect(await links.count()).toBe(Math.min(8, festivals.length - 1));
      expect(await links.locator('span > span:first-child').allTextContents()).toEqual(
        others(current.id).map((item) => pick(item, 'title', lang)),
      );
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(others(current.id).map((item) => `/festivals/details/${item.id}`));
      expect(hrefs).not.toContain(`/festivals/details/${current.id}`);

      const target = others(current.id)[0]!;
      await links.first().click();
      await page.waitForURL((url) => url.pathname === `/festivals/details/${target.id}`);
      await expect.poll(() => h1(page), POLL).toBe(pick(target, 'title', lang));
      await expect
        .poll(() => links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))), POLL)
        .toEqual(others(target.id).map((item) => `/festivals/details/${item.id}`));
      await page.goBack();
      await expect.poll(() => h1(page), POLL).toBe(pick(current, 'title', lang));
      expectNoProblems(opened);
    });
  }

  test('the links work without JavaScript', async () => {
    const festivals = await allFestivals();
    const current = festivals[0]!;
    const target = festivals[1]!;
    const opened = await openPage(`/festivals/details/${current.id}`, { lang: 'ne', javaScript: false });
    const { page } = opened;
    await readNext(page, 'ne').first().click();
    await page.waitForURL((url) => url.pathname === `/festivals/details/${target.id}`);
    expect(await h1(page)).toBe(target.title_ne);
    expectNoProblems(opened);
  });
});

describe('unknown ids', () => {
  for (const path of ['/festivals/details/99999', '/festivals/details/abc', '/festivals/details/0']) {
    test(`${path} is the not-found page (HTTP 404) with a way home`, async () => {
      for (const lang of ['en', 'ne'] as const) {
        const opened = await openPage(path, { lang, status: 404 });
        const { page } = opened;
        expect(await h1(page)).toBe(translate(lang, 'error.not_found_title'));
        expect(await page.title()).toContain(translate(lang, 'error.not_found_title'));
        expect(
          await page.getByRole('link', { name: translate(lang, 'error.return_home') }).getAttribute('href'),
        ).toBe('/');
        expectNoProblems(opened);
      }
    });
  }
});

describe('accessibility and look', () => {
  for (const { lang, theme, viewport } of LOOK_SAMPLES) {
    test(`${lang} ${theme} ${viewport}: no axe violations, nothing wider than the screen`, async () => {
      const opened = await openPage('/festivals/details/1', { lang, theme, viewport });
      const { page } = opened;
      await expectNoAxeViolations(page);
      await expectFitsScreen(page);
      await screenshot(page, `festival-detail-${viewport}-${lang}-${theme}`);
      expectNoProblems(opened);
    });
  }
});
