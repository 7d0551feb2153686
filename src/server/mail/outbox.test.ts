// The mail outbox (ADR 035) against a real SMTP server started here: a complaint is stored and its
// notice queued whether or not mail is up; a notice that could not be sent waits, shown "not sent", and
// is sent once when mail is back; two servers emptying the outbox at once send each message once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { multipart } from '#server/test-support/multipart.ts';
import { freePort, startTestSmtp, type TestSmtp } from '#server/test-support/smtp.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { strictly } from '#server/test-support/strictly.ts';
import { mailListResponse } from '#shared/contract/admin/mail.ts';
import { mailOutboxJob } from './send-job.ts';
import { deliverDue, queueMail, retryDelayMs } from './outbox.ts';
import { smtpMailer } from './transport.ts';

describe('mail outbox', () => {
  let t: TestApp;
  let branchId: number;
  let otherBranchId: number;
  let categoryId: number;
  let officer: TestStaff;
  let otherOfficer: TestStaff;
  let admin: TestStaff;
  const smtps: TestSmtp[] = [];
  const outbox = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

  const fileComplaint = async () => {
    const { payload, headers } = await multipart({
      name: 'Sita Kumari',
      contact: '+977 984-1234567',
      address: 'Bhaktapur-3',
      branch: String(branchId),
      category: String(categoryId),
      title: 'Pati roof fell',
      details: 'The pati by the pond lost its roof.',
    });
    return t.app.inject({ method: 'POST', url: '/api/base/complaints', payload, headers });
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const branches = await t.db
      .insertInto('branch')
      .values([
        { parent_id: null, name_en: 'Bhaktapur', name_ne: 'भक्तपुर', sort_order: 1, created_at: '2025-01-01' },
        { parent_id: null, name_en: 'Patan', name_ne: 'पाटन', sort_order: 2, created_at: '2025-01-01' },
      ])
      .returning('id')
      .execute();
    [branchId, otherBranchId] = branches.map((row) => row.id) as [number, number];
    const category = await t.db
      .insertInto('complaint_category')
      .values({ name_en: 'Buildings', name_ne: 'भवन', sort_order: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryId = category.id;
    officer = await createStaff(t, 'case_officer', { branchId });
    otherOfficer = await createStaff(t, 'case_officer', { branchId: otherBranchId });
    admin = await createStaff(t, 'admin');
  });
  afterAll(async () => {
    await Promise.all(smtps.map((smtp) => smtp.close()));
    await t.close();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('mail_outbox').execute();
  });

  it('mail down: the complaint is stored, its notice queued and shown not sent; mail back: sent once', async () => {
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}`;
    const filed = await fileComplaint();
    expect(filed.statusCode).toBe(201);
    const { id, reference } = filed.json<{ id: number; reference: string }>();
    expect(await t.db.selectFrom('complaint').select('id').where('id', '=', id).execute()).toHaveLength(1);

    // The branch's officer is told; the other branch's officer is not.
    const queued = await outbox();
    expect(queued.map((row) => row.to_address)).toEqual([officer.email]);
    expect(queued[0]).toMatchObject({ topic: 'case.new', entity: 'complaint', entity_id: String(id) });
    expect(queued.map((row) => row.to_address)).not.toContain(otherOfficer.email);

    const down = smtpMailer(url, 'Sampada <no-reply@guthi.example>');
    const start = new Date();
    const failedRun = await deliverDue(t.db, { server: 'a', send: down.send, now: () => start });
    down.close();
    expect(failedRun).toEqual({ sent: 0, failed: 1 });
    const [failed] = await outbox();
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, lease_until: null });
    expect(failed!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(failed!.next_attempt_at) - start.getTime()).toBe(retryDelayMs(1));

    const list = await asStaff(t, admin, { method: 'GET', url: '/api/admin/mail?state=failed' });
    expect(list.statusCode).toBe(200);
    const unsent = strictly(mailListResponse).parse(list.json()).data;
    expect(unsent).toEqual([
      expect.objectContaining({ to: officer.email, state: 'failed', attempts: 1, sentAt: null }),
    ]);
    // The text of a message never leaves through the staff API.
    expect(list.body).not.toContain('Branch: Bhaktapur');

    // Mail is back, but the pause after the failure is not over: nothing is sent yet.
    const smtp = await startTestSmtp(port);
    smtps.push(smtp);
    const job = mailOutboxJob(
      t.db,
      { SMTP_URL: url, MAIL_FROM: 'Sampada <no-reply@guthi.example>', MAIL_SEND_EVERY_SECONDS: 60 },
      () => {},
    )!;
    await job.run();
    expect(smtp.received).toHaveLength(0);

    // An administrator sends it again rather than wait for the pause: the job sends it, once, however
    // often it runs; the request is logged.
    const again = await asStaff(t, admin, { method: 'POST', url: `/api/admin/mail/${failed!.id}/resend` });
    expect(again.statusCode).toBe(200);
    const logged = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'mail.resend')
      .executeTakeFirstOrThrow();
    expect(logged).toMatchObject({ actor_email: admin.email, entity: 'mail', entity_id: String(failed!.id) });
    await job.run();
    await job.run();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([officer.email]);
    expect(mail!.subject).toBe(`नयाँ गुनासो / New complaint: ${reference}`);
    expect(mail!.text).toContain('शाखा: भक्तपुर');
    expect(mail!.text).toContain('Branch: Bhaktapur');
    expect(mail!.text).toContain(`${t.config.PUBLIC_URL.replace(/\/$/, '')}/admin/cases/complaint/${id}`);
    // No personal data leaves by mail.
    expect(mail!.text).not.toMatch(/Sita|984|Bhaktapur-3|Pati roof/);

    const sent = await asStaff(t, admin, { method: 'GET', url: '/api/admin/mail?state=sent' });
    expect(strictly(mailListResponse).parse(sent.json()).data).toEqual([
      expect.objectContaining({ to: officer.email, state: 'sent', attempts: 2, lastError: null }),
    ]);
    // A sent message is not sent again.
    const twice = await asStaff(t, admin, { method: 'POST', url: `/api/admin/mail/${failed!.id}/resend` });
    expect(twice.statusCode).toBe(404);
  });

  it('two servers emptying the outbox at once send each message once', async () => {
    const smtp = await startTestSmtp();
    smtps.push(smtp);
    await queueMail(
      t.db,
      Array.from({ length: 6 }, (_, n) => ({
        topic: 'test',
        to: `officer-${n}@guthi.example`,
        subject: `Message ${n}`,
        text: `Body ${n}`,
      })),
    );
    const [a, b] = [smtpMailer(smtp.url, 'a@guthi.example'), smtpMailer(smtp.url, 'b@guthi.example')];
    const runs = await Promise.all([
      deliverDue(t.db, { server: 'a', send: a.send }),
      deliverDue(t.db, { server: 'b', send: b.send }),
    ]);
    a.close();
    b.close();
    expect(runs[0]!.sent + runs[1]!.sent).toBe(6);
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
      Array.from({ length: 6 }, (_, n) => `Message ${n}`),
    );
    expect((await outbox()).every((row) => row.sent_at !== null)).toBe(true);
  });

  it('a message claimed by a live lease is not sent by another server; an expired lease is taken over', async () => {
    const smtp = await startTestSmtp();
    smtps.push(smtp);
    await queueMail(t.db, [{ topic: 'test', to: 'x@guthi.example', subject: 'Leased', text: 'x' }]);
    const now = new Date();
    await t.db
      .updateTable('mail_outbox')
      .set({ lease_until: new Date(now.getTime() + 60_000).toISOString(), leased_by: 'dead-server' })
      .execute();
    const mailer = smtpMailer(smtp.url, 'a@guthi.example');
    expect(await deliverDue(t.db, { server: 'a', send: mailer.send, now: () => now })).toEqual({
      sent: 0,
      failed: 0,
    });
    const later = new Date(now.getTime() + 61_000);
    expect(await deliverDue(t.db, { server: 'a', send: mailer.send, now: () => later })).toEqual({
      sent: 1,
      failed: 0,
    });
    mailer.close();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Leased']);
  });

  it('a message is queued with its transaction or not at all, and a dedupe key queues it once', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await queueMail(trx, [{ topic: 'test', to: 'x@guthi.example', subject: 'Rolled back', text: 'x' }]);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await outbox()).toEqual([]);

    const digest = { topic: 'test', to: 'x@guthi.example', subject: 'Digest', text: 'x', dedupeKey: 'd:1' };
    await queueMail(t.db, [digest]);
    await queueMail(t.db, [digest]);
    expect(await outbox()).toHaveLength(1);
  });

  it('waits longer after each failure, up to six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(30)).toBe(6 * 60 * 60_000);
  });

  it('the outbox and sending again are for administrators only', async () => {
    await queueMail(t.db, [{ topic: 'test', to: 'x@guthi.example', subject: 'Waiting', text: 'x' }]);
    const [row] = await outbox();
    expect((await asStaff(t, officer, { method: 'GET', url: '/api/admin/mail' })).statusCode).toBe(403);
    const url = `/api/admin/mail/${row!.id}/resend`;
    expect((await asStaff(t, officer, { method: 'POST', url })).statusCode).toBe(403);
    // Not tried yet: queued, nothing to send again.
    const queued = await asStaff(t, admin, { method: 'GET', url: '/api/admin/mail?state=queued' });
    expect(strictly(mailListResponse).parse(queued.json()).data).toEqual([
      expect.objectContaining({ subject: 'Waiting', state: 'queued', attempts: 0 }),
    ]);
    expect((await asStaff(t, admin, { method: 'POST', url })).statusCode).toBe(404);
    expect((await asStaff(t, admin, { method: 'GET', url: '/api/admin/mail?state=lost' })).statusCode).toBe(
      400,
    );
  });
});
