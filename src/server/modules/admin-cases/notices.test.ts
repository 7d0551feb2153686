// Notice of new and overdue cases (issue 26 step 4): the staff area's count of complaints an officer may see
// and has not opened, and the daily digest of overdue ones, queued once per officer and day and delivered
// to a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseCountsResponse } from '#shared/contract/admin/cases.ts';
import { queueOverdueDigests } from '#server/cases/digest.ts';
import { deliverDue } from '#server/mail/outbox.ts';
import { smtpMailer } from '#server/mail/transport.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { multipart } from '#server/test-support/multipart.ts';
import { startTestSmtp } from '#server/test-support/smtp.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';

let t: TestApp;
let branches: number[];
let officerA: TestStaff;
let officerB: TestStaff;

async function submit(branch: number, title: string) {
  const category = await t.db.selectFrom('complaint_category').select('id').executeTakeFirstOrThrow();
  const { payload, headers } = await multipart({
    name: 'Ramesh',
    contact: '9841000333',
    address: 'Panauti',
    branch: String(branch),
    category: String(category.id),
    title,
    details: 'Details',
  });
  const response = await t.app.inject({ method: 'POST', url: '/api/base/complaints', payload, headers });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; reference: string };
}

const counts = async (staff: TestStaff) =>
  strictly(caseCountsResponse).parse(
    (await asStaff(t, staff, { method: 'GET', url: '/api/admin/cases/counts' })).json(),
  ).data;

beforeAll(async () => {
  t = await createTestApp();
  branches = (await t.db.selectFrom('branch').select('id').orderBy('id').limit(2).execute()).map((b) => b.id);
  officerA = await createStaff(t, 'case_officer', { branchId: branches[0] });
  officerB = await createStaff(t, 'case_officer', { branchId: branches[1] });
});
afterAll(() => t.close());

describe('notice of new and overdue complaints', () => {
  it('counts the open complaints an officer may see and has not opened', async () => {
    const first = await submit(branches[0]!, 'First unread');
    await submit(branches[0]!, 'Second unread');
    await submit(branches[1]!, 'Other branch');
    expect(await counts(officerA)).toEqual({ unread: 2, overdue: 0 });
    expect(await counts(officerB)).toEqual({ unread: 1, overdue: 0 });
    const opened = await asStaff(t, officerA, {
      method: 'GET',
      url: `/api/admin/cases/complaint/${first.id}`,
    });
    expect(opened.statusCode).toBe(200);
    await asStaff(t, officerA, { method: 'GET', url: `/api/admin/cases/complaint/${first.id}` });
    expect(await counts(officerA)).toEqual({ unread: 1, overdue: 0 });
    // Opening is per person: the other officer's count is theirs.
    expect(await counts(officerB)).toEqual({ unread: 1, overdue: 0 });
  });

  it('mails each officer one digest a day of the overdue complaints they may see', async () => {
    const late = await submit(branches[0]!, 'Late one');
    await t.db
      .updateTable('complaint')
      .set({ reply_due_at: new Date(Date.now() - 86_400_000).toISOString() })
      .where('id', '=', late.id)
      .execute();
    expect((await counts(officerA)).overdue).toBe(1);
    await t.db.deleteFrom('mail_outbox').execute();

    expect(await queueOverdueDigests(t.db, t.config.PUBLIC_URL)).toBe(1);
    await queueOverdueDigests(t.db, t.config.PUBLIC_URL);
    const queued = await t.db.selectFrom('mail_outbox').selectAll().execute();
    expect(queued.map((row) => [row.topic, row.to_address])).toEqual([
      ['case.overdue_digest', officerA.email],
    ]);

    const smtp = await startTestSmtp();
    const mailer = smtpMailer(smtp.url, 'no-reply@guthi.example');
    await deliverDue(t.db, { server: 'test', send: mailer.send });
    mailer.close();
    await smtp.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.subject).toBe('समय नाघेका गुनासो / Overdue complaints: 1');
    expect(smtp.received[0]!.text).toContain(late.reference);
    expect(smtp.received[0]!.text).not.toMatch(/Ramesh|9841000333|Panauti/);
  });
});
