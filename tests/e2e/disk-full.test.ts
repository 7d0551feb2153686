// A full disk told on the complaint page posted without JavaScript (docs/operations.md, "Full disks"):
// a server of its own whose upload folder lives on the small tmpfs `.ci/run` mounts (as root) and names
// in TEST_SMALL_DISK_DIR; the disk filled to the last byte, a visitor whose browser runs no scripts
// sends the complaint form with a picture, and the page that comes back (507) says in the visitor's
// language that the site cannot store submissions right now. The API's answers, logs and readiness on
// a full disk are src/server/ops/disk-full.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { fillDisk, lockDisk } from '#server/test-support/small-disk.ts';
import { RESULTS_DIR } from './support/paths.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { launchBrowser, newVisitorContext, watchProblems } from './support/visitor.ts';

const smallDisk = process.env.TEST_SMALL_DISK_DIR;
if (!smallDisk) {
  console.log(
    'disk-full tests skipped: TEST_SMALL_DISK_DIR is not set (.ci/run mounts a small tmpfs there when it runs as root)',
  );
}

// A 1x1 PNG: real PNG bytes, so the server's content check accepts it and goes on to store it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.skipIf(!smallDisk)('the complaint page on a full disk, without JavaScript', () => {
  let unlock: (() => void) | undefined;
  let dir: string | undefined;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // Waits its turn behind the api projects' runs of src/server/ops/disk-full.test.ts.
    unlock = await lockDisk(smallDisk!);
    dir = mkdtempSync(join(smallDisk!, 'e2e-'));
    // The demo seed's pictures and PDFs land on the small disk too, before it is filled.
    server = await startServer({
      logFile: join(RESULTS_DIR, 'e2e-disk-full-server.log'),
      env: { UPLOAD_DIR: join(dir, 'uploads'), DISK_FREE_MIN_MB: '1' },
    });
    browser = await launchBrowser();
    fillDisk(dir);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
    unlock?.();
  });

  for (const lang of ['ne', 'en'] as const) {
    it(`answers 507 with the message in the page's markup (${lang})`, async () => {
      const context = await newVisitorContext(browser!, server!.baseUrl, { lang, javaScript: false });
      try {
        const page = await context.newPage();
        const problems = watchProblems(page, {
          allowStatus: (url, status) => status === 507 && new URL(url).pathname === '/complaint',
          javaScript: false,
        });
        expect((await page.goto('/complaint', { waitUntil: 'load' }))?.status()).toBe(200);
        await page.fill('#complaint-name', lang === 'ne' ? 'राम थापा' : 'Ram Thapa');
        await page.fill('#complaint-contact', '9841234567');
        await page.fill('#complaint-address', lang === 'ne' ? 'पाटन' : 'Patan');
        await page.selectOption('#complaint-branch', { index: 1 });
        await page.selectOption('#complaint-category', { index: 1 });
        await page.fill('#complaint-title', lang === 'ne' ? 'मन्दिरको छाना चुहिन्छ' : 'Temple roof leaks');
        await page.setInputFiles('#complaint-file', { name: 'roof.png', mimeType: 'image/png', buffer: PNG });
        const answer = page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' && new URL(response.url()).pathname === '/complaint',
        );
        await page.locator('main form button[type="submit"]').click();
        const response = await answer;
        await page.waitForLoadState('load');
        expect(response.status()).toBe(507);
        expect(response.headers()['content-type']).toMatch(/text\/html/);
        // In what the visitor sees (no scripts run here), not only in the data for the scripts.
        expect(await page.locator('body').innerText()).toContain(translate(lang, 'api.storage_full'));
        expect(problems.lines).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
