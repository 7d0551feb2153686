// Issue 23 in the browser: a case note box is empty again after a save, with and without JavaScript, and a
// second click files nothing twice; a rejection without a reason is refused on its field; the office
// phone, typed once in the settings (here in Nepali digits), is what the footer, the contact page's card
// and the JSON-LD then show, in the page's digits.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, openPage, setUpBrowser } from './support/browser.ts';
import { setPassword, signInStaff, usersCommand } from './support/staff-accounts.ts';
import { freshCode } from './support/totp.ts';

setUpBrowser();

const PASSWORD = 'Gandaki-ko-tir-2083-x';
const ADMIN = 'case-lead@guthi.example';
let secret = '';

/** The administrator, made as an operator does (`npm run users`), with two-step sign-in set up. */
async function makeAdmin(page: Page) {
  await setPassword(page, usersCommand('create-admin', '--email', ADMIN, '--name', 'Case Lead'), PASSWORD);
  await signIn(page);
  await page.waitForURL(/\/admin\/account$/);
  await page.fill('#two-factor-password', PASSWORD);
  await page.click('form:has(input[value=setup]) button[type=submit]');
  await page.locator('code').waitFor();
  secret = (await page.locator('code').textContent())!.trim();
  await page.fill('#two-factor-code', await freshCode(secret));
  await page.click('form:has(input[value=confirm]) button[type=submit]');
  await page.getByText('Two-step sign-in is on').waitFor();
}

async function signIn(page: Page) {
  await page.goto('/admin/sign-in');
  await signInStaff(page, ADMIN, PASSWORD, secret || undefined);
}

/** A complaint as a citizen sends it; its id found through the inbox page. */
async function complaintPage(page: Page, title: string): Promise<string> {
  const form = new FormData();
  const fields = {
    name: 'Gita Rai',
    contact: '9841000222',
    address: 'Bhaktapur',
    branch: '1',
    category: '1',
  };
  for (const [name, value] of Object.entries({ ...fields, title, details: 'The rest house door is broken.' }))
    form.set(name, value);
  const sent = await fetch(`${baseUrl()}/api/base/complaints`, { method: 'POST', body: form });
  expect(sent.status).toBe(201);
  await page.goto(`/admin/cases?kind=complaint&q=${encodeURIComponent(title)}`);
  const href = await page.getByRole('link', { name: title }).getAttribute('href');
  return href!;
}

const noteBox = (page: Page) => page.locator('#case-note-body');
const notesSaying = (page: Page, text: string) => page.locator('ol li p', { hasText: text });

describe('case handling and settings (issue 23)', () => {
  test('with JavaScript: the note box empties after a save, a second click files nothing; a rejection needs a reply to the citizen', async () => {
    const { page } = await openPage('/admin/sign-in', { lang: 'en' });
    page.setDefaultTimeout(15_000);
    await makeAdmin(page);
    await page.goto(await complaintPage(page, 'Broken rest house door JS'));
    await noteBox(page).fill('Phoned the ward office');
    await page.click('form:has(input[value=note]) button[type=submit]');
    await notesSaying(page, 'Phoned the ward office').waitFor();
    await expect.poll(() => noteBox(page).inputValue()).toBe('');
    // The box is empty and required: a second click sends nothing.
    await page.click('form:has(input[value=note]) button[type=submit]');
    await page.reload();
    expect(await notesSaying(page, 'Phoned the ward office').count()).toBe(1);

    await page.selectOption('#case-status', 'rejected');
    await page.click('form:has(input[value=status]) button[type=submit]');
    await page.locator('#case-status-reply-error', { hasText: 'Write a reply to the citizen' }).waitFor();
    expect(await page.locator('#case-status-reply').getAttribute('aria-invalid')).toBe('true');
    await page.fill('#case-status-reply', 'Not Guthi property');
    await page.click('form:has(input[value=status]) button[type=submit]');
    await notesSaying(page, 'Not Guthi property').waitFor();
    await expect.poll(() => page.locator('#case-status-reply').inputValue()).toBe('');
  }, 240_000);

  test('without JavaScript: the note box is empty after a save and the note filed once', async () => {
    const { page } = await openPage('/admin/sign-in', { lang: 'en', javaScript: false });
    page.setDefaultTimeout(15_000);
    await signIn(page);
    await page.goto(await complaintPage(page, 'Broken rest house door no JS'));
    await noteBox(page).fill('Visited the rest house');
    await Promise.all([
      page.waitForLoadState('load'),
      page.click('form:has(input[value=note]) button[type=submit]'),
    ]);
    await notesSaying(page, 'Visited the rest house').waitFor();
    expect(await noteBox(page).inputValue()).toBe('');
    expect(await notesSaying(page, 'Visited the rest house').count()).toBe(1);
  }, 240_000);

  test('the office phone typed once shows in the footer, the contact card and the JSON-LD alike', async () => {
    const { page } = await openPage('/admin/sign-in', { lang: 'en' });
    page.setDefaultTimeout(15_000);
    await signIn(page);
    await page.goto('/admin/settings/contact');
    const before = await page.locator('#setting-phone').inputValue();
    await page.fill('#setting-phone', '०१-५५५१२३४, 01-5559876');
    await page.click('main button[type=submit]');
    await page.getByText('Saved. The site shows it now.').waitFor();
    try {
      const api = await (await fetch(`${baseUrl()}/api/base/footercontact`)).json();
      expect(api.phone).toBe('01-5551234, 01-5559876');
      for (const [lang, first, second] of [
        ['ne', '०१-५५५१२३४', '०१-५५५९८७६'],
        ['en', '01-5551234', '01-5559876'],
      ] as const) {
        const opened = await openPage('/contact', { lang });
        for (const place of ['footer', 'main ul']) {
          const links = opened.page.locator(`${place} a[href^="tel:01555"]`);
          expect(await links.allTextContents(), `${lang} ${place}`).toEqual([first, second]);
          expect(await links.first().getAttribute('href')).toBe('tel:015551234');
        }
      }
      // The organisation's JSON-LD is on the home page.
      const home = await openPage('/', { lang: 'ne' });
      const jsonLd = await home.page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join('\n')).toContain('"telephone":"01-5551234"');
    } finally {
      await page.goto('/admin/settings/contact');
      await page.fill('#setting-phone', before);
      await page.click('main button[type=submit]');
      await page.getByText('Saved. The site shows it now.').waitFor();
    }
  }, 240_000);
});
