// Staff never lose work in the content editor (issue 23), in a real browser against the real server:
// two editors on one notice (the second save is refused with both versions side by side, then merged or
// overwritten knowingly), and a session that ends mid-edit (what was typed comes back after signing in
// again, told why, to that person only). With and without JavaScript, in English and Nepali.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connectDatabase } from '#server/db/connect.ts';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';
import { POLL } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  baseUrl,
  expectNoProblems,
  openPage,
  setUpBrowser,
  type Lang,
  type OpenedPage,
  waitForHydration,
} from './support/browser.ts';
import { setPassword, usersCommand } from './support/staff-accounts.ts';
import { testServer } from './support/test-server.ts';

setUpBrowser();

const PASSWORD = 'Phewa-tal-ko-dungā-2083';
/** A test signs in two or three times and makes a few saves: more than the default minute here. */
const SLOW = 240_000;
let db: Awaited<ReturnType<typeof connectDatabase>>['db'];
let notices: number[] = [];

interface Account {
  id: string;
  email: string;
}
/** Two editors, made once for the file: Ram and Sita. */
const accounts: Record<'ram' | 'sita', Account> = {} as never;

/** An editor account, made as the operator makes accounts (then given the editor role), its password set. */
async function makeEditor(name: string): Promise<Account> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@guthi.example`;
  const link = usersCommand('create-admin', '--email', email, '--name', name);
  const user = await db
    .updateTable('auth_user')
    .set({ role: 'editor' })
    .where('email', '=', email)
    .returning('id')
    .executeTakeFirstOrThrow();
  // Through the page, as its owner would (a fetch here could reuse a connection the server closed while
  // the command above held this process).
  const opened = await openPage('/admin/sign-in', { lang: 'en' });
  await setPassword(opened.page, link, PASSWORD);
  await opened.context.close();
  return { id: user.id, email };
}

beforeAll(async () => {
  ({ db } = await connectDatabase(testServer().databaseUrl));
  const { data } = (await (await fetch(`${baseUrl()}/api/notices?pageSize=8`)).json()) as {
    data: { id: number }[];
  };
  notices = data.map((notice) => notice.id);
  accounts.ram = await makeEditor('Editor Ram');
  accounts.sita = await makeEditor('Editor Sita');
}, SLOW);
afterAll(() => db?.destroy());

type Editor = OpenedPage & Account & { javaScript: boolean };

/** A browser of its own, signed in as the account. */
async function signedInEditor(
  account: Account,
  options: { lang: Lang; javaScript?: boolean },
): Promise<Editor> {
  const opened = await openPage('/admin/sign-in', options);
  await signIn(opened.page, account.email);
  return { ...opened, ...account, javaScript: options.javaScript ?? true };
}

/** Opens a staff page and, with JavaScript, waits for React: typing into a page that hydrates meanwhile
 * can lose the field's selection, so the typed text lands in front of the old text instead of replacing it. */
async function open(editor: Editor, path: string) {
  await editor.page.goto(path);
  if (editor.javaScript) await waitForHydration(editor.page);
}

async function signIn(page: Page, email: string) {
  await page.fill('#sign-in-email', email);
  await page.fill('#sign-in-password', PASSWORD);
  await page.click('main button[type=submit]');
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/sign-in'));
}

const publicNotice = async (id: number) =>
  (
    (await (await fetch(`${baseUrl()}/api/notices/${id}?v=${Date.now()}`)).json()) as {
      data: { title_en: string; text_en: string; title_ne: string; text_ne: string };
    }
  ).data;

/** A notice's body is rich text (ADR 031): the editor with JavaScript, a text area without. */
const bodyText = (editor: Editor, selector: string) =>
  editor.javaScript ? editor.page.locator(selector).innerText() : editor.page.inputValue(selector);
/** Words as a reader reads them: line and paragraph breaks are spaces. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Holds back the rich text editor's code (a chunk of its own) until `arrive` is called: the page shows
 * the plain text area it replaces until then.
 */
async function holdEditorCode(page: Page) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/rich-text-editor-[\w-]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  return { arrive };
}

const saveButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: lang === 'ne' ? 'सुरक्षित गर्नुहोस्' : 'Save', exact: true });

describe('two people editing one notice', () => {
  test(
    'the second save is refused with both versions side by side; keeping theirs and mine saves both changes',
    async () => {
      const id = notices[0]!;
      const before = await publicNotice(id);
      const editor = await signedInEditor(accounts.ram, { lang: 'en' });
      const admin = await signedInEditor(accounts.sita, { lang: 'en' });
      await open(editor, `/admin/notices/${id}`);
      await open(admin, `/admin/notices/${id}`);

      const newText = `The office opens at nine on Sunday. ${Date.now()}`;
      await editor.page.fill('#content-text_en', newText);
      await saveButton(editor.page, 'en').click();
      await editor.page.getByText('Saved. Now:').waitFor();

      const newTitle = `${before.title_en} (corrected)`;
      await admin.page.fill('#content-title_en', newTitle);
      await saveButton(admin.page, 'en').click();
      const alert = admin.page.getByRole('alert').filter({ hasText: 'Someone else saved this item' });
      await alert.waitFor();
      await alert.getByText('Editor Ram saved it at').waitFor();
      // Field by field: their new text beside the text this person still had, and this person's title.
      const textRow = admin.page.locator('tr[data-field=text_en]');
      expect(await textRow.locator('[data-version=theirs]').textContent()).toBe(newText);
      expect(await textRow.locator('[data-version=mine]').textContent()).toBe(plainTextOf(before.text_en));
      expect(await textRow.locator('[data-version=theirs] mark').count()).toBeGreaterThan(0);
      expect(await admin.page.locator('tr[data-field=title_en] [data-version=mine]').textContent()).toBe(
        newTitle,
      );
      // Nothing was applied, and nothing typed was lost: the form still holds the new title.
      expect((await publicNotice(id)).text_en).toBe(`<p>${newText}</p>`);
      expect((await publicNotice(id)).title_en).toBe(before.title_en);
      expect(await admin.page.inputValue('#content-title_en')).toBe(newTitle);
      // By default each keeps what only its author changed.
      expect(await admin.page.isChecked('input[name=keep_text_en][value=theirs]')).toBe(true);
      expect(await admin.page.isChecked('input[name=keep_title_en][value=mine]')).toBe(true);
      await expectNoAxeViolations(admin.page);

      await admin.page.getByRole('button', { name: 'Save with these choices' }).click();
      await admin.page.getByText('Saved. Now:').waitFor();
      const merged = await publicNotice(id);
      expect(merged).toMatchObject({ title_en: newTitle, text_en: `<p>${newText}</p>` });
      // The form now shows the merged item, not the text this person had typed over.
      await expect.poll(() => bodyText(admin, '#content-text_en'), POLL).toBe(newText);
      // (The refused save's own answer is a 409, which the problem watcher would count: not for `admin`.)
      expectNoProblems(editor);
    },
    SLOW,
  );

  test(
    'without JavaScript, in Nepali: the comparison is a plain page, and overwriting is a knowing choice',
    async () => {
      const id = notices[1]!;
      const first = await signedInEditor(accounts.ram, { lang: 'ne', javaScript: false });
      const second = await signedInEditor(accounts.sita, { lang: 'ne', javaScript: false });
      await open(first, `/admin/notices/${id}`);
      await open(second, `/admin/notices/${id}`);
      await first.page.fill('#content-text_ne', 'कार्यालय आइतबार बिहान नौ बजे खुल्छ।');
      await saveButton(first.page, 'ne').click();
      await first.page.getByText('सुरक्षित गरियो।').waitFor();

      await second.page.fill('#content-text_ne', 'कार्यालय आइतबार बिहान दस बजे खुल्छ।');
      await saveButton(second.page, 'ne').click();
      await second.page
        .getByRole('heading', { name: 'तपाईं सम्पादन गर्दै गर्दा अर्कै व्यक्तिले यो सामग्री सुरक्षित गर्नुभयो' })
        .waitFor();
      const row = second.page.locator('tr[data-field=text_ne]');
      expect(await row.locator('[data-version=theirs] mark').textContent()).toBe('नौ');
      expect(await row.locator('[data-version=mine] mark').textContent()).toBe('दस');
      expect((await publicNotice(id)).text_ne).toBe('<p>कार्यालय आइतबार बिहान नौ बजे खुल्छ।</p>');

      await second.page.getByRole('button', { name: 'उहाँको माथि मेरो सबै सुरक्षित गर्नुहोस्' }).click();
      await second.page.getByText('सुरक्षित गरियो।').waitFor();
      expect((await publicNotice(id)).text_ne).toBe('<p>कार्यालय आइतबार बिहान दस बजे खुल्छ।</p>');
    },
    SLOW,
  );
});

describe('a session that ends during an edit', () => {
  async function endSession(editor: Editor, how: 'row' | 'cookie', context: BrowserContext) {
    if (how === 'row') await db.deleteFrom('auth_session').where('userId', '=', editor.id).execute();
    else await context.clearCookies({ name: /session_token/ });
  }

  for (const [lang, javaScript, how, editorArrives] of [
    ['en', true, 'row', false],
    ['ne', false, 'cookie', false],
    // Typed in the plain text area as the editor replaced it: what a fresh CI run hit at random (its
    // editor code still loading when `fill` began), made certain here.
    ['en', true, 'row', true],
  ] as const) {
    test(
      `keeps what was typed through signing in again (${lang}, ${javaScript ? 'with' : 'without'} JavaScript, ${how === 'row' ? 'session deleted' : 'cookie gone'}${editorArrives ? ', the editor arriving as it was typed' : ''})`,
      async () => {
        const id = notices[editorArrives ? 5 : javaScript ? 2 : 3]!;
        const editor = await signedInEditor(accounts.ram, { lang, javaScript });
        const editorCode = editorArrives ? await holdEditorCode(editor.page) : null;
        await open(editor, `/admin/notices/${id}`);
        const typed = `Typed for an hour before the session ended ${Date.now()}\nSecond paragraph.`;
        if (editorCode) {
          // `fill`'s two steps with the editor arriving between them: everything in the text area
          // selected, then the keys, which must replace it in the editor that took its place.
          await editor.page.locator('textarea#content-text_en').selectText();
          editorCode.arrive();
          await editor.page.locator('#content-text_en[contenteditable=true]').waitFor();
          await editor.page.keyboard.insertText(typed);
        } else await editor.page.fill('#content-text_en', typed);
        await endSession(editor, how, editor.context);
        await saveButton(editor.page, lang).click();
        await editor.page.waitForURL((url) => url.pathname === '/admin/sign-in');
        expect(new URL(editor.page.url()).searchParams.get('next')).toBe(`/admin/notices/${id}`);
        expect((await publicNotice(id)).text_en).not.toContain('Typed for an hour');

        // Someone else signing in meanwhile does not get it.
        const other = await signedInEditor(accounts.sita, { lang, javaScript });
        await open(other, `/admin/notices/${id}`);
        expect(await bodyText(other, '#content-text_en')).not.toContain('Typed for an hour');

        await signIn(editor.page, editor.email);
        expect(new URL(editor.page.url()).pathname).toBe(`/admin/notices/${id}`);
        await editor.page
          .getByRole('alert')
          .filter({ hasText: lang === 'ne' ? 'सत्र सकिइसकेको थियो' : 'Your session had ended' })
          .waitFor();
        expect(words(await bodyText(editor, '#content-text_en'))).toBe(words(typed));
        // (axe runs in the page: only with JavaScript.)
        if (javaScript) await expectNoAxeViolations(editor.page);
        await saveButton(editor.page, lang).click();
        await editor.page.getByText(lang === 'ne' ? 'सुरक्षित गरियो।' : 'Saved. Now:').waitFor();
        expect(words(plainTextOf((await publicNotice(id)).text_en))).toBe(words(typed));
        // Saved, the draft is gone: the page opens with the item, without the notice.
        await open(editor, `/admin/notices/${id}`);
        expect(
          await editor.page.getByText(lang === 'ne' ? 'सत्र सकिइसकेको थियो' : 'Your session had ended').count(),
        ).toBe(0);
        if (javaScript) expectNoProblems(editor);
      },
      SLOW,
    );
  }
});

describe('the end of a session', () => {
  test(
    'is announced a few minutes before, on every staff screen',
    async () => {
      const editor = await signedInEditor(accounts.sita, { lang: 'en' });
      // The session began 11 h 56 min ago: it ends in 4 minutes (12 hours after signing in).
      const began = new Date(Date.now() - (12 * 60 - 4) * 60_000).toISOString();
      await db
        .updateTable('auth_session')
        .set({ createdAt: began })
        .where('userId', '=', editor.id)
        .execute();
      await open(editor, `/admin/notices/${notices[4]!}`);
      const warning = editor.page.locator('[data-session-warning]');
      await warning.waitFor();
      expect(await warning.textContent()).toMatch(
        /^Your session ends at \d\d:\d\d, in [45] minutes\. Save your work now/,
      );
      await open(editor, '/admin/content');
      await warning.waitFor();
      expectNoProblems(editor);
    },
    SLOW,
  );
});
