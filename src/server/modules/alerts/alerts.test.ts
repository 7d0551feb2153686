// E-mail alerts (ADR 046) on each database: subscribing (400s with per-field messages in both languages, the
// rate limit), double opt-in through the confirmation mail's token (unknown, used and expired tokens), the
// job that queues one mail per matching confirmed subscriber (branch filter, topics, never twice, nothing
// published before the confirmation, a scheduled time that passes), mail down then up through a real SMTP
// server, and unsubscribing, which deletes the address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAlerts } from '#server/alerts/alert-job.ts';
import { CONFIRM_DAYS } from '#server/alerts/subscriptions.ts';
import { deliverDue } from '#server/mail/outbox.ts';
import { smtpMailer } from '#server/mail/transport.ts';
import { freePort, startTestSmtp, type TestSmtp } from '#server/test-support/smtp.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { strictly } from '#server/test-support/strictly.ts';
import { alertAnswer } from '#shared/contract/alerts.ts';
import { errorResponse } from '#shared/contract/common.ts';
import { translate, type Lang } from '#shared/i18n/index.ts';

const PUBLIC_URL = 'https://guthi.example';
const DAY = 24 * 60 * 60_000;

describe('e-mail alerts', () => {
  let t: TestApp;
  let branchA: number;
  let branchB: number;
  const smtps: TestSmtp[] = [];

  const post = (url: string, body: unknown, lang: Lang = 'en') =>
    t.app.inject({ method: 'POST', url, payload: body as object, headers: { 'accept-language': lang } });
  const subscribeBody = (change: Record<string, unknown> = {}) => ({
    email: 'Maya@Example.org',
    topics: ['notice'],
    branch: '',
    lang: 'en',
    ...change,
  });
  const outbox = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  const subscriptions = () => t.db.selectFrom('alert_subscription').selectAll().orderBy('id').execute();
  const alertMails = async () =>
    (await outbox()).filter((row) => row.topic.startsWith('alert.') && row.topic !== 'alert.confirm');
  /** The token of the last confirmation mail to `to`, as the reader finds it in the mail's link. */
  const confirmToken = async (to: string) => {
    const mail = (await outbox())
      .filter((row) => row.topic === 'alert.confirm' && row.to_address === to)
      .at(-1);
    return /\/alerts\/confirm\/([\w-]+)/.exec(mail?.body_text ?? '')?.[1];
  };
  /** Subscribes and confirms through the API and the mail, as a visitor does. */
  const subscribeConfirmed = async (change: Record<string, unknown>) => {
    const body = subscribeBody(change);
    expect((await post('/api/base/alerts', body)).statusCode).toBe(201);
    const token = await confirmToken(String(body.email).toLowerCase());
    expect((await post('/api/base/alerts/confirm', { token })).statusCode).toBe(200);
  };

  let nextTitle = 0;
  const publishNotice = async (branchId: number | null, at = new Date(), publishAt: string | null = null) => {
    nextTitle += 1;
    const row = await t.db
      .insertInto('notice')
      .values({
        branch_id: branchId,
        title_en: `Notice ${nextTitle}`,
        title_ne: `सूचना ${nextTitle}`,
        text_en: 'Text',
        text_ne: 'पाठ',
        is_urgent: 0,
        is_popup: 0,
        status: 'published',
        publish_at: publishAt,
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const publishVacancy = async (kind: 'notice' | 'result' | 'syllabus', at = new Date()) => {
    nextTitle += 1;
    const row = await t.db
      .insertInto('vacancy_document')
      .values({
        kind,
        title_en: `Vacancy ${nextTitle}`,
        title_ne: `रिक्त पद ${nextTitle}`,
        description_en: '',
        description_ne: '',
        status: 'published',
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const run = (clock = new Date()) => runAlerts(t.db, PUBLIC_URL, clock);

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { PUBLIC_URL } });
    const rows = await t.db
      .insertInto('branch')
      .values([
        { parent_id: null, name_en: 'Bhaktapur', name_ne: 'भक्तपुर', sort_order: 1, created_at: '2025-01-01' },
        { parent_id: null, name_en: 'Patan', name_ne: 'पाटन', sort_order: 2, created_at: '2025-01-01' },
      ])
      .returning('id')
      .execute();
    [branchA, branchB] = rows.map((row) => row.id) as [number, number];
  });
  afterAll(async () => {
    await Promise.all(smtps.map((smtp) => smtp.close()));
    await t.close();
  });
  beforeEach(async () => {
    // Whatever earlier tests published is handled: each test starts with nothing new.
    await run();
    await t.db.deleteFrom('mail_outbox').execute();
    await t.db.deleteFrom('alert_subscription').execute();
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['no address', { email: undefined }, 'email', 'validation.alert_email_required'],
    ['a blank address', { email: '  ' }, 'email', 'validation.alert_email_required'],
    ['a broken address', { email: 'maya@' }, 'email', 'validation.email_invalid'],
    ['a long address', { email: `${'a'.repeat(250)}@x.org` }, 'email', 'validation.too_long'],
    ['no topic', { topics: [] }, 'topics', 'validation.alert_topics'],
    ['topics not a list', { topics: 'notice' }, 'topics', 'validation.alert_topics'],
    ['an unknown topic', { topics: ['notice', 'syllabus'] }, 'topics', 'validation.alert_topics'],
    ['a branch that is not a number', { branch: 'x1' }, 'branch', 'validation.branch_unknown'],
    ['no language', { lang: undefined }, 'lang', 'validation.alert_lang'],
    ['an unknown language', { lang: 'hi' }, 'lang', 'validation.alert_lang'],
  ];
  it.each(refusals)('refuses %s with its message in both languages', async (_name, change, field, key) => {
    for (const lang of ['en', 'ne'] as const) {
      const res = await post('/api/base/alerts', subscribeBody(change), lang);
      expect(res.statusCode).toBe(400);
      expect(strictly(errorResponse).parse(res.json())).toEqual({
        status: 400,
        message: translate(lang, 'api.validation_failed'),
        errors: { [field]: translate(lang, key) },
      });
    }
    expect(translate('ne', key)).not.toBe(translate('en', key));
    expect(await subscriptions()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('refuses a branch that does not exist, in the visitor’s language', async () => {
    const res = await post('/api/base/alerts', subscribeBody({ branch: '999999' }), 'ne');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ branch: translate('ne', 'validation.branch_unknown') });
    expect(await subscriptions()).toEqual([]);
  });

  it('stores an unconfirmed subscription and queues its confirmation mail in the chosen language', async () => {
    const res = await post(
      '/api/base/alerts',
      subscribeBody({ lang: 'ne', topics: ['vacancy', 'result'] }),
      'en',
    );
    expect(res.statusCode).toBe(201);
    expect(strictly(alertAnswer).parse(res.json()).message).toBe(translate('en', 'alerts.check_mail'));
    const [row] = await subscriptions();
    expect(row).toMatchObject({
      email: 'maya@example.org',
      lang: 'ne',
      notices: 0,
      vacancies: 1,
      results: 1,
      branch_id: null,
      confirmed_at: null,
    });
    const [mail] = await outbox();
    expect(mail).toMatchObject({ topic: 'alert.confirm', to_address: 'maya@example.org', sent_at: null });
    expect(mail!.subject).toContain('पुष्टि');
    expect(mail!.body_text).toContain('नयाँ रिक्त पद, परीक्षाको नतिजा');
    const token = await confirmToken('maya@example.org');
    expect(mail!.body_text).toContain(`${PUBLIC_URL}/alerts/confirm/${token}`);
    // Only the token's hash is stored.
    expect(JSON.stringify(row)).not.toContain(token);
    // No alert before it is confirmed.
    await publishVacancy('notice');
    expect(await run()).toMatchObject({ items: 1, mails: 0 });
  });

  it('confirms once by the mail’s token; an unknown, used or expired token is refused', async () => {
    await post('/api/base/alerts', subscribeBody());
    const token = await confirmToken('maya@example.org');
    const ok = await post('/api/base/alerts/confirm', { token }, 'ne');
    expect(ok.statusCode).toBe(200);
    expect(strictly(alertAnswer).parse(ok.json()).message).toBe(translate('ne', 'alerts.confirmed'));
    expect((await subscriptions())[0]).toMatchObject({ confirm_token_hash: null });
    expect((await subscriptions())[0]!.confirmed_at).not.toBeNull();

    const again = await post('/api/base/alerts/confirm', { token }, 'en');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(translate('en', 'alerts.link_invalid'));
    const unknown = await post('/api/base/alerts/confirm', { token: 'A'.repeat(32) }, 'en');
    expect(unknown.statusCode).toBe(404);
    const malformed = await post('/api/base/alerts/confirm', { token: 'short' }, 'ne');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ token: translate('ne', 'validation.alert_token') });

    // Created more than CONFIRM_DAYS ago: refused, then deleted with its mail by the job.
    await post('/api/base/alerts', subscribeBody({ email: 'late@example.org' }));
    const late = await confirmToken('late@example.org');
    const old = new Date(Date.now() - (CONFIRM_DAYS + 1) * DAY).toISOString();
    await t.db
      .updateTable('alert_subscription')
      .set({ created_at: old })
      .where('email', '=', 'late@example.org')
      .execute();
    expect((await post('/api/base/alerts/confirm', { token: late })).statusCode).toBe(404);
    expect((await run()).expired).toBe(1);
    expect((await subscriptions()).map((row) => row.email)).toEqual(['maya@example.org']);
    expect((await outbox()).map((row) => row.to_address)).not.toContain('late@example.org');
  });

  it('confirming again replaces the address’s subscription for the same branch', async () => {
    await subscribeConfirmed({ topics: ['notice'] });
    await subscribeConfirmed({ topics: ['vacancy'], lang: 'ne' });
    await subscribeConfirmed({ topics: ['result'], branch: String(branchA) });
    const rows = await subscriptions();
    expect(rows.map((row) => [row.vacancies, row.notices, row.results, row.lang, row.branch_id])).toEqual([
      [1, 0, 0, 'ne', null],
      [0, 0, 1, 'en', branchA],
    ]);
  });

  it('queues one mail per matching subscriber, by topic and branch, and never twice', async () => {
    await subscribeConfirmed({ email: 'all@example.org', topics: ['notice'] });
    await subscribeConfirmed({
      email: 'patan@example.org',
      topics: ['notice'],
      branch: String(branchB),
      lang: 'ne',
    });
    await subscribeConfirmed({ email: 'jobs@example.org', topics: ['vacancy'], lang: 'ne' });
    await subscribeConfirmed({ email: 'results@example.org', topics: ['result'] });
    await post(
      '/api/base/alerts',
      subscribeBody({ email: 'unconfirmed@example.org', topics: ['notice', 'vacancy', 'result'] }),
    );
    await t.db.deleteFrom('mail_outbox').execute();

    const later = new Date(Date.now() + 1000);
    const ofA = await publishNotice(branchA, later);
    const ofB = await publishNotice(branchB, later);
    const trustWide = await publishNotice(null, later);
    const vacancy = await publishVacancy('notice', later);
    const result = await publishVacancy('result', later);
    await publishVacancy('syllabus', later);
    expect(await run(later)).toMatchObject({ items: 5, mails: 7 });

    const sent = (await alertMails()).map((row) => [row.to_address, row.dedupe_key]).sort();
    const key = (email: string, topic: string, id: number) => [email, topic, id] as const;
    const ids = new Map((await subscriptions()).map((row) => [row.email, row.id]));
    const expected = [
      key('all@example.org', 'notice', ofA),
      key('all@example.org', 'notice', ofB),
      key('all@example.org', 'notice', trustWide),
      key('patan@example.org', 'notice', ofB),
      key('patan@example.org', 'notice', trustWide),
      key('jobs@example.org', 'vacancy', vacancy),
      key('results@example.org', 'result', result),
    ].map(([email, topic, id]) => [email, `alert:${ids.get(email)}:${topic}:${id}`]);
    expect(sent).toEqual(expected.sort());

    // Run again: nothing new, nothing queued twice.
    expect(await run(new Date(later.getTime() + 60_000))).toMatchObject({ items: 0, mails: 0 });
    expect(await alertMails()).toHaveLength(7);

    // The words: the subscriber's language, the item's title and link, the unsubscribe link.
    const nepali = (await alertMails()).find((row) => row.to_address === 'jobs@example.org')!;
    const { title_ne } = await t.db
      .selectFrom('vacancy_document')
      .select('title_ne')
      .where('id', '=', vacancy)
      .executeTakeFirstOrThrow();
    expect(nepali.subject).toBe(`नयाँ रिक्त पद: ${title_ne}`);
    expect(nepali.body_text).toContain(`${PUBLIC_URL}/vacancy/${vacancy}\n`);
    expect(nepali.body_text).toMatch(/प्रकाशित: [०-९]+ \S+ [०-९]{4}/);
    expect(nepali.body_text).not.toMatch(/प्रकाशित: [0-9]/);
    const unsubscribeToken = (await subscriptions()).find(
      (row) => row.email === 'jobs@example.org',
    )!.unsubscribe_token;
    expect(nepali.body_text).toContain(`${PUBLIC_URL}/alerts/unsubscribe/${unsubscribeToken}`);
    const english = (await alertMails()).find((row) => row.to_address === 'results@example.org')!;
    expect(english.subject).toMatch(/^New result: Vacancy \d+$/);
    expect(english.body_text).toContain(`${PUBLIC_URL}/result/${result}?lng=en`);
    expect(english.body_text).toMatch(/\/alerts\/unsubscribe\/[\w-]+\?lng=en/);
  });

  it('does not send what was public before the subscription was confirmed; sends a scheduled item when its time passes', async () => {
    const before = await publishNotice(null, new Date(Date.now() - 60_000));
    const scheduledFor = new Date(Date.now() + 10 * 60_000);
    const scheduled = await publishNotice(null, new Date(Date.now() - 120_000), scheduledFor.toISOString());
    await subscribeConfirmed({ email: 'new@example.org' });
    await t.db.deleteFrom('mail_outbox').execute();
    expect(await run()).toMatchObject({ items: 1, mails: 0 });
    expect(
      (await t.db.selectFrom('alert_item').select('item_id').where('topic', '=', 'notice').execute()).map(
        (r) => r.item_id,
      ),
    ).toContain(before);

    const after = new Date(scheduledFor.getTime() + 1000);
    expect(await run(after)).toMatchObject({ items: 1, mails: 1 });
    expect((await alertMails()).map((row) => row.dedupe_key)).toEqual([
      `alert:${(await subscriptions())[0]!.id}:notice:${scheduled}`,
    ]);
  });

  it('mail down: the alert waits; mail back: it is sent once', async () => {
    await subscribeConfirmed({ email: 'wait@example.org', topics: ['vacancy'] });
    await t.db.deleteFrom('mail_outbox').execute();
    const at = new Date(Date.now() + 1000);
    await publishVacancy('notice', at);
    await run(at);

    const port = await freePort();
    const down = smtpMailer(`smtp://127.0.0.1:${port}`, 'Sampada <no-reply@guthi.example>');
    expect(await deliverDue(t.db, { server: 'a', send: down.send, now: () => at })).toEqual({
      sent: 0,
      failed: 1,
    });
    down.close();
    // The job runs again while mail is down: nothing more is queued.
    await run(new Date(at.getTime() + 30_000));
    expect(await alertMails()).toHaveLength(1);

    const smtp = await startTestSmtp(port);
    smtps.push(smtp);
    const up = smtpMailer(smtp.url, 'Sampada <no-reply@guthi.example>');
    const later = () => new Date(at.getTime() + 10 * 60_000);
    expect(await deliverDue(t.db, { server: 'a', send: up.send, now: later })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(await deliverDue(t.db, { server: 'a', send: up.send, now: later })).toEqual({
      sent: 0,
      failed: 0,
    });
    up.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['wait@example.org']);
    expect(smtp.received[0]!.subject).toMatch(/^New vacancy: Vacancy \d+$/);
    // One-click unsubscribe (RFC 8058): the address of this subscriber's token, and the POST it takes.
    const token = (await subscriptions()).find((row) => row.email === 'wait@example.org')!.unsubscribe_token;
    expect(smtp.received[0]!.listUnsubscribe).toBe(`<${PUBLIC_URL}/api/base/alerts/unsubscribe/${token}>`);
    expect(smtp.received[0]!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
  });

  it('a mail program’s one-click POST to the header’s address unsubscribes; other mails carry no such header', async () => {
    await subscribeConfirmed({ email: 'oneclick@example.org', topics: ['notice'] });
    const at = new Date(Date.now() + 1000);
    await publishNotice(null, at);
    await run(at);
    const alert = (await alertMails()).find((row) => row.to_address === 'oneclick@example.org')!;
    const confirmation = (await outbox()).find((row) => row.topic === 'alert.confirm')!;
    expect(confirmation.unsubscribe_url).toBeNull();
    const url = new URL(alert.unsubscribe_url!);
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url: url.pathname,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const res = await oneClick();
    expect(res.statusCode, res.body).toBe(200);
    expect((await subscriptions()).map((row) => row.email)).not.toContain('oneclick@example.org');
    expect((await oneClick()).statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/base/alerts/unsubscribe/x' });
    expect(malformed.statusCode).toBe(400);
  });

  it('unsubscribing by the mail’s token deletes the address and its mails; no further alerts', async () => {
    await subscribeConfirmed({ email: 'stop@example.org', topics: ['notice'] });
    await subscribeConfirmed({ email: 'stop@example.org', topics: ['notice'], branch: String(branchA) });
    await subscribeConfirmed({ email: 'stay@example.org', topics: ['notice'] });
    const at = new Date(Date.now() + 1000);
    await publishNotice(branchA, at);
    await run(at);
    expect((await alertMails()).filter((row) => row.to_address === 'stop@example.org')).toHaveLength(2);
    const token = /\/alerts\/unsubscribe\/([\w-]+)/.exec(
      (await alertMails()).find((row) => row.to_address === 'stop@example.org')!.body_text,
    )![1];

    const res = await post('/api/base/alerts/unsubscribe', { token }, 'ne');
    expect(res.statusCode).toBe(200);
    expect(strictly(alertAnswer).parse(res.json()).message).toBe(translate('ne', 'alerts.unsubscribed'));
    expect((await subscriptions()).map((row) => row.email)).toEqual(['stay@example.org']);
    expect((await outbox()).map((row) => row.to_address)).not.toContain('stop@example.org');

    const next = new Date(at.getTime() + 60_000);
    await publishNotice(branchA, next);
    await run(next);
    expect((await alertMails()).map((row) => row.to_address)).not.toContain('stop@example.org');
    expect((await post('/api/base/alerts/unsubscribe', { token })).statusCode).toBe(404);
  });
});

describe('e-mail alerts rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RATE_LIMIT_WRITE_MAX: '2' } });
  });
  afterAll(() => t.close());

  it('answers 429 in the visitor’s language after the write limit', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/base/alerts',
        payload: { email: 'a@example.org', topics: ['notice'], lang: 'en' },
        headers: { 'accept-language': 'ne' },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(translate('ne', 'api.too_many_requests'));
  });

  it('limits the token endpoints by RATE_LIMIT_ALERT_TOKEN_MAX (default 20; the e2e servers lift it)', async () => {
    const limited = await createTestApp({ seed: false, env: { RATE_LIMIT_ALERT_TOKEN_MAX: '2' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/base/alerts/confirm',
          payload: { token: 'a'.repeat(32) },
        });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('migration 031', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('counts what was public before it as handled, so an upgrade alerts nothing old', async () => {
    const row = (title: string, status: string) => ({
      title_en: title,
      title_ne: title,
      status,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    });
    t = await createTestApp({
      seed: false,
      upTo: {
        migration: '029-forgiving-search',
        beforeLatest: async (db) => {
          const notice = { text_en: '', text_ne: '', is_urgent: 0, is_popup: 0, branch_id: null };
          await db
            .insertInto('notice')
            .values([
              { ...row('Old public', 'published'), ...notice },
              { ...row('Old draft', 'draft'), ...notice },
            ])
            .execute();
          const vacancy = { description_en: '', description_ne: '' };
          await db
            .insertInto('vacancy_document')
            .values([
              { ...row('Old vacancy', 'published'), ...vacancy, kind: 'notice' },
              { ...row('Old result', 'published'), ...vacancy, kind: 'result' },
              { ...row('Old syllabus', 'published'), ...vacancy, kind: 'syllabus' },
            ])
            .execute();
        },
      },
    });
    const handled = await t.db
      .selectFrom('alert_item')
      .innerJoin('notice', 'notice.id', 'alert_item.item_id')
      .select(['alert_item.topic', 'notice.title_en'])
      .where('alert_item.topic', '=', 'notice')
      .execute();
    expect(handled).toEqual([{ topic: 'notice', title_en: 'Old public' }]);
    const documents = await t.db
      .selectFrom('alert_item')
      .innerJoin('vacancy_document', 'vacancy_document.id', 'alert_item.item_id')
      .select(['alert_item.topic', 'vacancy_document.title_en'])
      .where('alert_item.topic', 'in', ['vacancy', 'result'])
      .orderBy('alert_item.topic')
      .execute();
    expect(documents).toEqual([
      { topic: 'result', title_en: 'Old result' },
      { topic: 'vacancy', title_en: 'Old vacancy' },
    ]);
    // The draft, published now, is new.
    await t.db
      .updateTable('notice')
      .set({ status: 'published' })
      .where('title_en', '=', 'Old draft')
      .execute();
    expect(await runAlerts(t.db, PUBLIC_URL)).toMatchObject({ items: 1 });
  });
});
