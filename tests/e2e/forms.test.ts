// The contact and complaint forms (product.md sections 2, 4, 5, 8): the spec's validation messages under
// their fields in both languages, the error summary taking focus, the pending state, success
// (stored, form reset) and failure (form kept, the server's field errors shown), the file checks in
// the browser, both forms without JavaScript, and WCAG 2.2 AA in light and dark.
//
// Storage is proven through the API itself (the e2e server's database file is not exposed to the
// tests): a honeypot-filled post answers the id the next stored record would get without storing,
// so "next id before" + 1 == "next id after" means exactly one record was stored in between.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { COMPLAINT_FILE_MAX_BYTES, HONEYPOT_FIELD } from '#shared/contract/complaint.ts';
import { translate, type Lang } from '#shared/i18n/index.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { baseUrl, expectNoProblems, openPage, setUpBrowser, type OpenedPage } from './support/browser.ts';
import { screenshot } from './support/screenshot.ts';

setUpBrowser();

const LANGS: Lang[] = ['ne', 'en'];

/** The head office map is a third-party frame: unreachable in the closed test network. */
/** Problems other than the ones a test expects (e.g. the 400 of a refused form post). */
function expectNoOtherProblems(opened: OpenedPage, expected: RegExp[] = []): void {
  expectNoProblems({
    problems: { lines: opened.problems.lines.filter((line) => !expected.some((re) => re.test(line))) },
  });
}

/** The id the next stored record gets (the honeypot answers it without storing anything). */
async function nextId(apiPath: '/api/base/contact-us' | '/api/base/complaints'): Promise<number> {
  const form = new FormData();
  form.set(HONEYPOT_FIELD, 'https://spam.example');
  const response = await fetch(`${baseUrl()}${apiPath}`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function errorOf(page: Page, id: string): Promise<string | null> {
  const error = page.locator(`#${id}-error`);
  return (await error.count()) ? error.textContent() : null;
}

/** The message sits under its field: tied by aria-describedby, the control marked aria-invalid. */
async function expectFieldError(page: Page, id: string, message: string): Promise<void> {
  await expect.poll(() => errorOf(page, id)).toContain(message);
  const control = page.locator(`#${id}`);
  expect(await control.getAttribute('aria-invalid'), id).toBe('true');
  expect(await control.getAttribute('aria-describedby'), id).toContain(`${id}-error`);
  // Under the field on screen too (product.md section 5), not above it.
  const controlBox = await control.boundingBox();
  const errorBox = await page.locator(`#${id}-error`).boundingBox();
  if (controlBox && errorBox)
    expect(errorBox.y, id).toBeGreaterThanOrEqual(controlBox.y + controlBox.height - 1);
}

async function expectNoFieldError(page: Page, id: string): Promise<void> {
  expect(await errorOf(page, id), id).toBeNull();
  expect(await page.locator(`#${id}`).getAttribute('aria-invalid'), id).toBeNull();
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Records the form posts a page makes (with JavaScript: the fetcher's POST to the route). */
function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  return posts;
}

const submit = (page: Page) => page.locator('main form button[type="submit"]').click();

/** A success is announced in a live region: the toast, or the page's panel without a toast. */
const successShown = (page: Page, title: string) =>
  page
    .getByRole('status')
    .filter({ hasText: title })
    .count()
    .then((count) => count > 0);

/** The auto-close time of the toast on screen (its progress bar runs for exactly that long). */
const autoCloseOf = (page: Page) =>
  page
    .locator('[data-testid="toast-progress"]')
    .first()
    .evaluate((bar: HTMLElement) => bar.style.animationDuration);

/** The text of the alert (toast) whose text includes `title`, or ''. */
const alertText = async (page: Page, title: string) => {
  const alert = page.getByRole('alert').filter({ hasText: title });
  return (await alert.count()) ? ((await alert.first().textContent()) ?? '') : '';
};

/**
 * Holds the form's POSTs until `release()`, so the pending state is seen however slow the machine is (a
 * fixed hold raced the checks below under load). `held()` says whether a POST is being held.
 */
async function holdPosts(page: Page): Promise<{ held: () => boolean; release: () => void }> {
  let holding = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => /\/(contact|complaint)(\.data)?(\?|$)/.test(url.pathname + url.search),
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      holding += 1;
      await released;
      holding -= 1;
      return route.fallback();
    },
  );
  return { held: () => holding > 0, release };
}

/** The form shows its pending state while `posts` holds its POST; then lets the POST go. */
async function expectPending(
  page: Page,
  label: string,
  posts: Awaited<ReturnType<typeof holdPosts>>,
): Promise<void> {
  const button = page.locator('main form button[type="submit"]');
  // Bounded as this file's other waits for the server's round trip (the POST leaves after validation).
  await expect
    .poll(posts.held, { message: 'the form sent its POST (held by the test)', timeout: 10_000 })
    .toBe(true);
  await expect
    .poll(() => button.isDisabled(), { message: 'the submit button disabled while sending' })
    .toBe(true);
  expect(await button.getAttribute('aria-disabled')).toBe('true');
  expect(await button.textContent()).toContain(label);
  expect(await page.locator('main form').getAttribute('aria-busy')).toBe('true');
  posts.release();
}

// A 1x1 PNG: real PNG bytes, so the server's content check accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('contact form', () => {
  for (const lang of LANGS) {
    test(`${lang}: every message under its field, the summary takes focus, nothing is sent`, async () => {
      const opened = await openPage('/contact', { lang });
      const { page } = opened;
      const posts = recordPosts(page);
      const t = (key: string) => translate(lang, key);

      await submit(page);
      await expectFieldError(page, 'contact-full_name', t('validation.name_required'));
      await expectFieldError(page, 'contact-phone', t('validation.phone_digits'));
      await expectFieldError(page, 'contact-category', t('validation.subject_required'));
      await expectFieldError(page, 'contact-message', t('validation.message_min'));
      await expectNoFieldError(page, 'contact-email');
      await expect.poll(() => focusedText(page)).toContain(t('forms.error_summary_title'));

      // A summary link moves focus to its field.
      await page.getByRole('link', { name: t('validation.subject_required') }).click();
      await expect.poll(() => focusedId(page)).toBe('contact-category');

      await page.fill('#contact-full_name', 'Sita Sharma');
      await page.fill('#contact-phone', '984123456');
      await page.selectOption('#contact-category', { index: 1 });
      await page.fill('#contact-message', 'abcd');
      await submit(page);
      await expectFieldError(page, 'contact-phone', t('validation.phone_digits'));
      await expectFieldError(page, 'contact-message', t('validation.message_min'));
      await expectNoFieldError(page, 'contact-full_name');
      await expectNoFieldError(page, 'contact-category');
      await expect.poll(() => focusedText(page)).toContain(t('forms.error_summary_title'));

      expect(posts).toEqual([]);
      expectNoOtherProblems(opened);
    });

    test(`${lang}: a valid message shows the pending state, is stored, announced and the form resets`, async () => {
      const opened = await openPage('/contact', { lang });
      const { page } = opened;
      const t = (key: string) => translate(lang, key);
      const before = await nextId('/api/base/contact-us');

      await page.fill('#contact-full_name', lang === 'ne' ? 'सीता शर्मा' : 'Sita Sharma');
      await page.fill('#contact-email', 'sita@example.com');
      await page.fill('#contact-phone', lang === 'ne' ? '९८४१२३४५६७' : '9841234567');
      await page.selectOption('#contact-category', { index: 1 });
      await page.fill('#contact-message', 'Where can I read the festival calendar?');
      const posts = await holdPosts(page);
      await submit(page);
      await expectPending(page, t('forms.sending'), posts);

      await expect
        .poll(() => successShown(page, t('forms.contact.success_title')), { timeout: 10_000 })
        .toBe(true);
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: t('forms.contact.success_message') })
          .count(),
      ).toBe(1);
      // product.md section 9: the contact toast closes after 4000 ms.
      expect(await autoCloseOf(page)).toBe('4000ms');
      expect(await page.inputValue('#contact-full_name')).toBe('');
      expect(await page.inputValue('#contact-message')).toBe('');
      expect(await page.locator('main form button[type="submit"]').isDisabled()).toBe(false);
      expect(await nextId('/api/base/contact-us')).toBe(before + 1);
      expectNoOtherProblems(opened);
    });
  }
});

describe('contact form, refused by the server', () => {
  test('en: a message the server refuses keeps the form, shows the failure toast and the field error', async () => {
    const opened = await openPage('/contact', { lang: 'en' });
    const { page } = opened;
    await page.fill('#contact-full_name', 'Sita Sharma');
    await page.fill('#contact-phone', '9841234567');
    // A subject that is not in the database: only the server can tell.
    await page.locator('#contact-category').evaluate((select: HTMLSelectElement) => {
      select.add(new Option('Gone', '999999'));
      select.value = '999999';
    });
    await page.fill('#contact-message', 'Is the archive open on Saturdays?');
    await submit(page);

    await expectFieldError(page, 'contact-category', translate('en', 'validation.subject_unknown'));
    await expect
      .poll(() => alertText(page, translate('en', 'forms.contact.failure_title')))
      .toContain('We could not send your message at this moment');
    expect(await page.inputValue('#contact-full_name')).toBe('Sita Sharma');
    expect(await page.inputValue('#contact-message')).toBe('Is the archive open on Saturdays?');
    expectNoOtherProblems(opened, [/^HTTP 400: POST .*\/contact(\.data)?(\?.*)?$/]);
  });
});

describe('complaint form', () => {
  for (const lang of LANGS) {
    test(`${lang}: every message under its field, title too short, nothing is sent`, async () => {
      const opened = await openPage('/complaint', { lang, viewport: 'phone' });
      const { page } = opened;
      const posts = recordPosts(page);
      const t = (key: string) => translate(lang, key);

      await submit(page);
      await expectFieldError(page, 'complaint-name', t('validation.full_name_required'));
      await expectFieldError(page, 'complaint-contact', t('validation.contact_required'));
      await expectFieldError(page, 'complaint-address', t('validation.address_required'));
      await expectFieldError(page, 'complaint-branch', t('validation.branch_required'));
      await expectFieldError(page, 'complaint-category', t('validation.category_required'));
      await expectFieldError(page, 'complaint-title', t('validation.title_min'));
      await expectNoFieldError(page, 'complaint-details');
      await expectNoFieldError(page, 'complaint-file');
      await expect.poll(() => focusedText(page)).toContain(t('forms.error_summary_title'));

      await page.fill('#complaint-name', 'Ram Thapa');
      await page.fill('#complaint-contact', '9841234567');
      await page.fill('#complaint-address', 'Patan');
      await page.selectOption('#complaint-branch', { index: 1 });
      await page.selectOption('#complaint-category', { index: 1 });
      await page.fill('#complaint-title', 'abcd');
      await submit(page);
      await expectFieldError(page, 'complaint-title', t('validation.title_min'));
      await expectNoFieldError(page, 'complaint-name');
      await expectNoFieldError(page, 'complaint-branch');

      expect(posts).toEqual([]);
      expectNoOtherProblems(opened);
    });
  }

  test('the help text states the real limits; the file input accepts JPG, PNG and PDF', async () => {
    const opened = await openPage('/complaint', { lang: 'en' });
    const { page } = opened;
    expect(await page.locator('#complaint-file-hint').textContent()).toBe('Maximum 5 MB; JPG, PNG or PDF.');
    expect(await page.locator('#complaint-file').getAttribute('accept')).toContain('.jpg,.jpeg,.png,.pdf');
    // Sub-branches are grouped under their branch.
    expect(await page.locator('#complaint-branch optgroup').count()).toBeGreaterThan(0);
    expectNoOtherProblems(opened);
  });

  test('a file over 5 MB or of another type is refused in the browser, before sending', async () => {
    const opened = await openPage('/complaint', { lang: 'en' });
    const { page } = opened;
    const posts = recordPosts(page);
    await page.setInputFiles('#complaint-file', {
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(COMPLAINT_FILE_MAX_BYTES + 1, 0x20),
    });
    await expectFieldError(page, 'complaint-file', translate('en', 'validation.file_size'));
    await submit(page);
    await expectFieldError(page, 'complaint-file', translate('en', 'validation.file_size'));

    await page.setInputFiles('#complaint-file', {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expectFieldError(page, 'complaint-file', translate('en', 'validation.file_type'));

    await page.setInputFiles('#complaint-file', { name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await expectNoFieldError(page, 'complaint-file');
    expect(posts).toEqual([]);
    expectNoOtherProblems(opened);
  });

  test('ne: a complaint with a file is stored and announced; the form resets', async () => {
    const opened = await openPage('/complaint', { lang: 'ne' });
    const { page } = opened;
    const before = await nextId('/api/base/complaints');
    await page.fill('#complaint-name', 'राम थापा');
    await page.fill('#complaint-contact', '९८४१२३४५६७');
    await page.fill('#complaint-address', 'पाटन, ललितपुर');
    await page.selectOption('#complaint-branch', { index: 2 });
    await page.selectOption('#complaint-category', { index: 1 });
    await page.fill('#complaint-title', 'मन्दिर परिसरको सरसफाइ');
    await page.fill('#complaint-details', 'फोहोर उठाइएको छैन।');
    await page.setInputFiles('#complaint-file', { name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    const posts = await holdPosts(page);
    await submit(page);
    await expectPending(page, translate('ne', 'forms.sending'), posts);

    await expect
      .poll(() => successShown(page, translate('ne', 'forms.complaint.success_title')), { timeout: 10_000 })
      .toBe(true);
    // Issue 26: the confirmation takes the focus (and the screen), with copy and print in the citizen's language.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby')))
      .toBe('complaint-confirmation-title');
    await page.getByRole('button', { name: translate('ne', 'forms.complaint.copy_reference') }).waitFor();
    await page.getByRole('button', { name: translate('ne', 'forms.complaint.print') }).waitFor();
    // product.md section 9: the complaint toast closes after 3000 ms.
    expect(await autoCloseOf(page)).toBe('3000ms');
    expect(await page.inputValue('#complaint-name')).toBe('');
    expect(await page.inputValue('#complaint-branch')).toBe('');
    expect(
      await page.locator('#complaint-file').evaluate((input: HTMLInputElement) => input.files?.length),
    ).toBe(0);
    expect(await nextId('/api/base/complaints')).toBe(before + 1);
    expectNoOtherProblems(opened);
  });

  test('en: the server refuses a file that is not what its name says; the form is kept', async () => {
    const opened = await openPage('/complaint', { lang: 'en' });
    const { page } = opened;
    const before = await nextId('/api/base/complaints');
    await page.fill('#complaint-name', 'Ram Thapa');
    await page.fill('#complaint-contact', '9841234567');
    await page.fill('#complaint-address', 'Patan, Lalitpur');
    await page.selectOption('#complaint-branch', { index: 1 });
    await page.selectOption('#complaint-category', { index: 1 });
    await page.fill('#complaint-title', 'Temple courtyard not cleaned');
    // The browser checks the name; the server reads the bytes.
    await page.setInputFiles('#complaint-file', {
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not an image'),
    });
    await submit(page);

    await expectFieldError(page, 'complaint-file', translate('en', 'validation.file_type'));
    await expect.poll(() => focusedText(page)).toContain(translate('en', 'forms.error_summary_title'));
    await expect
      .poll(() => alertText(page, translate('en', 'forms.complaint.failure_title')))
      .toContain(translate('en', 'forms.complaint.failure_message'));
    expect(await page.inputValue('#complaint-name')).toBe('Ram Thapa');
    expect(await page.inputValue('#complaint-title')).toBe('Temple courtyard not cleaned');
    expect(await nextId('/api/base/complaints')).toBe(before);
    expectNoOtherProblems(opened, [/^HTTP 400: POST .*\/complaint(\.data)?(\?.*)?$/]);
  });
});

/** Makes the form's POST fail before the site answers: a dropped connection or a proxy's 502 page. */
async function breakPosts(page: Page, how: 'dropped' | '502'): Promise<void> {
  await page.route(
    (url) => /\/(contact|complaint)(\.data)?(\?|$)/.test(url.pathname + url.search),
    (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      if (how === 'dropped') return route.abort('connectionreset');
      return route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
      });
    },
  );
}

/** What a broken send leaves in the log: the failed or 502 POST, and the browser's own console line. */
const BROKEN_SEND = [
  /^request failed: POST .*\/(contact|complaint)(\.data)?(\?.*)? \(net::ERR_CONNECTION_RESET\)$/,
  /^HTTP 502: POST .*\/(contact|complaint)(\.data)?(\?.*)?$/,
  /^console\.error: Failed to load resource: .*(502|ERR_CONNECTION_RESET)/,
];

describe('sending fails before the site answers (issue 15)', () => {
  const cases = [
    { lang: 'en', how: 'dropped' },
    { lang: 'ne', how: '502' },
  ] as const;
  for (const { lang, how } of cases) {
    test(`${lang}, ${how}: the contact form keeps the typed text and the failure toast shows`, async () => {
      const opened = await openPage('/contact', { lang });
      const { page } = opened;
      const t = (key: string) => translate(lang, key);
      await page.fill('#contact-full_name', 'Sita Sharma');
      await page.fill('#contact-phone', '9841234567');
      await page.selectOption('#contact-category', { index: 1 });
      await page.fill('#contact-message', 'Is the archive open on Saturdays?');
      await breakPosts(page, how);
      await submit(page);

      await expect
        .poll(() => alertText(page, t('forms.contact.failure_title')))
        .toContain(t('forms.contact.failure_message'));
      // The page, not the error screen: the form is there with what was typed.
      expect(await page.locator('h1').textContent()).not.toContain(t('error.title'));
      expect(await page.inputValue('#contact-full_name')).toBe('Sita Sharma');
      expect(await page.inputValue('#contact-phone')).toBe('9841234567');
      expect(await page.inputValue('#contact-category')).not.toBe('');
      expect(await page.inputValue('#contact-message')).toBe('Is the archive open on Saturdays?');
      expect(await page.locator('main form button[type="submit"]').isDisabled()).toBe(false);

      // Once the connection is back, the same form sends.
      await page.unrouteAll();
      const before = await nextId('/api/base/contact-us');
      await submit(page);
      await expect
        .poll(() => successShown(page, t('forms.contact.success_title')), { timeout: 10_000 })
        .toBe(true);
      expect(await nextId('/api/base/contact-us')).toBe(before + 1);
      expectNoOtherProblems(opened, BROKEN_SEND);
    });
  }

  for (const { lang, how } of [
    { lang: 'ne', how: 'dropped' },
    { lang: 'en', how: '502' },
  ] as const) {
    test(`${lang}, ${how}: the complaint form keeps its text, choices and file; the failure toast shows`, async () => {
      const opened = await openPage('/complaint', { lang });
      const { page } = opened;
      const t = (key: string) => translate(lang, key);
      await page.fill('#complaint-name', 'Ram Thapa');
      await page.fill('#complaint-contact', '9841234567');
      await page.fill('#complaint-address', 'Patan');
      await page.selectOption('#complaint-branch', { index: 1 });
      await page.selectOption('#complaint-category', { index: 1 });
      await page.fill('#complaint-title', 'Temple courtyard not cleaned');
      await page.fill('#complaint-details', 'Since the festival.');
      await page.setInputFiles('#complaint-file', { name: 'photo.png', mimeType: 'image/png', buffer: PNG });
      await breakPosts(page, how);
      await submit(page);

      await expect
        .poll(() => alertText(page, t('forms.complaint.failure_title')))
        .toContain(t('forms.complaint.failure_message'));
      expect(await page.inputValue('#complaint-name')).toBe('Ram Thapa');
      expect(await page.inputValue('#complaint-contact')).toBe('9841234567');
      expect(await page.inputValue('#complaint-branch')).not.toBe('');
      expect(await page.inputValue('#complaint-category')).not.toBe('');
      expect(await page.inputValue('#complaint-title')).toBe('Temple courtyard not cleaned');
      expect(await page.inputValue('#complaint-details')).toBe('Since the festival.');
      expect(
        await page.locator('#complaint-file').evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
      ).toBe('photo.png');
      expectNoOtherProblems(opened, BROKEN_SEND);
    });
  }
});

describe('without JavaScript', () => {
  const refused = [/^HTTP 4(00|13): POST .*\/(contact|complaint)$/];

  test('contact: errors next to their fields with values kept, then a success panel', async () => {
    const opened = await openPage('/contact', { lang: 'en', javaScript: false });
    const { page } = opened;
    await page.fill('#contact-full_name', 'Sita Sharma');
    await page.fill('#contact-phone', '98412');
    await submit(page);
    await page.waitForLoadState('load');
    await expectFieldError(page, 'contact-phone', translate('en', 'validation.phone_digits'));
    await expectFieldError(page, 'contact-category', translate('en', 'validation.subject_required'));
    await expectFieldError(page, 'contact-message', translate('en', 'validation.message_min'));
    expect(await page.inputValue('#contact-full_name')).toBe('Sita Sharma');
    expect(await page.inputValue('#contact-phone')).toBe('98412');
    expect(await page.title()).toMatch(/^Error: /);
    expect(await page.locator('#error-summary-title').textContent()).toBe(
      translate('en', 'forms.error_summary_title'),
    );

    const before = await nextId('/api/base/contact-us');
    await page.fill('#contact-phone', '9841234567');
    await page.selectOption('#contact-category', { index: 1 });
    await page.fill('#contact-message', 'Please send the Guthi land forms.');
    await submit(page);
    await page.waitForLoadState('load');
    expect(await successShown(page, translate('en', 'forms.contact.success_title'))).toBe(true);
    expect(await page.getByRole('status').textContent()).toContain(String(before));
    expect(await page.inputValue('#contact-full_name')).toBe('');
    expect(await nextId('/api/base/contact-us')).toBe(before + 1);
    expectNoOtherProblems(opened, refused);
  });

  test('complaint: a file over 5 MB is refused by the server with the message under the file field', async () => {
    const opened = await openPage('/complaint', { lang: 'ne', javaScript: false });
    const { page } = opened;
    await page.fill('#complaint-name', 'राम थापा');
    await page.fill('#complaint-contact', '9841234567');
    await page.fill('#complaint-address', 'पाटन');
    await page.selectOption('#complaint-branch', { index: 1 });
    await page.selectOption('#complaint-category', { index: 1 });
    await page.fill('#complaint-title', 'सरसफाइको गुनासो');
    await page.setInputFiles('#complaint-file', {
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(COMPLAINT_FILE_MAX_BYTES + 1, 0x20),
    });
    await submit(page);
    await page.waitForLoadState('load');
    await expectFieldError(page, 'complaint-file', translate('ne', 'validation.file_size'));
    expect(await page.inputValue('#complaint-name')).toBe('राम थापा');
    expect(await page.inputValue('#complaint-branch')).not.toBe('');
    expect(
      await page.locator('#complaint-file').evaluate((input: HTMLInputElement) => input.files?.length),
    ).toBe(0);

    const before = await nextId('/api/base/complaints');
    await submit(page);
    await page.waitForLoadState('load');
    expect(await successShown(page, translate('ne', 'forms.complaint.success_title'))).toBe(true);
    expect(await nextId('/api/base/complaints')).toBe(before + 1);
    expectNoOtherProblems(opened, refused);
  });
});

describe('accessibility and looks', () => {
  for (const route of ['contact', 'complaint'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      for (const lang of LANGS) {
        test(`${route} ${theme} ${lang}: no axe violations, before and after a failed submit`, async () => {
          const viewport = lang === 'ne' ? 'phone' : 'desktop';
          const opened = await openPage(`/${route}`, { lang, theme, viewport });
          const { page } = opened;
          // The map frame cannot load here (no network); it is checked by its title, not its contents.
          const exclude = ['iframe'];
          await expectNoAxeViolations(page, { exclude });
          await screenshot(page, `forms-${route}-${viewport}-${lang}-${theme}`);
          await submit(page);
          await expect.poll(() => focusedText(page)).toContain(translate(lang, 'forms.error_summary_title'));
          await expectNoAxeViolations(page, { exclude });
          await screenshot(page, `forms-${route}-${viewport}-${lang}-${theme}-errors`);
          expectNoOtherProblems(opened);
        });
      }
    }
  }
});
