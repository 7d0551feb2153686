// A new site (issue 29 item 7): a server of its own on a migrated database without the demo content
// (SEED_DEMO_CONTENT=false). Its home page renders without error, shows no "no slides" block and no section
// heading over nothing (each section leaves itself out: web/routes/home/shown-sections.ts), names the
// site in a visible heading, and is axe clean, in both languages, on a phone and a desktop, light and dark.
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { RESULTS_DIR } from './support/paths.ts';
import { screenshot } from './support/screenshot.ts';
import { startServer, type RunningServer } from './support/server.ts';
import {
  launchBrowser,
  newVisitorContext,
  waitForHydration,
  watchProblems,
  type Lang,
  type Theme,
  type Viewport,
} from './support/visitor.ts';

const LOOKS: { lang: Lang; theme: Theme; viewport: Viewport }[] = [
  { lang: 'ne', theme: 'light', viewport: 'phone' },
  { lang: 'en', theme: 'dark', viewport: 'phone' },
  { lang: 'ne', theme: 'dark', viewport: 'desktop' },
  { lang: 'en', theme: 'light', viewport: 'desktop' },
];

describe('the home page of a new site without content', () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer({
      logFile: join(RESULTS_DIR, 'e2e-empty-site-server.log'),
      env: { SEED_DEMO_CONTENT: 'false' },
    });
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const look of LOOKS) {
    it(`shows only what it has (${look.lang}, ${look.theme}, ${look.viewport})`, async () => {
      const context = await newVisitorContext(browser!, server!.baseUrl, look);
      try {
        const page = await context.newPage();
        const problems = watchProblems(page);
        const response = await page.goto('/', { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        const main = page.locator('main');
        // Neither language's old "no slides" block.
        expect(await main.textContent()).not.toMatch(/स्लाइड|slides/i);
        // No section and no heading over nothing: the page's one heading names the site, visibly.
        expect(await main.locator('section').count()).toBe(0);
        expect(await main.locator('h2, h3').count()).toBe(0);
        const heading = main.locator('h1');
        expect(await heading.isVisible()).toBe(true);
        expect((await heading.textContent())?.trim()).toBe(translate(look.lang, 'site.name'));
        await expectNoAxeViolations(page);
        await screenshot(page, `empty-home-${look.lang}-${look.theme}-${look.viewport}`);
        expect(problems.lines).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
