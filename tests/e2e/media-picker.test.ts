// The editor's desk (issue 25), in a real browser against the real server: an editor attaches a PDF
// (uploaded in place, with progress) and a picture (chosen from the media library) to a new notice without
// leaving its form, sets its publishing time with the Bikram Sambat picker, saves, and a visitor's notice
// page shows both. Then screenshots of the picker and the form: phone and desktop, Nepali and English,
// light and dark.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectDatabase } from '#server/db/connect.ts';
import { buildPdf } from '#server/db/seed/pdf.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  baseUrl,
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
const pictureName = `courtyard-${Date.now()}.jpg`;

beforeAll(async () => {
  ({ db } = await connectDatabase(testServer().databaseUrl));
  email = `picker-${Date.now()}@guthi.example`;
  const link = usersCommand('create-admin', '--email', email, '--name', 'Editor Gita');
  await db.updateTable('auth_user').set({ role: 'editor' }).where('email', '=', email).execute();
  const opened = await openPage('/admin/sign-in', { lang: 'en' });
  await setPassword(opened.page, link, PASSWORD);
  await opened.context.close();
}, SLOW);
afterAll(() => db?.destroy());

async function signedIn(options: { lang: Lang; theme?: Theme; viewport?: Viewport; javaScript?: boolean }) {
  const opened = await openPage('/admin/sign-in', options);
  await opened.page.fill('#sign-in-email', email);
  await opened.page.fill('#sign-in-password', PASSWORD);
  await opened.page.click('main button[type=submit]');
  await opened.page.waitForURL((url) => !url.pathname.startsWith('/admin/sign-in'));
  return opened;
}

const jpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a3b1e' } })
    .jpeg()
    .toBuffer();

describe('media and dates in the content form', () => {
  test(
    'an editor attaches an uploaded PDF and a library picture to a new notice, schedules it in BS, and visitors see both',
    async () => {
      const opened = await signedIn({ lang: 'en' });
      const { page } = opened;

      // A picture already in the library (uploaded on the library's own page, without leaving it).
      await page.goto('/admin/media');
      await page.setInputFiles('#media-file', {
        name: pictureName,
        mimeType: 'image/jpeg',
        buffer: await jpeg(),
      });
      await page.fill('#media-alt_ne', 'गुठीको चोक');
      await page.fill('#media-alt_en', 'The trust’s courtyard');
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Uploaded' }).waitFor();
      // The form is emptied once the upload is stored, so it does not look ready to send again.
      expect(await page.inputValue('#media-file')).toBe('');

      await page.goto('/admin/notices/new');
      await page.waitForFunction(() => document.querySelector('[data-media-field=file] button') !== null);
      const title = `Tender list ${Date.now()}`;
      await page.fill('#content-title_en', title);
      await page.fill('#content-title_ne', `बोलपत्र सूची ${Date.now()}`);

      // The PDF: uploaded in place, with progress, then chosen.
      const fileField = page.locator('[data-media-field=file]');
      await fileField.getByRole('button', { name: 'Upload a new file' }).click();
      const pdf = await buildPdf({
        ne: { title: 'बोलपत्र सूचना', paragraphs: ['बोलपत्र आह्वान।'] },
        en: { title: 'Tender notice', paragraphs: ['Call for tenders.'] },
      });
      await page.setInputFiles('#content-file-upload-file', {
        name: 'tender-2083.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(pdf),
      });
      await fileField.getByRole('button', { name: 'Upload', exact: true }).click();
      await fileField.getByText('tender-2083.pdf is uploaded and chosen').waitFor();
      const pdfAddress = await page.inputValue('#content-file');
      expect(pdfAddress).toMatch(/^\/uploads\/media\/[0-9a-f]{2}\/[0-9a-f]{64}\.pdf$/);
      expect(await page.inputValue('#content-file-upload-file')).toBe('');

      // The picture: chosen from the library, found by its name.
      const imageField = page.locator('[data-media-field=image]');
      await imageField.getByRole('button', { name: 'Choose from the library' }).click();
      const dialog = page.getByRole('dialog', { name: 'Choose a file' });
      await dialog.getByLabel('Search by name or description').fill(pictureName);
      await dialog.getByRole('button', { name: `Choose ${pictureName}` }).click();
      await dialog.waitFor({ state: 'hidden' });
      const imageAddress = await page.inputValue('#content-image');
      expect(imageAddress).toMatch(/^\/uploads\/media\/[0-9a-f]{2}\/[0-9a-f]{64}\.jpg$/);

      // Published from today, 00:05 in Nepal, picked on the BS calendar; the AD date shows beside it.
      await page.getByRole('button', { name: 'Pick a date for Publish at (Nepal time)' }).click();
      await page.locator('[aria-current=date]').click();
      await page.getByLabel('Time (Nepal)').fill('00:05');
      await page.getByRole('button', { name: 'Done' }).click();
      const typed = await page.inputValue('#content-publish_at');
      expect(typed).toMatch(/^20\d\d-\d\d-\d\d 00:05$/);
      await page
        .locator('#content-publish_at-ad')
        .getByText(/^AD: \d+ \w+ 20\d\d, 00:05$/)
        .waitFor();
      await page.selectOption('#content-status', 'published');
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL(/\/admin\/notices\/\d+\?saved=1$/);
      const id = Number(/\/admin\/notices\/(\d+)/.exec(page.url())![1]);
      // The form shows the saved time as it was typed.
      expect(await page.inputValue('#content-publish_at')).toBe(typed);

      const visitor = await openPage(`/notice/${id}`, { lang: 'en', javaScript: false });
      await visitor.page.getByRole('heading', { name: title }).waitFor();
      expect(await visitor.page.locator(`main a[href="${pdfAddress}"]`).count()).toBeGreaterThan(0);
      expect(await visitor.page.locator(`main img[src="${imageAddress}"]`).count()).toBe(1);
      const answer = (await (await fetch(`${baseUrl()}/api/notices/${id}`)).json()) as {
        data: { file: string; image: string };
      };
      expect(answer.data).toMatchObject({ file: pdfAddress, image: imageAddress });

      // The library now says where the PDF is used, and keeps it out of the trash.
      await page.goto('/admin/media?kind=document');
      const card = page.locator('li', { has: page.locator(`input[value="${pdfAddress}"]`) });
      await card.getByRole('link', { name: title }).waitFor();
      await card.getByRole('button', { name: 'Move to the trash' }).click();
      await page.getByText(`This file is still used by “${title}”`).waitFor();
      // The refused trash is a 409 on purpose; nothing else went wrong on either page.
      expect(opened.problems.lines.filter((line) => !line.startsWith('HTTP 409: POST'))).toEqual([]);
      expectNoProblems(visitor);
    },
    SLOW,
  );

  test(
    'without JavaScript: the address and the BS time are typed, and mistakes come back per field in Nepali',
    async () => {
      const opened = await signedIn({ lang: 'ne', javaScript: false });
      const { page } = opened;
      await page.goto('/admin/notices/new');
      const title = `बिना स्क्रिप्ट ${Date.now()}`;
      await page.fill('#content-title_ne', title);
      await page.fill('#content-file', '/uploads/media/ab/abcdef.pdf');
      await page.fill('#content-publish_at', '२०८३-०८-३० १०:००');
      await page.getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true }).click();
      // Mangsir 2083 has 29 days: the time is refused before the API is asked.
      await page.locator('#content-publish_at-error').getByText('विक्रम संवत् मिति र नेपाल समय').waitFor();
      await page.fill('#content-publish_at', '२०८३-०८-११ १४:३०');
      await page.getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true }).click();
      await page.locator('#content-file-error').getByText('यो ठेगानामा कुनै अपलोड गरिएको फाइल छैन').waitFor();
      await page.fill('#content-file', '');
      await page.getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true }).click();
      await page.waitForURL(/\/admin\/notices\/\d+\?saved=1$/);
      const saved = await db
        .selectFrom('notice')
        .select('publish_at')
        .where('title_ne', '=', title)
        .executeTakeFirstOrThrow();
      expect(saved.publish_at).toBe('2026-11-27T08:45:00.000Z');
      expect(await page.inputValue('#content-publish_at')).toBe('२०८३-०८-११ १४:३०');
    },
    SLOW,
  );

  test(
    'screenshots: the form with the date picker and upload panel, and the library dialog',
    async () => {
      for (const viewport of ['phone', 'desktop'] as const) {
        for (const lang of ['ne', 'en'] as const) {
          for (const theme of ['light', 'dark'] as const) {
            const opened = await signedIn({ lang, theme, viewport });
            const { page } = opened;
            await page.goto('/admin/notices/new');
            await page.waitForFunction(
              () => document.querySelector('[data-media-field=file] button') !== null,
            );
            const name = `media-picker-${viewport}-${lang}-${theme}`;
            await page.locator('[data-media-field=file] button').nth(1).click();
            await page.locator('#content-publish_at ~ button, #content-publish_at + button').first().click();
            await screenshot(page, `${name}-form`);
            await page.locator('[data-media-field=image] button').first().click();
            await page.getByRole('dialog').locator('li').first().waitFor();
            await screenshot(page, `${name}-library`, { viewport: true });
            await opened.context.close();
          }
        }
      }
    },
    SLOW * 2,
  );
});
