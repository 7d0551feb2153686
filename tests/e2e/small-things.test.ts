// The small things a visitor meets (issue 27): text size up to 200 % without breaking the layout, the
// popup once a session, the file picker in Nepali. (The notices strip above a laptop's fold is in home.test.ts.)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { framesPainted, openPage, setUpBrowser, waitForHydration } from './support/browser.ts';
import { SCREENSHOT_DIR } from './support/paths.ts';

setUpBrowser();

const shots = join(SCREENSHOT_DIR, 'small-things');
mkdirSync(shots, { recursive: true });

/**
 * How far the page sticks out sideways past the window (a layout broken by large text). A phone widens its
 * layout to fit the content, so the width is measured against the screen's, not the document's own.
 */
const overflow = (page: Page) =>
  page.evaluate(
    (screenWidth) => document.documentElement.scrollWidth - screenWidth,
    page.viewportSize()!.width,
  );

// One page of each layout: lists, item pages, the calendar, forms, the contact cards, a festival.
const PATHS_AT_200 = [
  '/',
  '/notice',
  '/notice/1',
  '/calendar',
  '/complaint',
  '/contact',
  '/donate',
  '/festivals/details/1',
  '/search?q=guthi',
];

/** Every public route of web/routes.ts, each with a real item where it takes one. */
const EVERY_PUBLIC_ROUTE = [
  ...PATHS_AT_200,
  '/articles',
  '/articles/1',
  '/vacancy',
  '/vacancy/1',
  '/result',
  '/result/1',
  '/syllabus',
  '/syllabus/1',
  '/law-and-enforcement/1',
  '/law-and-enforcement/item/1',
  '/complaint/status',
  '/complaint/record',
  '/about',
  '/alerts',
  '/alerts/confirm/not-a-token',
  '/alerts/unsubscribe/not-a-token',
  '/gallery',
  '/cultural-heritage',
  '/branches/1',
  '/festivals/1',
];

describe('small things', () => {
  test('at 200 % text size (A+ up to the end) pages keep to the window and stay axe clean', async () => {
    const looks = [
      { viewport: 'phone', lang: 'ne' },
      { viewport: 'phone', lang: 'en' },
      { viewport: 'desktop', lang: 'ne' },
    ] as const;
    for (const { viewport, lang } of looks) {
      const { page, context } = await openPage('/?text=200', { lang, viewport, hydrate: false });
      // The link remembered the size: every later page is drawn at it.
      expect((await context.cookies()).find((c) => c.name === 'text_size')?.value).toBe('200');
      for (const path of PATHS_AT_200) {
        await page.goto(path, { waitUntil: 'load' });
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
        expect(await overflow(page), `${viewport} ${lang} ${path}`).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, { exclude: ['dialog'] });
      }
      await page.screenshot({ path: join(shots, `text-200-${viewport}-${lang}.png`) });
      await context.close();
    }
  }, 300_000);

  test('at 200 % text size every public route keeps to a phone and stays axe clean (Nepali)', async () => {
    const { page, context } = await openPage('/?text=200', { lang: 'ne', viewport: 'phone', hydrate: false });
    for (const path of EVERY_PUBLIC_ROUTE.filter((each) => !PATHS_AT_200.includes(each))) {
      await page.goto(path, { waitUntil: 'load' });
      expect(await overflow(page), path).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, { exclude: ['dialog'] });
    }
    await context.close();
  }, 300_000);

  test('the popup notices open on the first visit of a session only', async () => {
    const { page } = await openPage('/', { lang: 'en' });
    await page.locator('dialog[open]').waitFor();
    await page.goto('/notice', { waitUntil: 'load' });
    await page.goto('/', { waitUntil: 'load' });
    // The popup's script (enhance/popup-notices.js) marks the dialog enhanced in the same task in which it
    // would open it: once it is marked (or the app has hydrated, where React shows the popup), a closed
    // dialog stays closed.
    await waitForHydration(page);
    expect(
      await page.locator('dialog[data-enhance="popup-notices"]').count(),
      'the popup is on the page',
    ).toBe(1);
    await framesPainted(page);
    expect(await page.locator('dialog[open]').count()).toBe(0);
  }, 240_000);

  test("the complaint form's file picker speaks Nepali and names the chosen file", async () => {
    const { page } = await openPage('/complaint', { lang: 'ne', viewport: 'phone' });
    const input = page.locator('input[type=file]');
    const frame = input.locator('xpath=..');
    expect(await frame.textContent()).toContain('फाइल छान्नुहोस्');
    expect(await frame.textContent()).toContain('कुनै फाइल छानिएको छैन');
    await input.setInputFiles({ name: 'ढोका.png', mimeType: 'image/png', buffer: Buffer.alloc(100) });
    expect(await frame.textContent()).toContain('ढोका.png');
    await expectNoAxeViolations(page, { include: 'form' });
    await frame.screenshot({ path: join(shots, 'file-picker-ne.png') });
  }, 240_000);
});
