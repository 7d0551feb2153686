// The contact page outside its form (product.md section 2 "Contact page"): the contact cards (phone, email,
// head office, office hours), the support and trust blurbs and the head office's map. The form has
// its own tests (forms.test.ts). Texts come from the site settings, read from the API here.
// The map is a third-party page (OpenStreetMap) that the test machine cannot reach: its requests are
// answered with a local stub page, so the test checks our frame, not their server.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { SiteSettings } from '#shared/contract/site.ts';
import { toNepaliDigits } from '#shared/calendar/digits.ts';
import { translate } from '#shared/i18n/index.ts';
import { expectFitsScreen, expectNoAxeViolations, LOOK_SAMPLES } from './support/axe.ts';
import { baseUrl, expectNoProblems, openPage, setUpBrowser, waitForHydration } from './support/browser.ts';
import { screenshot } from './support/screenshot.ts';
import { pick } from './support/api.ts';

setUpBrowser();

async function settingsOf(): Promise<SiteSettings> {
  const response = await fetch(new URL('/api/base/settings/', baseUrl()));
  expect(response.status).toBe(200);
  return (await response.json()) as SiteSettings;
}

/**
 * Answers the third-party map frame locally (see the file comment), then reloads: the lazy frame
 * may already have started loading with the first document.
 */
async function stubMap({ page, context }: { page: Page; context: BrowserContext }) {
  await context.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>map</title><p>map</p></html>',
    }),
  );
  await page.reload();
  await waitForHydration(page);
}

describe('contact page content', () => {
  for (const lang of ['en', 'ne'] as const) {
    test(`${lang}: the four contact cards with working phone and email links`, async () => {
      const settings = await settingsOf();
      const opened = await openPage('/contact', { lang });
      const { page } = opened;
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        pick(settings.contact_page, 'hero_title', lang),
      );
      expect(await page.locator('main header p').textContent()).toBe(
        pick(settings.contact_page, 'hero_description', lang),
      );
      const cards = page.getByRole('list', { name: translate(lang, 'forms.contact.cards_label') });
      expect(await cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
        (
          [
            'forms.contact.phone',
            'forms.contact.email',
            'forms.contact.location',
            'forms.contact.hours',
          ] as const
        ).map((key) => translate(lang, key)),
      );
      const items = cards.getByRole('listitem');
      // The one stored phone (ASCII digits; several numbers, each its own link), shown in the page's
      // digits; the dialable number is in ASCII digits whatever the language shows.
      const numbers = settings.phone.split(',').map((number) => number.trim());
      expect(numbers.length).toBeGreaterThan(0);
      for (const number of numbers) {
        const shown = lang === 'ne' ? toNepaliDigits(number) : number;
        const phoneLink = items.nth(0).getByRole('link', { name: shown, exact: true });
        expect(await phoneLink.getAttribute('href')).toBe(`tel:${number.replace(/[^\d+]/g, '')}`);
      }
      const email = items.nth(1).getByRole('link', { name: settings.email });
      expect(await email.getAttribute('href')).toBe(`mailto:${settings.email}`);
      expect(await items.nth(2).locator('address').textContent()).toBe(pick(settings, 'address', lang));
      expect(await items.nth(3).textContent()).toContain(pick(settings, 'office_hours', lang));
      expectNoProblems(opened);
    });

    test(`${lang}: the support and trust blurbs`, async () => {
      const { contact_page: texts } = await settingsOf();
      const opened = await openPage('/contact', { lang });
      const { page } = opened;
      for (const blurb of ['support', 'trust']) {
        const heading = page.getByRole('heading', { level: 2, name: pick(texts, `${blurb}_title`, lang) });
        expect(await heading.count()).toBe(1);
        expect(await heading.locator('xpath=following-sibling::p').textContent()).toBe(
          pick(texts, `${blurb}_text`, lang),
        );
      }
      expectNoProblems(opened);
    });

    test(`${lang}: the head office map, a titled frame with a link for those who cannot use it`, async () => {
      const settings = await settingsOf();
      const opened = await openPage('/contact', { lang });
      const { page } = opened;
      await stubMap(opened);
      const region = page.getByRole('region', { name: pick(settings.contact_page, 'map_title', lang) });
      const frame = region.locator('iframe');
      expect(await frame.getAttribute('title')).toBe(translate(lang, 'forms.contact.map_frame_title'));
      expect(await frame.getAttribute('src')).toBe(settings.map_embed_url);
      // Lazy: it loads when scrolled near, and then shows the map page.
      await frame.scrollIntoViewIfNeeded();
      await expect
        .poll(() => frame.contentFrame().locator('p').textContent(), { timeout: 10_000 })
        .toBe('map');
      const box = await frame.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(300);
      const link = region.getByRole('link', { name: translate(lang, 'forms.contact.map_open') });
      expect(await link.getAttribute('href')).toBe(settings.map_embed_url);
      expect(await link.getAttribute('target')).toBe('_blank');
      expectNoProblems(opened);
    });
  }
});

describe('accessibility and look', () => {
  for (const { lang, theme, viewport } of LOOK_SAMPLES) {
    test(`${lang} ${theme} ${viewport}: no axe violations, nothing wider than the screen`, async () => {
      const opened = await openPage('/contact', { lang, theme, viewport });
      const { page } = opened;
      await stubMap(opened);
      await expectNoAxeViolations(page);
      await expectFitsScreen(page);
      await screenshot(page, `contact-page-${viewport}-${lang}-${theme}`);
      expectNoProblems(opened);
    });
  }
});
