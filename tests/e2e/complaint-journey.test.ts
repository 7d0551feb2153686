// Issue 26's "Done when", as far as it is built, in a real browser against a server of its own whose mail
// goes to an SMTP server this file starts (smtp-server, as src/server/mail/outbox.test.ts does): a citizen
// files a complaint and keeps the reference; the branch's officer is told by e-mail, opens the case from
// the mail's link and replies; the citizen sees the reply on the status page with the reference and phone;
// a complaint past its deadline shows as overdue in the inbox; a forwarded complaint leaves the branch's
// inbox for the other branch's. (Mail down, nothing lost: src/server/mail/outbox.test.ts.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { connectDatabase } from '#server/db/connect.ts';
import type { TestSmtp } from '#server/test-support/smtp.ts';
import { expectFitsScreen, expectNoAxeViolations, LOOK_SAMPLES } from './support/axe.ts';
import { screenshot } from './support/screenshot.ts';
import type { RunningServer } from './support/server.ts';
import { startMailedServer, type MailedServer } from './support/mailed-server.ts';
import { setPassword, signInStaff, usersCommandOn } from './support/staff-accounts.ts';
import { freshCode } from './support/totp.ts';
import { newVisitorContext, watchProblems, type VisitorOptions } from './support/visitor.ts';

const PASSWORD = 'Karnali-ko-pul-2083-x';
const SLOW = 240_000;

let smtp: TestSmtp;
let server: RunningServer;
let browser: Browser;
let db: Awaited<ReturnType<typeof connectDatabase>>['db'];
let branches: { id: number; name_en: string }[];

/** A page of its own (in English unless told), on this file's server, with its problems watched. */
async function newPage(javaScript = true, look: VisitorOptions = {}) {
  const context = await newVisitorContext(browser, server.baseUrl, { lang: 'en', javaScript, ...look });
  const page = await context.newPage();
  const problems = watchProblems(page, { allowStatus: () => false, javaScript });
  return { page, problems, close: () => context.close() };
}

/** A case officer of the branch, made as the operator makes accounts, then given the role. */
async function makeOfficer(name: string, branchId: number) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}@guthi.example`;
  const link = usersCommandOn(server, 'create-admin', '--email', email, '--name', name);
  await db
    .updateTable('auth_user')
    .set({ role: 'case_officer', branchId })
    .where('email', '=', email)
    .execute();
  const { page, close } = await newPage();
  await setPassword(page, link, PASSWORD);
  await close();
  return email;
}

async function fileComplaint(page: Page, branchId: number, title: string): Promise<string> {
  await page.goto('/complaint');
  await page.fill('#complaint-name', 'Maya Gurung');
  await page.fill('#complaint-contact', '+977 984-5550123');
  await page.fill('#complaint-address', 'Bhaktapur-7');
  await page.selectOption('#complaint-branch', String(branchId));
  await page.selectOption('#complaint-category', { index: 1 });
  await page.fill('#complaint-title', title);
  await page.fill('#complaint-details', 'The stone spout has been dry for a month.');
  await page.locator('main form button[type="submit"]').click();
  const panel = page.locator('[aria-labelledby="complaint-confirmation-title"]');
  await panel.waitFor({ timeout: 15_000 });
  const reference = /GS-\d{4}-\d{6}/.exec((await panel.textContent()) ?? '')?.[0];
  expect(reference, 'the reference in the confirmation panel').toBeDefined();
  return reference!;
}

const branchOf = async (reference: string) =>
  (await db.selectFrom('complaint').select('branch_id').where('reference', '=', reference).executeTakeFirst())
    ?.branch_id;

/** The first mail to `to` whose subject names the reference, within the time the outbox job needs. */
async function mailFor(to: string, reference: string) {
  await expect
    .poll(() => smtp.received.some((mail) => mail.to.includes(to) && mail.subject.includes(reference)), {
      timeout: 30_000,
      interval: 250,
    })
    .toBe(true);
  return smtp.received.find((mail) => mail.to.includes(to) && mail.subject.includes(reference))!;
}

let stop: MailedServer['stop'] | undefined;

beforeAll(async () => {
  ({ smtp, server, db, browser, stop } = await startMailedServer('complaint-journey'));
  branches = await db.selectFrom('branch').select(['id', 'name_en']).orderBy('id').limit(2).execute();
}, SLOW);

afterAll(() => stop?.());

describe('a complaint followed end to end', () => {
  it(
    'is filed, mailed to the officer, answered, and the citizen reads the answer with the reference',
    async () => {
      const officer = await makeOfficer('Officer Bina', branches[0]!.id);
      const citizen = await newPage();
      const title = 'Dhunge dhara dry';
      const reference = await fileComplaint(citizen.page, branches[0]!.id, title);

      const mail = await mailFor(officer, reference);
      expect(mail.text).not.toMatch(/Maya|5550123|Bhaktapur-7|stone spout/);
      const link = /https?:\/\/\S+\/admin\/cases\/complaint\/\d+/.exec(mail.text)?.[0];
      expect(link, 'the case link in the mail').toBeDefined();

      const staff = await newPage();
      await staff.page.goto(new URL(link!).pathname);
      await signInStaff(staff.page, officer, PASSWORD);
      await staff.page.goto(new URL(link!).pathname);
      await staff.page.getByRole('heading', { name: title }).waitFor();
      const answer = 'The spout is repaired; water flows again.';
      await staff.page.fill('#case-reply-body', answer);
      await staff.page.getByRole('button', { name: 'Send reply', exact: true }).click();
      await staff.page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();

      await citizen.page.goto('/complaint/status');
      await citizen.page.fill('#status-reference', reference);
      await citizen.page.fill('#status-phone', '9845550123');
      await citizen.page.locator('main form button[type="submit"]').click();
      const result = citizen.page.locator('#status-result').locator('..');
      await result.getByText(answer).waitFor();
      expect(await result.textContent()).toContain(reference);

      expect(citizen.problems.lines).toEqual([]);
      expect(staff.problems.lines).toEqual([]);
      await citizen.close();
      await staff.close();
    },
    SLOW,
  );

  it(
    'shows a complaint past its deadline as overdue, and a forwarded one moves to the other branch',
    async () => {
      const officerA = await makeOfficer('Officer Chandra', branches[0]!.id);
      const officerB = await makeOfficer('Officer Dawa', branches[1]!.id);
      const citizen = await newPage();
      const late = await fileComplaint(citizen.page, branches[0]!.id, 'Rest house door broken');
      const moving = await fileComplaint(citizen.page, branches[0]!.id, 'Belongs to the other branch');
      await citizen.close();
      // Its first answer was due yesterday.
      await db
        .updateTable('complaint')
        .set({ reply_due_at: new Date(Date.now() - 86_400_000).toISOString() })
        .where('reference', '=', late)
        .execute();

      const staff = await newPage();
      await signInStaff(staff.page, officerA, PASSWORD);
      await staff.page.goto(`/admin/cases?kind=complaint&q=${late}`);
      const row = staff.page.getByRole('row').filter({ hasText: 'Rest house door broken' });
      await row.getByText('Overdue', { exact: true }).waitFor();
      await staff.page.goto('/admin/cases?kind=complaint&overdue=1');
      await staff.page.getByRole('link', { name: 'Rest house door broken' }).waitFor();

      await staff.page.goto(`/admin/cases?kind=complaint&q=${moving}`);
      await staff.page.getByRole('link', { name: 'Belongs to the other branch' }).click();
      await staff.page.selectOption('#case-forward-branchId', String(branches[1]!.id));
      await staff.page.fill('#case-forward-reason', 'The temple is in their area.');
      await staff.page.getByRole('button', { name: 'Forward', exact: true }).click();
      // Gone from this branch's inbox, where the officer is taken …
      await staff.page.waitForURL((url) => url.pathname === '/admin/cases');
      expect(await branchOf(moving)).toBe(branches[1]!.id);
      await staff.page.goto(`/admin/cases?kind=complaint&q=${moving}`);
      await staff.page.getByText('Nothing matches these filters.').waitFor();
      expect(staff.problems.lines).toEqual([]);
      await staff.close();

      // … in the other's, told by mail, with the move in the timeline.
      await mailFor(officerB, moving);
      const other = await newPage();
      await signInStaff(other.page, officerB, PASSWORD);
      await other.page.goto(`/admin/cases?kind=complaint&q=${moving}`);
      await other.page.getByRole('link', { name: 'Belongs to the other branch' }).click();
      await other.page.getByText('The temple is in their area.').waitFor();
      expect(other.problems.lines).toEqual([]);
      await other.close();
    },
    SLOW,
  );

  it(
    'shows administrators the outbox, and a message that could not be sent is sent again',
    async () => {
      const email = 'outbox-admin@guthi.example';
      const link = usersCommandOn(server, 'create-admin', '--email', email, '--name', 'Outbox Admin');
      const admin = await newPage();
      await setPassword(admin.page, link, PASSWORD);
      // Administrators set up two-step sign-in first.
      await signInStaff(admin.page, email, PASSWORD);
      await admin.page.fill('#two-factor-password', PASSWORD);
      await admin.page.click('form:has(input[value=setup]) button[type=submit]');
      const secret = (await admin.page.locator('code').textContent())!.trim();
      await admin.page.fill('#two-factor-code', await freshCode(secret));
      await admin.page.click('form:has(input[value=confirm]) button[type=submit]');
      await admin.page.getByText('Two-step sign-in is on').waitFor();

      // A notice the mail server refused an hour ago, its next try hours away.
      const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
      const failed = await db
        .insertInto('mail_outbox')
        .values({
          topic: 'case.new',
          entity: null,
          entity_id: null,
          to_address: 'late-officer@guthi.example',
          subject: 'Refused once',
          body_text: 'Secret body text',
          created_at: hourAgo,
          next_attempt_at: new Date(Date.now() + 6 * 3_600_000).toISOString(),
          attempts: 1,
          last_error: 'connect ECONNREFUSED 127.0.0.1:25',
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      await admin.page.goto('/admin/mail?state=failed');
      const row = admin.page.getByRole('row').filter({ hasText: 'Refused once' });
      await row.getByText('Not sent').waitFor();
      await row.getByText('Attempts: 1').waitFor();
      await row.getByText('Last error: connect ECONNREFUSED 127.0.0.1:25').waitFor();
      expect(await admin.page.locator('main').textContent()).not.toContain('Secret body text');
      await expectNoAxeViolations(admin.page);
      await row
        .getByRole('button', { name: 'Send again: Refused once to late-officer@guthi.example' })
        .click();
      await admin.page.getByRole('status').filter({ hasText: 'Queued' }).waitFor();
      await expect
        .poll(() => smtp.received.some((mail) => mail.subject === 'Refused once'), { timeout: 30_000 })
        .toBe(true);
      const sent = await db
        .selectFrom('mail_outbox')
        .select(['sent_at', 'attempts'])
        .where('id', '=', failed.id)
        .executeTakeFirstOrThrow();
      expect(sent.sent_at).not.toBeNull();
      expect(sent.attempts).toBe(2);
      // The earlier notices of this file are there, sent.
      await admin.page.goto('/admin/mail?state=sent');
      await admin.page
        .getByRole('row')
        .filter({ hasText: 'Refused once' })
        .getByText('Sent', { exact: true })
        .waitFor();
      expect(admin.problems.lines).toEqual([]);
      const cookies = await admin.page.context().cookies();
      await admin.close();

      // Both languages, both themes, phone and desktop: nothing wider than the screen, axe clean.
      for (const look of LOOK_SAMPLES) {
        const view = await newPage(true, look);
        await view.page.context().addCookies(cookies.filter((cookie) => cookie.name !== 'lng'));
        await view.page.goto('/admin/mail');
        await view.page.locator('main table').waitFor();
        await expectFitsScreen(view.page);
        await expectNoAxeViolations(view.page);
        await screenshot(view.page, `admin-mail-${look.lang}-${look.theme}-${look.viewport}`);
        expect(view.problems.lines).toEqual([]);
        await view.close();
      }
    },
    SLOW,
  );
});
