// The editor's desk walked through once, in Nepali, as the product owner will do it by hand (issue 25,
// first "Done when"): an editor writes a new notice, uploads its PDF and its picture in place without
// leaving the form, types a body with a table, saves it as a draft, previews it in both languages, sends
// the preview link to a colleague (who opens it without signing in), publishes it, and a visitor on a
// phone sees the title, the table, the PDF and the picture.
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectDatabase } from '#server/db/connect.ts';
import { buildPdf } from '#server/db/seed/pdf.ts';
import { translate } from '#shared/i18n/index.ts';
import { adminMessages } from '#web/admin/lib/messages.ts';
import { expectFitsScreen, expectNoAxeViolations } from './support/axe.ts';
import { expectNoProblems, openPage, setUpBrowser } from './support/browser.ts';
import { screenshot } from './support/screenshot.ts';
import { setPassword, signInStaff, usersCommand } from './support/staff-accounts.ts';
import { testServer } from './support/test-server.ts';

setUpBrowser();

const PASSWORD = 'Rani-pokhari-ko-pani-2083';
const SLOW = 240_000;
let db: Awaited<ReturnType<typeof connectDatabase>>['db'];
let email = '';

type AdminKey = keyof (typeof adminMessages)['ne'];
/** The staff area's words, as its Nepali and English screens show them. */
const ne = (key: AdminKey, params: Record<string, string> = {}) => fill(adminMessages.ne[key], params);
const en = (key: AdminKey, params: Record<string, string> = {}) => fill(adminMessages.en[key], params);
function fill(template: string, params: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

beforeAll(async () => {
  ({ db } = await connectDatabase(testServer().databaseUrl));
  email = `walkthrough-${Date.now()}@guthi.example`;
  const link = usersCommand('create-admin', '--email', email, '--name', 'Editor Gita');
  await db.updateTable('auth_user').set({ role: 'editor' }).where('email', '=', email).execute();
  const opened = await openPage('/admin/sign-in', { lang: 'ne' });
  await setPassword(opened.page, link, PASSWORD);
  await opened.context.close();
}, SLOW);
afterAll(() => db?.destroy());

/** Resolves once the page's focus and its cursor are inside `place`, so no typed key goes elsewhere. */
async function focused(place: Locator) {
  await expect
    .poll(() =>
      place.evaluate(
        (element) =>
          element.closest('[contenteditable=true]')?.contains(document.activeElement) === true &&
          element.contains(document.getSelection()?.anchorNode ?? null),
      ),
    )
    .toBe(true);
}

const HEADERS = ['मिति', 'विषय', 'कोठा'];
const ROW = ['२०८३-०१-०५', 'संस्कृत', 'कोठा क'];

describe('a notice from the form to a visitor’s phone, in Nepali', () => {
  test(
    'attach a PDF and a picture, write a table, preview in both languages, send the link, publish, see it on a phone',
    async () => {
      const staff = await openPage('/admin/sign-in', { lang: 'ne' });
      const { page } = staff;
      await signInStaff(page, email, PASSWORD);

      // A new notice; the editor has loaded when its toolbar is there.
      await page.goto('/admin/notices/new');
      const bodyNe = ne('admin.content.in_language', {
        field: ne('admin.field.text'),
        language: ne('admin.lang.ne'),
      });
      const bodyEn = ne('admin.content.in_language', {
        field: ne('admin.field.text'),
        language: ne('admin.lang.en'),
      });
      const toolbar = page.getByRole('toolbar', { name: ne('admin.rich.toolbar', { field: bodyNe }) });
      await toolbar.waitFor();
      const stamp = Date.now();
      const titleNe = `लिखित परीक्षा तालिका ${stamp}`;
      const titleEn = `Written examination schedule ${stamp}`;
      await page.fill('#content-title_ne', titleNe);
      await page.fill('#content-title_en', titleEn);

      // The PDF: uploaded in place, without leaving the form.
      const fileField = page.locator('[data-media-field=file]');
      await fileField.getByRole('button', { name: ne('admin.picker.upload') }).click();
      // The file picker speaks the page's Nepali, not the browser's "Choose File / No file chosen".
      const picker = fileField.locator('#content-file-upload-file').locator('xpath=..');
      await picker.getByText(translate('ne', 'forms.file_none')).waitFor();
      expect(await picker.textContent()).toContain(translate('ne', 'forms.file_choose'));
      const pdf = await buildPdf({
        ne: { title: 'परीक्षा तालिका', paragraphs: ['लिखित परीक्षाको तालिका।'] },
        en: { title: 'Examination schedule', paragraphs: ['The written examination’s schedule.'] },
      });
      await page.setInputFiles('#content-file-upload-file', {
        name: 'exam-schedule-2083.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(pdf),
      });
      expect(await picker.textContent()).toContain('exam-schedule-2083.pdf');
      await fileField.getByRole('button', { name: ne('admin.picker.send'), exact: true }).click();
      await fileField.getByText(ne('admin.picker.uploaded', { name: 'exam-schedule-2083.pdf' })).waitFor();
      const pdfAddress = await page.inputValue('#content-file');
      expect(pdfAddress).toMatch(/^\/uploads\/media\/[0-9a-f]{2}\/[0-9a-f]{64}\.pdf$/);

      // The picture: uploaded in place too, with its description in both languages.
      const imageField = page.locator('[data-media-field=image]');
      await imageField.getByRole('button', { name: ne('admin.picker.upload') }).click();
      const pictureName = `exam-hall-${stamp}.jpg`;
      await page.setInputFiles('#content-image-upload-file', {
        name: pictureName,
        mimeType: 'image/jpeg',
        buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a3b1e' } })
          .jpeg()
          .toBuffer(),
      });
      await page.fill('#content-image-upload-alt-ne', 'परीक्षा हल');
      await page.fill('#content-image-upload-alt-en', 'The examination hall');
      await imageField.getByRole('button', { name: ne('admin.picker.send'), exact: true }).click();
      await imageField.getByText(ne('admin.picker.uploaded', { name: pictureName })).waitFor();
      const imageAddress = await page.inputValue('#content-image');
      expect(imageAddress).toMatch(/^\/uploads\/media\/[0-9a-f]{2}\/[0-9a-f]{64}\.(jpg|png|webp)$/);
      expect(new URL(page.url()).pathname).toBe('/admin/notices/new');

      // The Nepali body: a sentence, then a table typed cell by cell (Tab moves on).
      const editorNe = page.getByRole('textbox', { name: new RegExp(`^${bodyNe}`) });
      await editorNe.click();
      await focused(editorNe);
      await page.keyboard.type('लिखित परीक्षा तलको तालिका अनुसार हुनेछ।');
      await page.keyboard.press('Enter');
      await toolbar.getByRole('button', { name: ne('admin.rich.table') }).click();
      await focused(editorNe.locator('th').first());
      for (const [index, cell] of [...HEADERS, ...ROW].entries()) {
        if (index) await page.keyboard.press('Tab');
        await page.keyboard.type(cell);
      }
      await expect.poll(() => editorNe.locator('th').allTextContents()).toEqual(HEADERS);
      // A header row and one row: nothing left empty.
      await expect.poll(() => editorNe.locator('td').allTextContents()).toEqual(ROW);
      // The English body: one sentence, so the English preview has text of its own.
      const editorEn = page.getByRole('textbox', { name: new RegExp(`^${bodyEn}`) });
      await editorEn.click();
      await focused(editorEn);
      await page.keyboard.type('The written examination follows the table in the Nepali text.');
      await expectNoAxeViolations(page);
      await screenshot(page, 'notice-walkthrough-form-ne-desktop-light');

      // Saved as a draft (a new notice's status).
      expect(await page.inputValue('#content-status')).toBe('draft');
      await page.getByRole('button', { name: ne('admin.content.save'), exact: true }).click();
      await page.waitForURL(/\/admin\/notices\/\d+\?saved=1$/);
      const id = Number(/notices\/(\d+)/.exec(page.url())![1]);
      expect(await page.getByRole('link', { name: ne('admin.preview.view_site') }).count()).toBe(0);

      // The preview, in Nepali (the staff member's language), then English, then Nepali again.
      await page.getByRole('link', { name: ne('admin.preview.title'), exact: true }).click();
      await page.waitForURL(`**/admin/notices/${id}/preview`);
      const draftNe = ne('admin.preview.saved', { visibility: ne('admin.visibility.draft') });
      await page.getByText(draftNe).waitFor();
      expect(await page.locator('main h1').textContent()).toBe(titleNe);
      const previewTable = page.locator('main table');
      expect(await previewTable.locator('th').allTextContents()).toEqual(HEADERS);
      expect(await page.locator(`main a[href="${pdfAddress}"]`).count()).toBeGreaterThan(0);
      expect(await page.locator(`main img[src="${imageAddress}"]`).count()).toBe(1);
      // A draft was not published: its day is called its date.
      const dateLine = page.locator('main p:has(> time)');
      expect(await dateLine.textContent()).toMatch(new RegExp(`^${translate('ne', 'item.date')}: `));
      // The download button says the file's size, as the public page will.
      const previewDownload = await page.locator(`main a[download][href="${pdfAddress}"]`).textContent();
      expect(previewDownload).toMatch(/^डाउनलोड गर्नुहोस् \([०-९.]+ (केबी|एमबी)\)/);
      await expectNoAxeViolations(page);
      await page.locator('section a[lang=en]').click();
      await page.getByText(en('admin.preview.saved', { visibility: en('admin.visibility.draft') })).waitFor();
      expect(await page.locator('main h1').textContent()).toBe(titleEn);
      await page.getByText('The written examination follows the table in the Nepali text.').waitFor();
      await page.locator('section a[lang=ne]').click();
      await page.getByText(draftNe).waitFor();

      // The link for a colleague, opened in a browser that never signed in.
      await page.getByRole('button', { name: ne('admin.preview.make_link') }).click();
      const linkLabel = adminMessages.ne['admin.preview.link'].split('{when}')[0]!;
      const link = await page.getByLabel(new RegExp(`^${linkLabel}`)).inputValue();
      expect(link).toMatch(/\/admin\/preview\/[\w-]+\.[\w-]+$/);
      const colleague = await openPage(new URL(link).pathname, { lang: 'ne', viewport: 'phone' });
      expect(await colleague.page.locator('main h1').textContent()).toBe(titleNe);
      expect(await colleague.page.locator('main table td').first().textContent()).toBe(ROW[0]);
      // Nothing to share yet: no share links on a preview (they would spread the secret link, or an address
      // that still answers 404).
      expect(await colleague.page.getByTestId('share').count()).toBe(0);
      await screenshot(colleague.page, 'notice-walkthrough-preview-link-ne-phone-light');
      expectNoProblems(colleague);
      // Still a draft: visitors do not see it yet.
      expect((await fetch(new URL(`/notice/${id}`, link))).status).toBe(404);

      // Back to the form, published.
      await page.getByRole('link', { name: ne('admin.preview.back') }).click();
      await page.waitForURL(`**/admin/notices/${id}`);
      await toolbar.waitFor();
      await page.selectOption('#content-status', 'published');
      await page.getByRole('button', { name: ne('admin.content.save'), exact: true }).click();
      await page
        .getByText(`${ne('admin.content.saved_as', { visibility: ne('admin.visibility.published') })}`)
        .waitFor();
      expect(await page.getByRole('link', { name: ne('admin.preview.view_site') }).getAttribute('href')).toBe(
        `/notice/${id}`,
      );
      expectNoProblems(staff);

      // A visitor on a phone, in Nepali: the title, the table in its own region, the PDF and the picture.
      const visitor = await openPage(`/notice/${id}`, { lang: 'ne', viewport: 'phone' });
      const main = visitor.page.locator('main');
      await main.getByRole('heading', { level: 1, name: titleNe }).waitFor();
      const table = main
        .getByRole('region', { name: translate('ne', 'item.table', { number: '१' }) })
        .getByRole('table');
      expect(await table.getByRole('columnheader').allTextContents()).toEqual(HEADERS);
      expect(await table.getByRole('cell').allTextContents()).toEqual(ROW);
      expect(await table.isVisible()).toBe(true);
      expect(await main.locator(`a[href="${pdfAddress}"]`).count()).toBeGreaterThan(0);
      expect(await main.locator(`img[src="${imageAddress}"]`).count()).toBe(1);
      // Published now, as the preview's date line did not say; the same download button as the preview's.
      expect(await main.locator('p:has(> time)').textContent()).toMatch(
        new RegExp(`^${translate('ne', 'item.published')}: `),
      );
      expect(await main.locator(`a[download][href="${pdfAddress}"]`).textContent()).toBe(previewDownload);
      await expectFitsScreen(visitor.page);
      await expectNoAxeViolations(visitor.page);
      await screenshot(visitor.page, 'notice-walkthrough-visitor-ne-phone-light');
      expectNoProblems(visitor);
    },
    SLOW,
  );
});
