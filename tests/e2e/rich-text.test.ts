// Rich text bodies end to end (issue 25 item 3, ADR 031): an editor writes a notice's body with a
// heading, a list and a table in the editor, saves and publishes it, and a visitor on a phone sees the
// table in its own sideways-scrolling region while the page itself fits the screen. The public page
// loads no editor code.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectDatabase } from '#server/db/connect.ts';
import { translate } from '#shared/i18n/index.ts';
import { expectFitsScreen, expectNoAxeViolations } from './support/axe.ts';
import {
  expectNoProblems,
  openPage,
  setUpBrowser,
  type Lang,
  type Theme,
  type Viewport,
} from './support/browser.ts';
import { screenshot } from './support/screenshot.ts';
import { setPassword, usersCommand } from './support/staff-accounts.ts';
import { testServer } from './support/test-server.ts';

setUpBrowser();

const PASSWORD = 'Rani-pokhari-ko-pani-2083';
const SLOW = 240_000;
let db: Awaited<ReturnType<typeof connectDatabase>>['db'];
let email = '';

beforeAll(async () => {
  ({ db } = await connectDatabase(testServer().databaseUrl));
  email = `rich-text-${Date.now()}@guthi.example`;
  const link = usersCommand('create-admin', '--email', email, '--name', 'Editor Gita');
  await db.updateTable('auth_user').set({ role: 'editor' }).where('email', '=', email).execute();
  const opened = await openPage('/admin/sign-in', { lang: 'en' });
  await setPassword(opened.page, link, PASSWORD);
  await opened.context.close();
}, SLOW);
afterAll(() => db?.destroy());

/** A browser signed in as the editor. */
async function signedIn() {
  const staff = await openPage('/admin/sign-in', { lang: 'en' });
  await staff.page.fill('#sign-in-email', email);
  await staff.page.fill('#sign-in-password', PASSWORD);
  await staff.page.click('main button[type=submit]');
  await staff.page.waitForURL((url) => !url.pathname.startsWith('/admin/sign-in'));
  return staff;
}

/** What the editor's code is made of: no script a public page loads may contain it. */
const EDITOR_CODE = /ProseMirror|@tiptap|prosemirror-tables/;

describe('a notice body with a table', () => {
  test(
    'typed in the editor, saved, and shown on a phone',
    async () => {
      const staff = await signedIn();
      const { page } = staff;

      await page.goto('/admin/notices/new');
      const toolbar = page.getByRole('toolbar', { name: 'Formatting of Text in English' });
      await toolbar.waitFor();
      const title = `Written examination schedule ${Date.now()}`;
      await page.fill('#content-title_en', title);
      await page.fill('#content-title_ne', 'लिखित परीक्षा तालिका');

      const body = page.getByRole('textbox', { name: /^Text in English/ });
      await body.click();
      await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
      await page.keyboard.type('Exam schedule');
      await page.keyboard.press('Enter');
      await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
      await page.keyboard.type('Bring your admit card');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Arrive by nine');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await toolbar.getByRole('button', { name: 'Insert table' }).click();
      // The cursor is in the first header cell; Tab moves cell by cell.
      for (const [index, cell] of ['Date', 'Subject', 'Hall', '2083-01-05', 'Sanskrit', 'Hall A'].entries()) {
        if (index) await page.keyboard.press('Tab');
        await page.keyboard.type(cell);
      }
      // The inserted table was a header row and one row: Tab in its last cell adds a row, left empty here.
      await page.keyboard.press('Tab');
      await expect.poll(() => body.locator('table td').count()).toBe(6);
      await screenshot(page, 'rich-text-editor-en-desktop-light');
      await expectNoAxeViolations(page);

      await page.selectOption('#content-status', 'published');
      await page.click('form:has(input[value=save]) button[type=submit]');
      await page.waitForURL(/\/admin\/notices\/\d+\?saved=1$/);
      const id = Number(/notices\/(\d+)/.exec(page.url())![1]);
      // After the save the editor shows the saved body again, without the empty row at the table's end.
      await expect
        .poll(() =>
          page
            .getByRole('textbox', { name: /^Text in English/ })
            .locator('td')
            .count(),
        )
        .toBe(3);
      expectNoProblems(staff);

      for (const [viewport, lang, theme] of [
        ['phone', 'en', 'light'],
        ['phone', 'ne', 'dark'],
        ['desktop', 'en', 'dark'],
        ['desktop', 'ne', 'light'],
      ] as [Viewport, Lang, Theme][]) {
        const visitor = await openPage(`/notice/${id}`, { lang, theme, viewport });
        const visit = visitor.page;
        const main = visit.locator('main');
        await main.getByRole('heading', { level: 2, name: 'Exam schedule' }).waitFor();
        expect(await main.getByRole('listitem').filter({ hasText: 'Bring your admit card' }).count()).toBe(1);
        const region = main.getByRole('region', {
          name: translate(lang, 'item.table', { number: lang === 'ne' ? '१' : '1' }),
        });
        const table = region.getByRole('table');
        expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Date', 'Subject', 'Hall']);
        // The row left empty at the end was not stored.
        expect(await table.getByRole('cell').allTextContents()).toEqual(['2083-01-05', 'Sanskrit', 'Hall A']);
        expect(await table.isVisible()).toBe(true);
        // The table may scroll inside its region; the page never scrolls sideways.
        await expectFitsScreen(visit);
        await expectNoAxeViolations(visit);
        // An item page loads no app (ADR 030), only the share buttons' enhancement (ADR 037): no editor code.
        expect(
          await visit
            .locator(
              'script[src]:not([src*="/share-buttons-"]):not([src*="/register-sw-"]), link[rel=modulepreload]',
            )
            .count(),
        ).toBe(0);
        await screenshot(visit, `rich-text-notice-${lang}-${viewport}-${theme}`);
        expectNoProblems(visitor);
        await visitor.context.close();
      }

      // A page that does load script (the home page's slider and popups) loads none of the editor's.
      const scripts: string[] = [];
      const home = await openPage('/', {
        lang: 'en',
        viewport: 'phone',
        beforeGoto: async (homePage) => {
          homePage.on('response', (response) => {
            if (response.request().resourceType() === 'script') scripts.push(response.url());
          });
        },
      });
      expect(scripts.length).toBeGreaterThan(0);
      for (const url of scripts) {
        const code = await (await fetch(url)).text();
        expect(EDITOR_CODE.test(code), `editor code in ${url}`).toBe(false);
      }
      expectNoProblems(home);
    },
    SLOW,
  );

  test(
    'previewed as a draft in both languages, through a link without signing in, and unsaved in a new tab',
    async () => {
      const staff = await signedIn();
      const { page } = staff;
      await page.goto('/admin/notices/new');
      await page.getByRole('toolbar', { name: 'Formatting of Text in English' }).waitFor();
      const title = `Seat allocation ${Date.now()}`;
      await page.fill('#content-title_en', title);
      await page.fill('#content-title_ne', 'सिट बाँडफाँट');
      await page.getByRole('textbox', { name: /^Text in English/ }).click();
      await page.keyboard.type('Seats are allocated by lot.');
      await page.click('form:has(input[value=save]) button[type=submit]');
      await page.waitForURL(/\/admin\/notices\/\d+\?saved=1$/);
      const id = Number(/notices\/(\d+)/.exec(page.url())![1]);
      expect(await page.getByRole('link', { name: 'View on the site' }).count()).toBe(0);

      // The saved draft, as visitors will see it, in English and in Nepali.
      await page.getByRole('link', { name: 'Preview', exact: true }).click();
      await page.waitForURL(`**/admin/notices/${id}/preview`);
      // The address changes as the app starts drawing the preview, and the edit page's "Saved. Now:
      // Draft." matches too: wait for the preview's own heading (the edit page's stayed once in CI).
      await page.locator('main h1', { hasText: title }).waitFor();
      await page.getByText('Preview: this item as visitors will see it', { exact: false }).waitFor();
      await page.getByText('Now: Draft.').waitFor();
      expect(await page.locator('main h1').textContent()).toBe(title);
      await page.getByText('Seats are allocated by lot.').waitFor();
      await expectNoAxeViolations(page);
      // The preview's own language links (the staff header has one too).
      await page.locator('section a[lang=ne]').click();
      await page.getByText('अहिले: मस्यौदा', { exact: false }).waitFor();
      expect(await page.locator('main h1').textContent()).toBe('सिट बाँडफाँट');
      await page.locator('section a[lang=en]').click();
      await page.getByText('Now: Draft.').waitFor();

      // A link for a colleague: no sign-in needed.
      await page.getByRole('button', { name: 'Make a link for a colleague' }).click();
      const link = await page.getByLabel(/^Preview link/).inputValue();
      expect(link).toMatch(/\/admin\/preview\/[\w-]+\.[\w-]+$/);
      const colleague = await openPage(new URL(link).pathname, { lang: 'en', viewport: 'phone' });
      expect(await colleague.page.locator('main h1').textContent()).toBe(title);
      await colleague.page.getByText('Seats are allocated by lot.').waitFor();
      await screenshot(colleague.page, 'preview-link-en-phone-light');
      expectNoProblems(colleague);
      const forged = await openPage(`${new URL(link).pathname}x`, { lang: 'en', status: 404 });
      await forged.page.getByText('This preview link has expired or is not valid.').waitFor();

      // An unsaved change, in a new tab; the form keeps what was typed.
      await page.goto(`/admin/notices/${id}`);
      await page.getByRole('toolbar', { name: 'Formatting of Text in English' }).waitFor();
      await page.fill('#content-title_en', `${title} (corrected)`);
      const [preview] = await Promise.all([
        staff.context.waitForEvent('page'),
        page.getByRole('button', { name: 'Preview (opens in a new tab)' }).click(),
      ]);
      await preview.waitForLoadState();
      await preview.getByText('Preview of unsaved changes.').waitFor();
      expect(await preview.locator('main h1').textContent()).toBe(`${title} (corrected)`);
      await screenshot(preview, 'preview-unsaved-en-desktop-light');
      expect(await page.inputValue('#content-title_en')).toBe(`${title} (corrected)`);
      expect(new URL(page.url()).pathname).toBe(`/admin/notices/${id}`);
      const stored = (await (
        await fetch(`${new URL(link).origin}/api/admin/preview/${link.split('/').pop()}`)
      ).json()) as {
        data: { item: { title_en: string } };
      };
      expect(stored.data.item.title_en).toBe(title);

      // Published, the saved page links to the public one.
      await page.selectOption('#content-status', 'published');
      await page.click('form:has(input[value=save]) button[type=submit]');
      await page.getByText('Now: Published').waitFor();
      expect(await page.getByRole('link', { name: 'View on the site' }).getAttribute('href')).toBe(
        `/notice/${id}`,
      );
      expectNoProblems(staff);
    },
    SLOW,
  );
});
