// Issue 27's "Done when" for alerts (ADR 046), in a real browser without JavaScript against a server of its
// own whose mail goes to an SMTP server this file starts (as complaint-journey.test.ts): a visitor
// subscribes to vacancies, confirms by the link in the mail, staff publish a vacancy and the visitor gets
// exactly one alert; the visitor stops the alerts by the mail's link, staff publish another, no further mail.
// (Validation, branches, mail down, never twice: src/server/modules/alerts/alerts.test.ts.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { connectDatabase } from '#server/db/connect.ts';
import type { TestSmtp } from '#server/test-support/smtp.ts';
import { translate } from '#shared/i18n/index.ts';
import { expectFitsScreen, expectNoAxeViolations } from './support/axe.ts';
import { screenshot } from './support/screenshot.ts';
import type { RunningServer } from './support/server.ts';
import { startMailedServer, type MailedServer } from './support/mailed-server.ts';
import { setPassword, signInStaff, usersCommandOn } from './support/staff-accounts.ts';
import { newVisitorContext, watchProblems, type VisitorOptions } from './support/visitor.ts';

const PASSWORD = 'Karnali-ko-pul-2083-x';
const SLOW = 240_000;
const VISITOR = 'job-seeker@example.org';

let smtp: TestSmtp;
let server: RunningServer;
let browser: Browser;
let db: Awaited<ReturnType<typeof connectDatabase>>['db'];

/** A page of its own (English, no JavaScript, unless told); a form's refusals (400, 404) are expected. */
async function newPage(look: VisitorOptions = {}) {
  const context = await newVisitorContext(browser, server.baseUrl, {
    lang: 'en',
    javaScript: false,
    ...look,
  });
  const page = await context.newPage();
  const problems = watchProblems(page, {
    allowStatus: (url, status) =>
      (status === 400 || status === 404) && new URL(url).pathname.startsWith('/alerts'),
    javaScript: look.javaScript ?? false,
  });
  return { page, problems, close: () => context.close() };
}

const mailsTo = (to: string) => smtp.received.filter((mail) => mail.to.includes(to));

/** The path of the first link in the last mail to `to` whose subject matches, once it has come. */
async function linkInMail(to: string, subject: RegExp, path: RegExp): Promise<string> {
  await expect
    .poll(() => mailsTo(to).some((mail) => subject.test(mail.subject)), { timeout: 30_000, interval: 250 })
    .toBe(true);
  const mail = mailsTo(to).findLast((m) => subject.test(m.subject))!;
  const link = new RegExp(`https?://\\S+${path.source}`).exec(mail.text)?.[0];
  expect(link, `a link in: ${mail.text}`).toBeDefined();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/**
 * Waits until the alert job has run twice more since `since` (an ISO time) and the mail outbox once after
 * the second of those, with nothing to the visitor left unsent: the jobs' runs (their job_run rows,
 * jobs/run-once.ts) that a mail queued by mistake would have come from and gone out in. Both run every
 * second here (ALERTS_EVERY_SECONDS, MAIL_SEND_EVERY_SECONDS).
 */
async function jobsRanSince(since: string): Promise<void> {
  const runsSince = (job: string, after: string) =>
    db
      .selectFrom('job_run')
      .select('started_at')
      .where('job', '=', job)
      .where('started_at', '>', after)
      .orderBy('started_at')
      .execute();
  await expect
    .poll(
      async () => {
        const alertRuns = await runsSince('alerts', since);
        if (alertRuns.length < 2) return `${alertRuns.length} alert job runs since ${since}`;
        const mailRuns = await runsSince('mail-outbox', alertRuns[1]!.started_at);
        if (!mailRuns.length) return 'no mail outbox run after the second alert job run';
        const unsent = await db
          .selectFrom('mail_outbox')
          .select('subject')
          .where('to_address', '=', VISITOR)
          .where('sent_at', 'is', null)
          .execute();
        return unsent.length ? `not sent yet: ${unsent.map((mail) => mail.subject).join(', ')}` : 'ran';
      },
      {
        timeout: 20_000,
        interval: 250,
        message: 'the alert job twice and the mail outbox once more, with nothing left to send the visitor',
      },
    )
    .toBe('ran');
}

/** Publishes a vacancy through the staff API, as the editing screen saves it. */
async function publishVacancy(staff: Page, title: string): Promise<number> {
  const res = await staff.request.post(`${server.baseUrl}/api/admin/vacancies`, {
    headers: { origin: server.baseUrl },
    data: {
      status: 'published',
      date: new Date().toISOString().slice(0, 10),
      title_en: title,
      title_ne: `${title} (नेपाली)`,
      description_en: 'Apply by the end of the month.',
      description_ne: 'महिनाको अन्त्यसम्म आवेदन दिनुहोस्।',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

let stop: MailedServer['stop'] | undefined;

beforeAll(async () => {
  ({ smtp, server, db, browser, stop } = await startMailedServer('alerts', { ALERTS_EVERY_SECONDS: '1' }));
}, SLOW);

afterAll(() => stop?.());

describe('alerts of new vacancies by e-mail', () => {
  it(
    'subscribe, confirm by the mail, one alert per vacancy; stop by the mail, no further alerts',
    async () => {
      const visitor = await newPage();
      // The page's HTML is enough: its pictures are not what this test is about.
      await visitor.page.goto('/vacancy', { waitUntil: 'domcontentloaded' });
      await visitor.page.getByRole('main').getByRole('link', { name: 'Get alerts by e-mail' }).click();
      await visitor.page.waitForURL(/\/alerts$/);

      // A form sent empty: the messages beside the fields, in the page's language.
      await visitor.page.uncheck('input[name=topics][value=notice]');
      await visitor.page.uncheck('input[name=topics][value=vacancy]');
      await visitor.page.getByRole('button', { name: 'Subscribe' }).click();
      await visitor.page.getByText(translate('en', 'validation.alert_email_required')).waitFor();
      await visitor.page.getByText(translate('en', 'validation.alert_topics')).waitFor();
      expect(await db.selectFrom('alert_subscription').select('id').execute()).toEqual([]);

      await visitor.page.fill('#alerts-email', VISITOR);
      await visitor.page.check('input[name=topics][value=vacancy]');
      await visitor.page.check('input[name=lang][value=en]');
      await visitor.page.getByRole('button', { name: 'Subscribe' }).click();
      await visitor.page
        .getByRole('status')
        .filter({ hasText: translate('en', 'alerts.check_mail') })
        .waitFor();

      const confirm = await linkInMail(VISITOR, /^Confirm your alerts/, /\/alerts\/confirm\/[\w-]+/);
      await visitor.page.goto(confirm);
      // Opening the link alone (as a mail scanner does) confirms nothing.
      expect(
        await db
          .selectFrom('alert_subscription')
          .select('confirmed_at')
          .where('email', '=', VISITOR)
          .execute(),
      ).toEqual([{ confirmed_at: null }]);
      await screenshot(visitor.page, 'alerts-confirm-en-light-desktop');
      await visitor.page.getByRole('button', { name: 'Confirm alerts' }).click();
      await visitor.page
        .getByRole('status')
        .filter({ hasText: translate('en', 'alerts.confirmed') })
        .waitFor();

      const editorEmail = 'editor-alerts@guthi.example';
      const link = usersCommandOn(server, 'create-admin', '--email', editorEmail, '--name', 'Editor Alerts');
      // An editor publishes vacancies (an administrator would first set up two-step sign-in).
      await db.updateTable('auth_user').set({ role: 'editor' }).where('email', '=', editorEmail).execute();
      const staff = await newPage({ javaScript: true });
      await setPassword(staff.page, link, PASSWORD);
      await signInStaff(staff.page, editorEmail, PASSWORD);

      const first = await publishVacancy(staff.page, 'Assistant curator, Bhaktapur');
      const unsubscribe = await linkInMail(
        VISITOR,
        /^New vacancy: Assistant curator, Bhaktapur$/,
        /\/alerts\/unsubscribe\/[\w-]+\?lng=en/,
      );
      const alert = mailsTo(VISITOR).find((mail) => mail.subject.startsWith('New vacancy'))!;
      expect(alert.text).toContain(`/vacancy/${first}?lng=en`);
      // Exactly one: the jobs keep running (every second) and send nothing more.
      await jobsRanSince(new Date().toISOString());
      expect(mailsTo(VISITOR).filter((mail) => mail.subject.startsWith('New vacancy'))).toHaveLength(1);

      await visitor.page.goto(unsubscribe);
      await visitor.page.getByRole('button', { name: 'Stop the alerts' }).click();
      await visitor.page
        .getByRole('status')
        .filter({ hasText: translate('en', 'alerts.unsubscribed') })
        .waitFor();
      await screenshot(visitor.page, 'alerts-unsubscribed-en-light-desktop');
      expect(
        await db.selectFrom('alert_subscription').select('id').where('email', '=', VISITOR).execute(),
      ).toEqual([]);

      const second = await publishVacancy(staff.page, 'Archivist, Patan');
      // The job has handled the second vacancy (its mails are queued in the same transaction), and the
      // outbox has run since and sent anything it queued.
      await expect
        .poll(
          async () =>
            (
              await db
                .selectFrom('alert_item')
                .select('item_id')
                .where('topic', '=', 'vacancy')
                .where('item_id', '=', second)
                .execute()
            ).length,
          { timeout: 15_000, interval: 250 },
        )
        .toBe(1);
      await jobsRanSince(new Date().toISOString());
      expect(mailsTo(VISITOR).map((mail) => mail.subject)).toEqual([
        expect.stringMatching(/^Confirm your alerts/),
        'New vacancy: Assistant curator, Bhaktapur',
      ]);

      expect(visitor.problems.lines).toEqual([]);
      await visitor.close();
      await staff.close();
    },
    SLOW,
  );

  it('the alerts page and the link pages pass axe and fit the screen in both languages and themes', async () => {
    const looks: VisitorOptions[] = [
      { lang: 'ne', theme: 'light', viewport: 'phone' },
      { lang: 'en', theme: 'dark', viewport: 'desktop' },
    ];
    for (const look of looks) {
      // axe runs in the page: with JavaScript on (the page itself loads none either way).
      const { page, problems, close } = await newPage({ ...look, javaScript: true });
      await page.goto('/alerts');
      await expectNoAxeViolations(page);
      await expectFitsScreen(page);
      await screenshot(page, `alerts-${look.lang}-${look.theme}-${look.viewport}`);
      // Sent empty: the errors beside the fields pass axe too.
      await page.fill('#alerts-email', 'not-an-address');
      await page.locator('main form button[type=submit]').click();
      await page.getByText(translate(look.lang!, 'validation.email_invalid')).waitFor();
      await expectNoAxeViolations(page);
      await screenshot(page, `alerts-refused-${look.lang}-${look.theme}-${look.viewport}`);
      // A link of the right shape that names nothing, and one that is not even well formed: the same answer.
      await page.goto(`/alerts/unsubscribe/${look.lang === 'ne' ? 'x'.repeat(32) : 'broken'}`);
      await expectNoAxeViolations(page);
      await page.locator('main form button[type=submit]').click();
      await page.getByText(translate(look.lang!, 'alerts.link_invalid')).waitFor();
      await expectNoAxeViolations(page);
      expect(problems.lines).toEqual([]);
      await close();
    }
  });
});
