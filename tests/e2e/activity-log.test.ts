// The activity log in plain language (issue 29's "Done when"): an editor changes a notice's Nepali title;
// an administrator reads, in Nepali, who changed it, from what to what, the notice named by its title and
// linked; filters by the action and by Bikram Sambat days without JavaScript; downloads the log as CSV in
// Nepali. The same administrator finds the account nobody has used for 90 days.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectDatabase } from '#server/db/connect.ts';
import { localDigits } from '#shared/calendar/digits.ts';
import { bsToday, formatBsDate } from '#shared/calendar/month.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { baseUrl, openPage, setUpBrowser, waitForHydration } from './support/browser.ts';
import { setPassword, signInStaff, usersCommand } from './support/staff-accounts.ts';
import { freshCode } from './support/totp.ts';
import { testServer } from './support/test-server.ts';

setUpBrowser();

const PASSWORD = 'Rara-tal-ko-kinar-2083';
// Three sign-ins (one with a code), an edit page that hydrates and three staff pages: minutes on a busy machine.
const SLOW = 300_000;
let db: Awaited<ReturnType<typeof connectDatabase>>['db'];
const stamp = Date.now();
const editorEmail = `editor-ram-${stamp}@guthi.example`;
const adminEmail = `admin-sita-${stamp}@guthi.example`;
const staleEmail = `editor-hari-${stamp}@guthi.example`;
let adminSecret = '';

beforeAll(async () => {
  ({ db } = await connectDatabase(testServer().databaseUrl));
  // An editor (made as the operator makes accounts, then given the editor role) and an administrator
  // with two-step sign-in, each setting a password from their link.
  const editorLink = usersCommand('create-admin', '--email', editorEmail, '--name', 'Ram Thapa');
  await db.updateTable('auth_user').set({ role: 'editor' }).where('email', '=', editorEmail).execute();
  const adminLink = usersCommand('create-admin', '--email', adminEmail, '--name', 'Sita Pradhan');
  const { page, context } = await openPage('/admin/sign-in', { lang: 'en' });
  await setPassword(page, editorLink, PASSWORD);
  await setPassword(page, adminLink, PASSWORD);
  await signInStaff(page, adminEmail, PASSWORD);
  await page.waitForURL(/\/admin\/account$/);
  await page.fill('#two-factor-password', PASSWORD);
  await page.click('form:has(input[value=setup]) button[type=submit]');
  const key = page.locator('code');
  await key.waitFor();
  adminSecret = (await key.textContent())!.trim();
  await page.fill('#two-factor-code', await freshCode(adminSecret));
  await page.click('form:has(input[value=confirm]) button[type=submit]');
  await page.getByText('Two-step sign-in is on').waitFor();
  await context.close();
  // An editor who last signed in 120 days ago (the server runs on SQLite: times are ISO text).
  usersCommand('create-admin', '--email', staleEmail, '--name', 'Hari Karki');
  const longAgo = new Date(Date.now() - 120 * 86_400_000).toISOString();
  await db
    .updateTable('auth_user')
    .set({ role: 'editor', lastSignInAt: longAgo, createdAt: longAgo })
    .where('email', '=', staleEmail)
    .execute();
}, SLOW);
afterAll(() => db?.destroy());

describe('the activity log', () => {
  test(
    'an administrator reads, in Nepali, who changed a notice’s title, filters it and downloads it',
    async () => {
      const { data } = (await (await fetch(`${baseUrl()}/api/notices?pageSize=1`)).json()) as {
        data: { id: number; title_ne: string }[];
      };
      const { id, title_ne: oldTitle } = data[0]!;
      const newTitle = `${oldTitle} (संशोधित ${localDigits(String(stamp % 1000), 'ne')})`;

      const editor = await openPage('/admin/sign-in', { lang: 'en' });
      await signInStaff(editor.page, editorEmail, PASSWORD);
      await editor.page.goto(`/admin/notices/${id}`);
      await waitForHydration(editor.page);
      await editor.page.fill('#content-title_ne', newTitle);
      await editor.page.getByRole('button', { name: 'Save', exact: true }).click();
      await editor.page.getByText('Saved. Now:').waitFor();

      // Without JavaScript: the filters are a plain GET form, the BS day typed in Nepali digits.
      const admin = await openPage('/admin/sign-in', { lang: 'ne', javaScript: false });
      await signInStaff(admin.page, adminEmail, PASSWORD, adminSecret);
      await admin.page.goto('/admin/audit');
      await admin.page.getByRole('heading', { name: 'गतिविधि अभिलेख' }).waitFor();
      const today = localDigits(formatBsDate(bsToday()), 'ne');
      await admin.page.selectOption('#audit-action', 'content.updated');
      await admin.page.fill('#audit-from', today);
      await admin.page.fill('#audit-to', today);
      await admin.page.getByRole('button', { name: 'छान्नुहोस्' }).click();
      await admin.page.locator('tbody tr').first().waitFor({ timeout: 60_000 });
      expect(admin.page.url()).toContain('action=content.updated');

      const row = admin.page.locator('tbody tr').filter({ hasText: 'Ram Thapa' }).first();
      await row.waitFor({ timeout: 30_000 }).catch(async (error: unknown) => {
        throw new Error(`no row by Ram Thapa in: ${await admin.page.locator('main').innerText()}`, {
          cause: error,
        });
      });
      expect(await row.getByText('परिवर्तन गर्नुभयो').count()).toBe(1);
      const link = row.getByRole('link', { name: `सूचना “${newTitle}”` });
      expect(await link.getAttribute('href')).toBe(`/admin/notices/${id}`);
      expect(await row.getByText(`नेपालीमा शीर्षक: ${oldTitle} → ${newTitle}`).count()).toBe(1);
      // axe runs in the page, so it needs JavaScript: the same filtered page, the same session, with it on.
      const cookies = await admin.context.cookies();
      const scripted = await openPage(new URL(admin.page.url()).pathname + new URL(admin.page.url()).search, {
        lang: 'ne',
        beforeGoto: (page) => page.context().addCookies(cookies),
      });
      await expectNoAxeViolations(scripted.page);
      await scripted.context.close();

      // A day past the end of the calendar's table is not a day: said beside the field, the filter left out.
      await admin.page.fill('#audit-from', localDigits('2099-01-01', 'ne'));
      await admin.page.fill('#audit-to', '');
      await admin.page.getByRole('button', { name: 'छान्नुहोस्' }).click();
      await admin.page.getByText('वि.सं. मिति YYYY-MM-DD ढाँचामा लेख्नुहोस्; यो छनोट लागू भएन।').waitFor();
      // A day after today finds nothing.
      await admin.page.fill('#audit-from', localDigits('2090-01-01', 'ne'));
      await admin.page.getByRole('button', { name: 'छान्नुहोस्' }).click();
      await admin.page.getByText('यी छनोटसँग मिल्ने कुनै गतिविधि छैन।').waitFor();

      // The CSV, in Nepali, of the same filter.
      const csv = await admin.page.request.get(
        `/admin/audit/export.csv?action=content.updated&from=${encodeURIComponent(today)}`,
      );
      expect(csv.status()).toBe(200);
      expect(csv.headers()['content-type']).toContain('text/csv');
      const text = await csv.text();
      expect(text.split('\r\n')[0]).toContain('"को"');
      expect(text).toContain(`"Ram Thapa"`);
      expect(text).toContain(`सूचना “${newTitle}”`);

      // The accounts not signed in for 90 days: the stale editor, not the one who just saved.
      await admin.page.goto('/admin/users');
      await admin.page.getByLabel('९० दिनदेखि साइन इन नगरेका खाता मात्र').check();
      await admin.page.getByRole('button', { name: 'खोज्नुहोस्' }).click();
      await admin.page.waitForURL(/unused=1/);
      const accounts = admin.page.locator('tbody');
      await accounts.getByRole('rowheader', { name: 'Hari Karki' }).waitFor();
      expect(await accounts.getByRole('rowheader', { name: 'Ram Thapa' }).count()).toBe(0);
    },
    SLOW,
  );
});
