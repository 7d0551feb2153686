// Work on many items at once (issue 29 item 2, its "Done when"): an editor takes down five notices at once
// (ticked, confirmed as "Take down 5 notices?", without JavaScript), duplicates a festival, moves a notice
// to the trash from its page and brings it back from the shared trash. In a real browser, real server.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectDatabase } from '#server/db/connect.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  baseUrl,
  expectNoProblems,
  openPage,
  setUpBrowser,
  type Lang,
  type Viewport,
} from './support/browser.ts';
import { screenshot } from './support/screenshot.ts';
import { setPassword, usersCommand } from './support/staff-accounts.ts';
import { testServer } from './support/test-server.ts';

setUpBrowser();

const PASSWORD = 'Rara-tal-ko-kinara-2083';
const SLOW = 240_000;
let db: Awaited<ReturnType<typeof connectDatabase>>['db'];
let email = '';
/** What this file's notices carry in their titles, so a list search finds them alone. */
const STAMP = `bulk${Date.now()}`;
let noticeIds: number[] = [];
let festivalId = 0;
let urgentId = 0;

async function signIn(page: Page) {
  // A step that cannot finish fails with what it waited for, not at the test's end.
  page.setDefaultTimeout(30_000);
  await page.goto('/admin/sign-in');
  await page.fill('#sign-in-email', email);
  await page.fill('#sign-in-password', PASSWORD);
  await page.click('main button[type=submit]');
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/sign-in'));
}

/** A staff call from the signed-in browser (its cookie, this site's Origin). */
async function staffPost(page: Page, path: string, data: object) {
  const answer = await page.request.post(`${baseUrl()}/api/admin${path}`, {
    data,
    headers: { origin: baseUrl() },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

const publicStatus = async (path: string) => (await fetch(`${baseUrl()}${path}?v=${Date.now()}`)).status;

beforeAll(async () => {
  ({ db } = await connectDatabase(testServer().databaseUrl));
  email = `bulk-editor-${Date.now()}@guthi.example`;
  const link = usersCommand('create-admin', '--email', email, '--name', 'Editor Gita');
  await db.updateTable('auth_user').set({ role: 'editor' }).where('email', '=', email).execute();
  const opened = await openPage('/admin/sign-in', { lang: 'en' });
  await setPassword(opened.page, link, PASSWORD);
  await signIn(opened.page);
  noticeIds = [];
  for (const number of [1, 2, 3, 4, 5])
    noticeIds.push(
      await staffPost(opened.page, '/notices', {
        title_en: `Vacancy ${STAMP} ${number}`,
        title_ne: `दरबन्दी ${STAMP} ${number}`,
        text_en: '<p>Apply by the end of the month.</p>',
        text_ne: '',
        date: '2026-11-20',
        status: 'published',
      }),
    );
  urgentId = await staffPost(opened.page, '/notices', {
    title_en: `Office closed today u${Date.now()}`,
    title_ne: `आज कार्यालय बन्द u${Date.now()}`,
    text_en: '',
    text_ne: '',
    date: '2026-11-20',
    is_urgent: true,
    status: 'published',
  });
  festivalId = await staffPost(opened.page, '/festivals', {
    title_en: `Gai Jatra ${STAMP}`,
    title_ne: `गाईजात्रा ${STAMP}`,
    start_date: '2026-08-28',
    end_date: '2026-08-28',
    repeats_yearly: true,
    status: 'published',
    publish_at: '2026-08-01T00:00:00.000Z',
  });
  await opened.context.close();
}, SLOW);
afterAll(() => db?.destroy());

describe('working on many items', () => {
  test(
    'an editor takes down five notices at once, without JavaScript, after a confirmation',
    async () => {
      const opened = await openPage('/admin/sign-in', { lang: 'en', javaScript: false });
      const { page } = opened;
      await signIn(page);
      for (const id of noticeIds) expect(await publicStatus(`/api/notices/${id}`)).toBe(200);
      await page.goto(`/admin/notices?q=${STAMP}`);
      await page.getByLabel('Select all on this page').check();
      await page.getByLabel('With the chosen items').selectOption('unpublish');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect
        .poll(() => page.getByRole('heading', { level: 2 }).innerText())
        .toBe('Take down 5 notices?');
      for (const number of [1, 2, 3, 4, 5])
        await expect(page.getByText(`Vacancy ${STAMP} ${number}`).count()).resolves.toBe(1);
      // (axe runs in the page's JavaScript, off here: the confirmation is checked in the looks test.)
      await page.getByRole('button', { name: 'Yes: Take down (5)' }).click();
      await page.getByText('Take down: Done for 5 of 5.').waitFor();
      for (const id of noticeIds) expect(await publicStatus(`/api/notices/${id}`)).toBe(404);
      // Each one audited as if taken down by itself.
      const entries = await db
        .selectFrom('audit_log')
        .select('entity_id')
        .where('entity', '=', 'notice')
        .where('action', '=', 'content.updated')
        .where('entity_id', 'in', noticeIds.map(String))
        .execute();
      expect(entries).toHaveLength(5);
      expect(await page.getByText('Draft').count()).toBeGreaterThanOrEqual(5);
      expectNoProblems(opened);
      await opened.context.close();
    },
    SLOW,
  );

  test(
    'duplicates a festival as a draft copy, trashes a notice with Undo offered, and restores it from the shared trash',
    async () => {
      const opened = await openPage('/admin/sign-in', { lang: 'en' });
      const { page } = opened;
      await signIn(page);
      await page.goto(`/admin/festivals/${festivalId}`);
      await page.getByRole('button', { name: 'Duplicate' }).click();
      await page.waitForURL(/\/admin\/festivals\/\d+\?duplicated=1/);
      const copyId = Number(/festivals\/(\d+)/.exec(page.url())![1]);
      expect(copyId).not.toBe(festivalId);
      await page.getByText('This is a copy, kept as a draft').waitFor();
      expect(await page.inputValue('#content-title_en')).toBe(`Gai Jatra ${STAMP} (copy)`);
      expect(await page.inputValue('#content-title_ne')).toBe(`गाईजात्रा ${STAMP} (प्रतिलिपि)`);
      expect(await page.inputValue('#content-status')).toBe('draft');

      const id = noticeIds[2]!;
      await page.goto(`/admin/notices/${id}`);
      await page.getByRole('button', { name: 'Move to the trash' }).click();
      await page.waitForURL(new RegExp(`/admin/notices\\?trashed=${id}`));
      await page.getByText(`“Vacancy ${STAMP} 3” was moved to the trash.`).waitFor();
      await expect(page.getByRole('button', { name: 'Undo' }).count()).resolves.toBe(1);

      await page.goto('/admin/trash');
      const row = page.getByRole('listitem').filter({ hasText: `Vacancy ${STAMP} 3` });
      // Its kind is shown.
      expect(await row.innerText()).toMatch(/Kind:\s*notice/);
      await expectNoAxeViolations(page);
      await row.getByRole('button', { name: 'Restore from the trash' }).click();
      await page.getByText(`“Vacancy ${STAMP} 3” is back from the trash.`).waitFor();
      // Gone from the trash once the list is read again.
      await page
        .getByRole('listitem')
        .filter({ hasText: `Vacancy ${STAMP} 3` })
        .waitFor({ state: 'detached' });
      const notice = await db
        .selectFrom('notice')
        .select('deleted_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(notice.deleted_at).toBeNull();

      // A published urgent notice asks first; No keeps it, Yes moves it.
      await page.goto(`/admin/notices/${urgentId}`);
      await page.getByRole('button', { name: 'Move to the trash' }).click();
      await page.getByText('This urgent notice is published: visitors see it now.').waitFor();
      expect(await publicStatus(`/api/notices/${urgentId}`)).toBe(200);
      await page.getByRole('button', { name: 'Yes, move it to the trash' }).click();
      await page.waitForURL(new RegExp(`/admin/notices\\?trashed=${urgentId}`));
      expect(await publicStatus(`/api/notices/${urgentId}`)).toBe(404);
      expectNoProblems(opened);
      await opened.context.close();
    },
    SLOW,
  );

  test(
    'looks right on phone and desktop, in Nepali and English (screenshots)',
    async () => {
      for (const [lang, viewport] of [
        ['ne', 'phone'],
        ['en', 'phone'],
        ['ne', 'desktop'],
        ['en', 'desktop'],
      ] as [Lang, Viewport][]) {
        const opened = await openPage('/admin/sign-in', { lang, viewport });
        const { page } = opened;
        await signIn(page);
        await page.goto(`/admin/notices?q=${STAMP}`);
        await screenshot(page, `bulk-list-${lang}-${viewport}`);
        await page.locator('input[name="all_on_page"]').check();
        await page.locator('#bulk-bulk_action').selectOption('trash');
        await page.locator('fieldset button[type=submit]').click();
        await page.locator('#bulk-confirm').waitFor();
        await screenshot(page, `bulk-confirm-${lang}-${viewport}`);
        await expectNoAxeViolations(page);
        await page.locator('#bulk-confirm ~ form button[type=submit]').click();
        await page.locator('form:has(input[value="restore"]) button').waitFor();
        await screenshot(page, `bulk-done-${lang}-${viewport}`);
        await page.goto('/admin/trash');
        await screenshot(page, `bulk-trash-${lang}-${viewport}`);
        // Back as they were for the next look.
        const restored = await page.request.post(`${baseUrl()}/api/admin/content/bulk`, {
          data: { kind: 'notices', action: 'restore', ids: noticeIds },
          headers: { origin: baseUrl() },
        });
        expect(restored.status()).toBe(200);
        await opened.context.close();
      }
    },
    SLOW,
  );
});
