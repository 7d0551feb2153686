// Fonts on a first visit (issue 15). Mukta is `font-display: optional`: whatever is not there by the
// first layout stays in the fallback for that page. English pages preload the semibold too, so headings
// and the menu are in Mukta like the body text; and the fallback faces (app.css) are scaled and spaced
// like Mukta, so with no web font at all the desktop menu still fits one row at 1366 px.
// Which font really drew a text comes from Chromium itself (CSS.getPlatformFontsForNode).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Lang } from '#shared/i18n/index.ts';
import { expectNoProblems, openPage, setUpBrowser, type OpenedPage } from './support/browser.ts';
import { screenshot } from './support/screenshot.ts';

/** The fonts Chromium used for the text of the first element matching each selector. */
async function platformFonts(page: Page, selectors: string[]): Promise<Record<string, string[]>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const result: Record<string, string[]> = {};
  for (const selector of selectors) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    expect(nodeId, selector).toBeGreaterThan(0);
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    result[selector] = fonts.map((font) => font.familyName);
  }
  await cdp.detach();
  return result;
}

/** The desktop menu's top-level items: how many rows they take, and their total width. */
const menuShape = (page: Page) =>
  page.locator(DESKTOP_MENU).evaluate((list) => {
    const tops = new Set<number>();
    let width = 0;
    for (const item of Array.from(list.children)) {
      const box = item.getBoundingClientRect();
      tops.add(Math.round(box.top));
      width += box.width;
    }
    return { rows: tops.size, width };
  });

setUpBrowser();

const DESKTOP_MENU = 'header nav[class~="lg:block"] > ul';
const TEXTS = ['main h1', `${DESKTOP_MENU} > li a`, 'main p'];

/** A first visit with every web font refused: the page as it looks while Mukta is missing. */
async function openWithoutWebFonts(path: string, lang: Lang): Promise<OpenedPage> {
  return openPage(path, {
    lang,
    beforeGoto: async (page) => {
      await page.route(/\.woff2?(\?|$)/, (route) => route.abort('failed'));
    },
  });
}

const refusedFonts = (opened: OpenedPage) => ({
  problems: { lines: opened.problems.lines.filter((line) => !/\.woff2? \(net::ERR_FAILED\)$/.test(line)) },
});

describe('fonts on a first visit', () => {
  test('en, 1366 px: headings, the menu and the body are all in Mukta; the menu is one row', async () => {
    const opened = await openPage('/notice', { lang: 'en' });
    const { page } = opened;
    const fonts = await platformFonts(page, TEXTS);
    // 'Mukta' and 'Mukta SemiBold': one family, no fallback anywhere.
    for (const selector of TEXTS) {
      expect(fonts[selector]!.length, selector).toBeGreaterThan(0);
      for (const family of fonts[selector]!) expect(family, selector).toMatch(/^Mukta( SemiBold)?$/);
    }
    expect((await menuShape(page)).rows).toBe(1);
    await screenshot(page, 'fonts-first-visit-desktop-en', { viewport: true });
    expectNoProblems(opened);
  });

  for (const lang of ['en', 'ne'] as const) {
    test(`${lang}, 1366 px, no web font: the metric-matched fallback keeps the menu on one row`, async () => {
      const withMukta = await openPage('/notice', { lang });
      const mukta = await menuShape(withMukta.page);
      await withMukta.context.close();

      const opened = await openWithoutWebFonts('/notice', lang);
      const { page } = opened;
      const fonts = await platformFonts(page, TEXTS);
      // The fallback faces' local fonts drew every text (this machine: Liberation Sans for Latin, as
      // Arial elsewhere; Lohit for Devanagari), not the system-ui font (DejaVu Sans) beside them.
      const allowed = lang === 'en' ? ['Liberation Sans'] : ['Lohit Devanagari', 'Liberation Sans'];
      for (const selector of TEXTS) {
        expect(fonts[selector]!.length, selector).toBeGreaterThan(0);
        for (const family of fonts[selector]!) expect(allowed, JSON.stringify(fonts)).toContain(family);
      }
      const fallback = await menuShape(page);
      expect(fallback.rows).toBe(1);
      expect(mukta.rows).toBe(1);
      // Scaled like Mukta: the menu is as wide within 8 %.
      expect(Math.abs(fallback.width - mukta.width) / mukta.width).toBeLessThan(0.08);
      await screenshot(page, `fonts-fallback-desktop-${lang}`, { viewport: true });
      expectNoProblems(refusedFonts(opened));
    });
  }
});
