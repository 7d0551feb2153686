// What a staff member reads when a sign-in is refused (issue 23), in their language: a wrong password,
// a disabled account (told only with the right password), a locked account with when to try again;
// the page keeps the address typed. Also the account screens around it: backup codes that stay on the
// page after a wrong first code, and the users screen confirming a saved role, branch or access.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { translate, type Lang } from '#shared/i18n/index.ts';
import { adminMessages } from '#web/admin/lib/messages.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openPage, setUpBrowser } from './support/browser.ts';
import { setPassword, usersCommand } from './support/staff-accounts.ts';
import { freshCode } from './support/totp.ts';

setUpBrowser();

const PASSWORD = 'Phewa-tal-ko-dunga-2083';
const ADMIN = 'sign-in-admin@guthi.example';
const OFFICER = 'sign-in-officer@guthi.example';

async function trySignIn(page: Page, email: string, password: string) {
  await page.goto('/admin/sign-in');
  await page.fill('#sign-in-email', email);
  await page.fill('#sign-in-password', password);
  await page.click('main button[type=submit]');
}

/** The refusal shown on the sign-in page (and that the page did not just reload empty). */
async function refusal(page: Page, email: string): Promise<string> {
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
  expect(await page.inputValue('#sign-in-email')).toBe(email);
  return (await alert.textContent()) ?? '';
}

describe('sign-in refusals', () => {
  for (const lang of ['ne', 'en'] as Lang[]) {
    test(`a wrong password says so, in ${lang === 'ne' ? 'Nepali' : 'English'}`, async () => {
      const { page } = await openPage('/admin/sign-in', { lang });
      await trySignIn(page, `someone-${lang}@guthi.example`, 'not-the-password-at-all');
      expect(await refusal(page, `someone-${lang}@guthi.example`)).toContain(
        translate(lang, 'api.sign_in_failed'),
      );
      await expectNoAxeViolations(page);
    });
  }

  test('a locked account is told when to try again', async () => {
    const { page } = await openPage('/admin/sign-in', { lang: 'en' });
    const email = 'often-wrong@guthi.example';
    for (let attempt = 1; attempt <= 5; attempt++) {
      await trySignIn(page, email, `wrong-password-${attempt}`);
      await page.getByRole('alert').waitFor();
    }
    expect(await refusal(page, email)).toContain(translate('en', 'api.sign_in_locked', { minutes: 15 }));
    const { page: nepali } = await openPage('/admin/sign-in', { lang: 'ne' });
    await trySignIn(nepali, email, PASSWORD);
    expect(await refusal(nepali, email)).toMatch(/[०-९]+ मिनेटपछि फेरि प्रयास गर्नुहोस्/);
  });

  test('an administrator sets up two-step sign-in (backup codes survive a wrong code), saves an officer’s role and branch and disables it; the officer is told “disabled” only with the right password', async () => {
    const { page } = await openPage('/admin/sign-in', { lang: 'en' });
    await setPassword(page, usersCommand('create-admin', '--email', ADMIN, '--name', 'Gita Admin'), PASSWORD);
    await trySignIn(page, ADMIN, PASSWORD);
    await page.waitForURL(/\/admin\/account$/);
    await page.fill('#two-factor-password', PASSWORD);
    await page.click('form:has(input[value=setup]) button[type=submit]');
    await page.locator('code').waitFor();
    const secret = (await page.locator('code').textContent())!.trim();
    const codes = await page.locator('ul.font-mono li').allTextContents();
    expect(codes.length).toBeGreaterThanOrEqual(8);
    await page.fill('#two-factor-code', '000000');
    await page.click('form:has(input[value=confirm]) button[type=submit]');
    await page.getByRole('alert').first().waitFor();
    // The same backup codes are still on the page, to write down.
    expect(await page.locator('ul.font-mono li').allTextContents()).toEqual(codes);
    await page.fill('#two-factor-code', await freshCode(secret));
    await page.click('form:has(input[value=confirm]) button[type=submit]');
    await page.getByText(adminMessages.en['admin.account.two_factor_on']).waitFor();
    // With two-step sign-in on, the page offers new backup codes.
    await page.getByRole('heading', { name: adminMessages.en['admin.account.new_backup_codes'] }).waitFor();
    await expectNoAxeViolations(page);

    await page.goto('/admin/users');
    await page.fill('#new-user-name', 'Ram Officer');
    await page.fill('#new-user-email', OFFICER);
    await page.selectOption('#new-user-role', 'case_officer');
    await page.click('form:has(input[value=create]) button[type=submit]');
    const link = page.locator('[role=status] input[readonly]');
    await link.waitFor();
    const officerLink = new URL(await link.inputValue());
    const officer = await openPage('/admin/sign-in', { lang: 'ne' });
    await setPassword(officer.page, officerLink.pathname + officerLink.search, PASSWORD);

    const row = page.locator('li', { has: page.getByRole('heading', { name: 'Ram Officer' }) });
    const branch = row.locator('select[name=branchId] option').nth(1);
    const branchName = (await branch.textContent())!;
    await row.locator('select[name=branchId]').selectOption((await branch.getAttribute('value'))!);
    await row.locator('form:has(input[value=update]) button[type=submit]').click();
    await row
      .getByRole('status')
      .getByText(`Saved: Ram Officer is now Case officer, ${branchName}.`)
      .waitFor();
    await row.getByRole('button', { name: 'Disable account' }).click();
    await row
      .getByRole('status')
      .getByText('Saved: the account of Ram Officer is disabled and signed out everywhere.')
      .waitFor();
    await expectNoAxeViolations(page);
    // Disabling kept the branch.
    expect(await row.locator('select[name=branchId]').inputValue()).toBe(await branch.getAttribute('value'));

    await trySignIn(officer.page, OFFICER, 'a-wrong-password-here');
    expect(await refusal(officer.page, OFFICER)).toContain(translate('ne', 'api.sign_in_failed'));
    await trySignIn(officer.page, OFFICER, PASSWORD);
    expect(await refusal(officer.page, OFFICER)).toContain(translate('ne', 'api.account_disabled'));
  });
});
