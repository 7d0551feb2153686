// Issue 25 in a real browser: an editor writes a festival's Nepali title in Preeti (pasted, then offered a
// conversion; or converted with the field's button), marks it "show on the calendar" in the same form,
// publishes it, and visitors find it on the calendar on its dates.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectDatabase } from '#server/db/connect.ts';
import { openPage, setUpBrowser, waitForHydration, type OpenedPage } from './support/browser.ts';
import { setPassword, signInStaff, usersCommand } from './support/staff-accounts.ts';
import { testServer } from './support/test-server.ts';

setUpBrowser();

const PASSWORD = 'Indra-jatra-ko-lingo-2083';
const SLOW = 240_000;
let db: Awaited<ReturnType<typeof connectDatabase>>['db'];
let email = '';

beforeAll(async () => {
  ({ db } = await connectDatabase(testServer().databaseUrl));
  email = `festival-editor-${Date.now()}@guthi.example`;
  const link = usersCommand('create-admin', '--email', email, '--name', 'Festival Editor');
  await db.updateTable('auth_user').set({ role: 'editor' }).where('email', '=', email).execute();
  const opened = await openPage('/admin/sign-in', { lang: 'en' });
  await setPassword(opened.page, link, PASSWORD);
  await opened.context.close();
}, SLOW);
afterAll(() => db?.destroy());

const signIn = (page: Page) => signInStaff(page, email, PASSWORD);

/** Pastes text into the focused field as a browser does: the paste event, then the text at the caret. */
async function paste(page: Page, selector: string, text: string) {
  await page.focus(selector);
  await page.evaluate(
    ([target, pasted]) => {
      const data = new DataTransfer();
      data.setData('text/plain', pasted!);
      document.querySelector(target!)!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data }));
    },
    [selector, text],
  );
  await page.keyboard.insertText(text);
}

describe('a festival on the calendar from its own form', () => {
  let opened: OpenedPage;
  afterAll(() => opened?.context.close());

  test(
    'Preeti pasted and converted, shown on the calendar on its BS dates',
    async () => {
      opened = await openPage('/admin/sign-in', { lang: 'en' });
      const { page } = opened;
      await signIn(page);
      await page.goto('/admin/festivals/new');
      await waitForHydration(page);

      // Pasted Preeti: the offer converts just what was pasted.
      await paste(page, '#content-title_ne', 'OGb|hfqf k/LIf0f');
      await page.getByText('This looks like text typed in the Preeti or Kantipur font').waitFor();
      await page.getByRole('button', { name: 'Convert', exact: true }).click();
      expect(await page.inputValue('#content-title_ne')).toBe('इन्द्रजात्रा परीक्षण');
      // Typed Preeti: the field's button converts it.
      await page.fill('#content-location_ne', "xg'dfg9f]sf, sf7df8f}+");
      await page.getByRole('button', { name: /Convert from Preeti: “Location in Nepali”/ }).click();
      expect(await page.inputValue('#content-location_ne')).toBe('हनुमानढोका, काठमाडौं');

      await page.fill('#content-title_en', 'Indra Jatra E2E');
      await page.getByRole('textbox', { name: /^Starts \(Bikram Sambat\)/ }).fill('2083-06-07');
      await page.getByRole('textbox', { name: /^Ends \(Bikram Sambat\)/ }).fill('2083-06-14');
      await page.getByLabel('Show on the calendar, on the dates above').check();
      await page.getByLabel('A public holiday').check();
      await page.getByLabel('Status').selectOption('published');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL(/\/admin\/festivals\/\d+\?saved=1/);

      const calendar = await openPage('/calendar?year=2083&month=6', { lang: 'ne' });
      expect(await calendar.page.getByText('इन्द्रजात्रा परीक्षण').count()).toBeGreaterThan(0);
      await calendar.context.close();
    },
    SLOW,
  );
});
