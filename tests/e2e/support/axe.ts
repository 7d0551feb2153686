// Accessibility: axe-core with the WCAG 2.2 AA rule set. Violations are listed readably (rule,
// impact, help, the offending elements) so a failure says what to fix.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Bounds one axe run (fonts, then the rules), well within a test's own limit (vitest.config.ts): a run that cannot finish
 * fails with the page's address rather than sitting until the test's own timeout.
 */
const AXE_TIMEOUT_MS = 30_000;

/**
 * Whether the page's context runs scripts. The HTML parser reads `<noscript>` content as markup only
 * when scripting is off (the context's javaScriptEnabled: false), so parsing one answers at once, with no
 * script or timer of the page's own.
 */
async function pageRunsJavaScript(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.innerHTML = '<noscript><p></p></noscript>';
    return probe.querySelector('noscript p') === null;
  });
}

export async function expectNoAxeViolations(
  page: Page,
  options: { include?: string; exclude?: string[] } = {},
): Promise<void> {
  // axe runs as a script in the page and waits on the page's timers: in a context opened with JavaScript
  // off they never fire, and a run once sat 300 s there. Refuse at once; check such a page's URL in a
  // context with JavaScript on (the server's HTML is the same), or rely on that page's check with it.
  if (!(await pageRunsJavaScript(page))) {
    throw new Error(
      `axe needs JavaScript in the page, and ${page.url()} was opened in a context with JavaScript off: ` +
        'check the same URL in a context with JavaScript on',
    );
  }
  const run = async () => {
    // Contrast must be judged on the final look: fonts loaded, transitions finished.
    await page.evaluate(() => document.fonts.ready);
    let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
    if (options.include) builder = builder.include(options.include);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    return builder.analyze();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`axe did not finish within ${AXE_TIMEOUT_MS} ms on ${page.url()}`)),
      AXE_TIMEOUT_MS,
    );
  });
  const { violations } = await Promise.race([run(), timedOut]).finally(() => clearTimeout(timer));
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
