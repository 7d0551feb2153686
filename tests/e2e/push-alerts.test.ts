// "Notify me on this device" on /alerts (Web Push, ADR 048), in a real Chromium. Headless Chromium has no
// push service, so a real subscription cannot be made here (the sending is tested against a local push
// service in src/server/modules/alerts/push.test.ts, the service worker's part in push-worker.test.ts).
// Here: the control appears under the e-mail form where the browser can push and the server has a key,
// in both languages, axe clean and fitting the screen; it says so when notifications are refused; it stays
// hidden without JavaScript or PushManager; a server without a key renders none.
import { describe, expect, it } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { expectFitsScreen, expectNoAxeViolations } from './support/axe.ts';
import { expectNoProblems, openPage, setUpBrowser } from './support/browser.ts';
import { screenshot } from './support/screenshot.ts';
import { startServer } from './support/server.ts';
import { launchBrowser, newVisitorContext, watchProblems, type VisitorOptions } from './support/visitor.ts';
import { join } from 'node:path';
import { RESULTS_DIR } from './support/paths.ts';

setUpBrowser();

const control = '[data-push-alerts]';

describe('Notify me on this device', () => {
  const looks: VisitorOptions[] = [
    { lang: 'ne', theme: 'light', viewport: 'phone' },
    { lang: 'en', theme: 'light', viewport: 'desktop' },
    { lang: 'ne', theme: 'dark', viewport: 'desktop' },
    { lang: 'en', theme: 'dark', viewport: 'phone' },
  ];
  for (const look of looks) {
    it(`shows under the e-mail form where the browser can push (${look.lang}, ${look.theme}, ${look.viewport})`, async () => {
      const lang = look.lang!;
      const opened = await openPage('/alerts', { ...look, hydrate: false });
      const { page } = opened;
      const section = page.locator(control);
      await section.waitFor({ state: 'visible' });
      await expect
        .poll(() => section.getByRole('heading', { level: 2 }).textContent())
        .toBe(translate(lang, 'push.heading'));
      expect(await section.getByRole('button', { name: translate(lang, 'push.turn_on') }).isVisible()).toBe(
        true,
      );
      expect(await section.getByRole('button', { name: translate(lang, 'push.turn_off') }).isVisible()).toBe(
        false,
      );
      // Below the form, which it reads the choices from.
      const formBottom = await page
        .locator('#alerts-form')
        .evaluate((el) => el.getBoundingClientRect().bottom);
      const sectionTop = await section.evaluate((el) => el.getBoundingClientRect().top);
      expect(sectionTop).toBeGreaterThan(formBottom);
      await expectNoAxeViolations(page);
      await expectFitsScreen(page);
      await screenshot(page, `alerts-push-${lang}-${look.theme}-${look.viewport}`);
      expectNoProblems(opened);
    });
  }

  it('says when no topic is chosen, and when notifications are blocked in this browser', async () => {
    for (const lang of ['ne', 'en'] as const) {
      const opened = await openPage('/alerts', { lang, hydrate: false, viewport: 'phone' });
      const { page } = opened;
      const turnOn = page.locator(control).getByRole('button', { name: translate(lang, 'push.turn_on') });
      // No topic chosen in the form: said before any permission is asked.
      await page.uncheck('input[name=topics][value=notice]');
      await page.uncheck('input[name=topics][value=vacancy]');
      await turnOn.click();
      await page
        .locator(control)
        .getByRole('status')
        .filter({ hasText: translate(lang, 'validation.alert_topics') })
        .waitFor();
      await page.check('input[name=topics][value=vacancy]');
      // Headless Chromium answers a permission request it was not granted with "denied".
      await turnOn.click();
      await page
        .locator(control)
        .getByRole('status')
        .filter({ hasText: translate(lang, 'push.blocked') })
        .waitFor();
      await expectNoAxeViolations(page);
      if (lang === 'ne') await screenshot(page, 'alerts-push-blocked-ne-light-phone');
      expectNoProblems(opened);
    }
  });

  it('also appears when the app is already running (a link followed in place from the calendar)', async () => {
    // A page with the app (the home page runs none since ADR 049).
    const opened = await openPage('/calendar', { lang: 'en' });
    const { page } = opened;
    // The footer's link, clicked as the app handles it (the home page's first-visit popup may cover it).
    const follow = (href: string) =>
      page.evaluate(
        (target) => document.querySelector<HTMLAnchorElement>(`footer a[href="${target}"]`)!.click(),
        href,
      );
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
        documents.push(request.url());
      }
    });
    await follow('/alerts');
    await page.waitForURL(/\/alerts$/);
    await page.locator(`${control}[data-enhanced]`).waitFor({ state: 'visible' });
    // Away (to the home page, React's since the app runs) and back in place: enhanced again, once.
    await follow('/');
    await page.waitForURL((url) => url.pathname === '/');
    // The alerts page is gone before it is followed again: the next wait cannot see the old control.
    await page.locator(control).waitFor({ state: 'detached' });
    await follow('/alerts');
    await page.waitForURL(/\/alerts$/);
    await page.locator(`${control}[data-enhanced]`).waitFor({ state: 'visible' });
    expect(await page.locator(control).count()).toBe(1);
    // In place: no document was loaded.
    expect(documents, documents.join(' ')).toEqual([]);
    expectNoProblems(opened);
  });

  it('stays hidden without JavaScript, and where the browser has no PushManager', async () => {
    const plain = await openPage('/alerts', { lang: 'en', javaScript: false });
    expect(await plain.page.locator(control).count()).toBe(1);
    expect(await plain.page.locator(control).isVisible()).toBe(false);
    expectNoProblems(plain);

    const unsupported = await openPage('/alerts', {
      lang: 'en',
      hydrate: false,
      initScript: () => {
        delete (window as { PushManager?: unknown }).PushManager;
      },
    });
    await unsupported.page.waitForLoadState('networkidle');
    expect(await unsupported.page.locator(control).isVisible()).toBe(false);
    expect(await unsupported.page.locator(`${control}[data-enhanced]`).count()).toBe(0);
    expectNoProblems(unsupported);
  });
});

describe('a server without a Web Push key', () => {
  it('renders no control and loads no push script (the e-mail form alone)', async () => {
    // No VAPID pair and no SQLite file to keep one beside (as with PostgreSQL): Web Push is off.
    const server = await startServer({
      logFile: join(RESULTS_DIR, 'e2e-push-off-server.log'),
      env: { DATABASE_URL: ':memory:', SEED_DEMO_CONTENT: 'true' },
    });
    const browser = await launchBrowser();
    try {
      expect((await fetch(`${server.baseUrl}/api/base/alerts/push-key`)).status).toBe(404);
      const context = await newVisitorContext(browser, server.baseUrl, { lang: 'ne' });
      const page = await context.newPage();
      const problems = watchProblems(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto('/alerts');
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#alerts-form').count()).toBe(1);
      expect(await page.locator(control).count()).toBe(0);
      expect(scripts.filter((url) => url.includes('push-alerts'))).toEqual([]);
      await expectNoAxeViolations(page);
      expect(problems.lines).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
      await server.stop();
    }
  });
});
