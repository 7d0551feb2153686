// Accessibility: axe-core with the WCAG 2.2 AA rule set. Violations are listed readably (rule,
// impact, help, the offending elements) so a failure says what to fix.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(
  page: Page,
  options: { include?: string; exclude?: string[] } = {},
): Promise<void> {
  // axe runs as a script in the page and waits on the page's timers: in a context opened with JavaScript
  // off they never fire, and the test would sit until its timeout. Say so at once instead.
  const timersRun = await Promise.race([
    page.evaluate(() => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 0))),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000)),
  ]);
  if (!timersRun) {
    throw new Error('axe needs JavaScript in the page: check it in a context with JavaScript on');
  }
  // Contrast must be judged on the final look: fonts loaded, transitions finished.
  await page.evaluate(() => document.fonts.ready);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replace(/\n/g, ' '))
        .join('\n'),
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}

/** Four looks that sample both languages, both themes and both viewports in four runs. */
export const LOOK_SAMPLES: readonly {
  lang: 'ne' | 'en';
  theme: 'light' | 'dark';
  viewport: 'desktop' | 'phone';
}[] = [
  { lang: 'ne', theme: 'light', viewport: 'desktop' },
  { lang: 'en', theme: 'dark', viewport: 'desktop' },
  { lang: 'en', theme: 'light', viewport: 'phone' },
  { lang: 'ne', theme: 'dark', viewport: 'phone' },
];

/** Nothing wider than the window: a page that scrolls sideways breaks on a phone (WCAG 1.4.10 reflow). */
export async function expectFitsScreen(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'pixels wider than the window').toBeLessThanOrEqual(0);
}
