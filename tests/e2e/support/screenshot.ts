// Full-page PNGs in test-results/screenshots/ (ignored by git) for looking at the result.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './paths.ts';
import { waitForVisualReady } from './visitor.ts';

/** `viewport: true` shows only the window (what a visitor sees at once, e.g. a dialog). */
export async function screenshot(page: Page, name: string, { viewport = false } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9._-]+/gi, '-')}.png`);
  await waitForVisualReady(page);
  await page.screenshot({ path, fullPage: !viewport, animations: 'disabled', caret: 'hide' });
  return path;
}
