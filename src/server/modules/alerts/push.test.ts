// Web Push alerts (ADR 048) on each database: the key endpoint, subscribing (400s with per-field messages in
// both languages; only https endpoints of the allowed push services, http only for a listed loopback
// host), and sending through a real local push service: one encrypted push per new item (decrypted here
// with the subscription's private key, RFC 8291), VAPID-signed; a 410 deletes the subscription, a 500 is
// retried later and not duplicated, unsubscribing stops the pushes.
import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAlerts } from '#server/alerts/alert-job.ts';
import { pushHostPolicy } from '#server/push/endpoint-policy.ts';
import { deliverDuePushes, MAX_ATTEMPTS, PUSH_TTL_SECONDS } from '#server/push/send.ts';
import { pushOutboxJob } from '#server/push/send-job.ts';
import {
  browserKeys,
  startTestPushService,
  verifiedVapidClaims,
  type TestPushService,
} from '#server/test-support/push-service.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { strictly } from '#server/test-support/strictly.ts';
import { alertAnswer } from '#shared/contract/alerts.ts';
import { errorResponse } from '#shared/contract/common.ts';
import type { PushPayload } from '#shared/contract/push-alerts.ts';
import { translate, type Lang } from '#shared/i18n/index.ts';

const PUBLIC_URL = 'https://guthi.example';
const VAPID = webPush.generateVAPIDKeys();
const SUBJECT = 'mailto:webmaster@guthi.example';

describe('Web Push alerts', () => {
  let t: TestApp;
  let push: TestPushService;
  let endpointNumber = 0;
  const keys = browserKeys();

  const post = (url: string, body: unknown, lang: Lang = 'en') =>
    t.app.inject({ method: 'POST', url, payload: body as object, headers: { 'accept-language': lang } });
  const localEndpoint = () => `${push.origin}/push/${(endpointNumber += 1)}`;
  const subscribeBody = (change: Record<string, unknown> = {}) => ({
    endpoint: localEndpoint(),
    keys: { p256dh: keys.p256dh, auth: keys.auth },
    topics: ['vacancy'],
    branch: '',
    lang: 'ne',
    ...change,
  });
  const subscriptions = () => t.db.selectFrom('push_subscription').selectAll().orderBy('id').execute();
  const queued = () => t.db.selectFrom('push_outbox').selectAll().orderBy('id').execute();
  const deliver = (at = new Date()) =>
    deliverDuePushes(t.db, {
      server: 'test',
      policy: pushHostPolicy(t.config),
      vapid: { ...VAPID, subject: SUBJECT },
      now: () => at,
    });

  let nextTitle = 0;
  const publishVacancy = async (at: Date) => {
    nextTitle += 1;
    const row = await t.db
      .insertInto('vacancy_document')
      .values({
        kind: 'notice',
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

  beforeAll(async () => {
    push = await startTestPushService();
    t = await createTestApp({
      seed: false,
      env: {
        PUBLIC_URL,
        VAPID_PUBLIC_KEY: VAPID.publicKey,
        VAPID_PRIVATE_KEY: VAPID.privateKey,
        PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,*.push.apple.com,127.0.0.1',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });
  beforeEach(async () => {
    await runAlerts(t.db, PUBLIC_URL);
    await t.db.deleteFrom('push_outbox').execute();
    await t.db.deleteFrom('push_subscription').execute();
    push.received.length = 0;
    push.answer = 201;
  });

  it('gives the VAPID public key to subscribe with', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/base/alerts/push-key' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: VAPID.publicKey });
  });

  const badKey = Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]).toString('base64url');
  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['no endpoint', { endpoint: undefined }, 'endpoint', 'validation.push_endpoint'],
    [
      'an endpoint that is no URL',
      { endpoint: 'fcm.googleapis.com/x' },
      'endpoint',
      'validation.push_endpoint',
    ],
    [
      'a host not on the list',
      { endpoint: 'https://evil.example/push' },
      'endpoint',
      'validation.push_endpoint',
    ],
    [
      'a listed name inside another host',
      { endpoint: 'https://fcm.googleapis.com.evil.example/x' },
      'endpoint',
      'validation.push_endpoint',
    ],
    [
      'a look-alike of a wildcard',
      { endpoint: 'https://evilpush.apple.com/x' },
      'endpoint',
      'validation.push_endpoint',
    ],
    [
      'the bare name of a wildcard',
      { endpoint: 'https://push.apple.com/x' },
      'endpoint',
      'validation.push_endpoint',
    ],
    [
      'plain http to a push service',
      { endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
      'endpoint',
      'validation.push_endpoint',
    ],
    [
      'another port',
      { endpoint: 'https://fcm.googleapis.com:8443/fcm/send/x' },
      'endpoint',
      'validation.push_endpoint',
    ],
    [
      'a user name in the address',
      { endpoint: 'https://a:b@fcm.googleapis.com/fcm/send/x' },
      'endpoint',
      'validation.push_endpoint',
    ],
    [
      'a loopback host not listed',
      { endpoint: 'http://127.0.0.2:9/push' },
      'endpoint',
      'validation.push_endpoint',
    ],
    [
      'https to a listed loopback host',
      { endpoint: 'https://127.0.0.1/push' },
      'endpoint',
      'validation.push_endpoint',
    ],
    ['another scheme', { endpoint: 'file:///etc/passwd' }, 'endpoint', 'validation.push_endpoint'],
    ['no keys', { keys: undefined }, 'keys', 'validation.push_keys'],
    ['no auth secret', { keys: { p256dh: keys.p256dh } }, 'keys.auth', 'validation.push_keys'],
    [
      'a short auth secret',
      { keys: { p256dh: keys.p256dh, auth: 'AAAA' } },
      'keys.auth',
      'validation.push_keys',
    ],
    [
      'a key off the curve',
      { keys: { p256dh: badKey, auth: keys.auth } },
      'keys.p256dh',
      'validation.push_keys',
    ],
    ['no topic', { topics: [] }, 'topics', 'validation.alert_topics'],
    ['an unknown branch', { branch: '999999' }, 'branch', 'validation.branch_unknown'],
    ['an unknown language', { lang: 'hi' }, 'lang', 'validation.alert_lang'],
  ];
  it.each(refusals)('refuses %s with its message in both languages', async (_name, change, field, key) => {
    for (const lang of ['en', 'ne'] as const) {
      const res = await post('/api/base/alerts/push', subscribeBody(change), lang);
      expect(res.statusCode, res.body).toBe(400);
      expect(strictly(errorResponse).parse(res.json())).toEqual({
        status: 400,
        message: translate(lang, 'api.validation_failed'),
        errors: { [field]: translate(lang, key) },
      });
    }
    expect(translate('ne', key)).not.toBe(translate('en', key));
    expect(await subscriptions()).toEqual([]);
  });

  it('accepts the push services of the list, a wildcard’s subdomains, and the listed loopback host over http', async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://api.push.apple.com/3/device/abc',
      localEndpoint(),
    ]) {
      const res = await post('/api/base/alerts/push', subscribeBody({ endpoint }));
      expect(res.statusCode, `${endpoint} ${res.body}`).toBe(201);
      expect(strictly(alertAnswer).parse(res.json()).message).toBe(translate('en', 'push.subscribed'));
    }
    expect(await subscriptions()).toHaveLength(3);
  });

  it('subscribing again from the same browser changes its choices, not a second row', async () => {
    const endpoint = localEndpoint();
    await post('/api/base/alerts/push', subscribeBody({ endpoint, topics: ['notice'], lang: 'en' }));
    await post('/api/base/alerts/push', subscribeBody({ endpoint, topics: ['result', 'vacancy'] }));
    const rows = await subscriptions();
    expect(rows.map((r) => [r.endpoint, r.notices, r.vacancies, r.results, r.lang])).toEqual([
      [endpoint, 0, 1, 1, 'ne'],
    ]);
  });

  it('sends one encrypted, VAPID-signed push per new item, in the subscriber’s language', async () => {
    const body = subscribeBody();
    expect((await post('/api/base/alerts/push', body)).statusCode).toBe(201);
    const at = new Date(Date.now() + 1000);
    const first = await publishVacancy(at);
    const second = await publishVacancy(at);
    expect(await runAlerts(t.db, PUBLIC_URL, at)).toMatchObject({ items: 2, pushes: 2 });
    expect(await deliver(at)).toEqual({ sent: 2, failed: 0, gone: 0, gaveUp: 0 });
    // Again: nothing new is queued, nothing is sent twice.
    expect(await runAlerts(t.db, PUBLIC_URL, new Date(at.getTime() + 60_000))).toMatchObject({ pushes: 0 });
    expect(await deliver(new Date(at.getTime() + 60_000))).toEqual({
      sent: 0,
      failed: 0,
      gone: 0,
      gaveUp: 0,
    });
    expect(push.received).toHaveLength(2);

    const payloads = push.received.map((received) => {
      expect(received.path).toBe(new URL(body.endpoint).pathname);
      expect(received.headers['content-encoding']).toBe('aes128gcm');
      expect(received.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
      const claims = verifiedVapidClaims(String(received.headers.authorization), VAPID.publicKey);
      expect(claims.aud).toBe(push.origin);
      expect(claims.sub).toBe(SUBJECT);
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      // Not readable on the way: only the subscription's private key opens it.
      expect(received.body.toString('utf8')).not.toContain('रिक्त');
      return JSON.parse(keys.decrypt(received.body)) as PushPayload;
    });
    expect(payloads.map((p) => [p.title, p.url, p.lang, p.tag])).toEqual([
      ['रिक्त पद ' + String(nextTitle - 1), `${PUBLIC_URL}/vacancy/${first}`, 'ne', `vacancy-${first}`],
      ['रिक्त पद ' + String(nextTitle), `${PUBLIC_URL}/vacancy/${second}`, 'ne', `vacancy-${second}`],
    ]);
    // The date in Bikram Sambat with Nepali digits.
    expect(payloads[0]!.body).toMatch(/^नयाँ रिक्त पद · प्रकाशित [०-९]+ \S+ [०-९]{4}$/);
  });

  it('an English subscriber gets English words and the English page', async () => {
    await post('/api/base/alerts/push', subscribeBody({ lang: 'en' }));
    const at = new Date(Date.now() + 1000);
    const id = await publishVacancy(at);
    await runAlerts(t.db, PUBLIC_URL, at);
    await deliver(at);
    const payload = JSON.parse(keys.decrypt(push.received[0]!.body)) as PushPayload;
    expect(payload).toMatchObject({
      title: `Vacancy ${nextTitle}`,
      url: `${PUBLIC_URL}/vacancy/${id}?lng=en`,
    });
    expect(payload.body).toMatch(/^New vacancy · published \d+ \w+ \d{4}$/);
  });

  it('a 410 from the push service deletes the subscription and its pushes', async () => {
    await post('/api/base/alerts/push', subscribeBody());
    const at = new Date(Date.now() + 1000);
    await publishVacancy(at);
    await publishVacancy(at);
    await runAlerts(t.db, PUBLIC_URL, at);
    push.answer = 410;
    expect(await deliver(at)).toMatchObject({ sent: 0, gone: 1 });
    expect(await subscriptions()).toEqual([]);
    expect(await queued()).toEqual([]);
    expect(push.received).toHaveLength(1);
  });

  it('a 500 is tried again after a pause, and delivered once', async () => {
    await post('/api/base/alerts/push', subscribeBody());
    const at = new Date(Date.now() + 1000);
    await publishVacancy(at);
    await runAlerts(t.db, PUBLIC_URL, at);
    push.answer = 500;
    expect(await deliver(at)).toEqual({ sent: 0, failed: 1, gone: 0, gaveUp: 0 });
    // Not due again at once: the push service is not hammered.
    expect(await deliver(new Date(at.getTime() + 1000))).toEqual({ sent: 0, failed: 0, gone: 0, gaveUp: 0 });
    expect(push.received).toHaveLength(1);
    expect((await subscriptions())[0]).toMatchObject({
      failures: 1,
      last_error: 'push service answered 500',
    });

    push.answer = 201;
    const later = new Date(at.getTime() + 2 * 60_000);
    expect(await deliver(later)).toEqual({ sent: 1, failed: 0, gone: 0, gaveUp: 0 });
    expect(await deliver(new Date(later.getTime() + 60 * 60_000))).toEqual({
      sent: 0,
      failed: 0,
      gone: 0,
      gaveUp: 0,
    });
    expect(push.received).toHaveLength(2);
    expect(keys.decrypt(push.received[1]!.body)).toBe(keys.decrypt(push.received[0]!.body));
    expect(await queued()).toHaveLength(1);
    expect((await subscriptions())[0]).toMatchObject({ failures: 0, last_error: null });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts while the push service is down; at once on a 403`, async () => {
    await post('/api/base/alerts/push', subscribeBody());
    let at = new Date(Date.now() + 1000);
    await publishVacancy(at);
    await runAlerts(t.db, PUBLIC_URL, at);
    push.answer = 503;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const run = await deliver(at);
      expect(run.failed + run.gaveUp).toBe(1);
      at = new Date(at.getTime() + 24 * 60 * 60_000);
    }
    expect((await queued())[0]!.gave_up_at).not.toBeNull();
    expect(await deliver(at)).toEqual({ sent: 0, failed: 0, gone: 0, gaveUp: 0 });
    expect(push.received).toHaveLength(MAX_ATTEMPTS);

    push.answer = 403;
    await publishVacancy(at);
    await runAlerts(t.db, PUBLIC_URL, at);
    expect(await deliver(at)).toMatchObject({ gaveUp: 1 });
    // The subscription stays: a key mismatch is ours to fix, not the browser's.
    expect(await subscriptions()).toHaveLength(1);
  });

  it('the push-outbox job signs as the settings’ contact e-mail when VAPID_SUBJECT is unset', async () => {
    await post('/api/base/alerts/push', subscribeBody());
    // Due now: the job sends at the real time.
    const at = new Date();
    await publishVacancy(at);
    await runAlerts(t.db, PUBLIC_URL, at);
    await t.db
      .insertInto('setting_group')
      .values({ name: 'contact', value: JSON.stringify({ email: 'office@guthi.example' }) })
      .execute();
    const runs: unknown[] = [];
    const job = pushOutboxJob(t.db, t.config, VAPID, (run) => runs.push(run));
    expect(pushOutboxJob(t.db, t.config, null, () => {})).toBeNull();
    await job!.run();
    expect(runs).toEqual([{ sent: 1, failed: 0, gone: 0, gaveUp: 0 }]);
    const claims = verifiedVapidClaims(String(push.received[0]!.headers.authorization), VAPID.publicKey);
    expect(claims.sub).toBe('mailto:office@guthi.example');
    await t.db.deleteFrom('setting_group').where('name', '=', 'contact').execute();
  });

  it('unsubscribing by the endpoint deletes it and stops the pushes', async () => {
    const body = subscribeBody();
    await post('/api/base/alerts/push', body);
    const at = new Date(Date.now() + 1000);
    await publishVacancy(at);
    await runAlerts(t.db, PUBLIC_URL, at);
    const res = await post('/api/base/alerts/push/unsubscribe', { endpoint: body.endpoint }, 'ne');
    expect(res.statusCode).toBe(200);
    expect(strictly(alertAnswer).parse(res.json()).message).toBe(translate('ne', 'push.unsubscribed'));
    expect(await subscriptions()).toEqual([]);
    expect(await queued()).toEqual([]);
    await publishVacancy(new Date(at.getTime() + 1000));
    await runAlerts(t.db, PUBLIC_URL, new Date(at.getTime() + 1000));
    expect(await deliver(new Date(at.getTime() + 2000))).toEqual({ sent: 0, failed: 0, gone: 0, gaveUp: 0 });
    expect(push.received).toEqual([]);
    const again = await post('/api/base/alerts/push/unsubscribe', { endpoint: body.endpoint }, 'en');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(translate('en', 'push.not_found'));
  });
});

describe('Web Push off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RATE_LIMIT_WRITE_MAX: '2' } });
  });
  afterAll(() => t.close());

  it('without a key pair there is no key and no subscribing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/base/alerts/push-key' })).statusCode).toBe(404);
    const keys = browserKeys();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/base/alerts/push',
      payload: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/x',
        keys: { p256dh: keys.p256dh, auth: keys.auth },
        topics: ['notice'],
        lang: 'en',
      },
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 429 in the visitor’s language after the write limit', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/base/alerts/push/unsubscribe',
        payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/x' },
        headers: { 'accept-language': 'ne' },
      });
    expect((await send()).statusCode).toBe(404);
    expect((await send()).statusCode).toBe(404);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(translate('ne', 'api.too_many_requests'));
  });
});
