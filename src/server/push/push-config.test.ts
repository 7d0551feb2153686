// Web Push's configuration (ADR 048): the push-service list (what a visitor's endpoint may name: SSRF),
// loopback hosts only outside production; the VAPID key pair from the environment, else made once beside
// an SQLite file and kept, else (PostgreSQL) none.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { parseEnv } from '../env.ts';
import { parsePushServiceHosts, pushEndpointProblem, pushHostPolicy } from './endpoint-policy.ts';
import { resolveVapidKeys } from './vapid.ts';

describe('PUSH_SERVICE_HOSTS', () => {
  it('allows the browsers’ push services by default, and nothing on this machine or network', () => {
    const policy = pushHostPolicy(parseEnv({}));
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-db5p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
      'https://api.push.apple.com/3/device/abc',
    ]) {
      expect(pushEndpointProblem(ok, policy), ok).toBeNull();
    }
    for (const bad of [
      'http://127.0.0.1:3000/push',
      'http://localhost/push',
      'https://localhost/push',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.1/push',
      'https://[::1]/push',
      'https://notify.windows.com/x',
      'https://fcm.googleapis.com@evil.example/x',
      'https://FCM.googleapis.com:443/ok-default-port-is-fine',
    ]) {
      const expected = bad.includes(':443/') ? null : 'validation.push_endpoint';
      expect(pushEndpointProblem(bad, policy), bad).toBe(expected);
    }
  });

  it('refuses loopback hosts in production, and entries that are not host names', () => {
    expect(parsePushServiceHosts('fcm.googleapis.com,127.0.0.1', true)).toMatch(/^127\.0\.0\.1: loopback/);
    expect(typeof parsePushServiceHosts('fcm.googleapis.com,127.0.0.1', false)).toBe('object');
    expect(parsePushServiceHosts('10.0.0.1', false)).toMatch(/not a host name/);
    expect(parsePushServiceHosts('*.com', false)).toMatch(/not a host name/);
    expect(() => parseEnv({ NODE_ENV: 'production', PUSH_SERVICE_HOSTS: 'localhost' })).toThrow(
      /PUSH_SERVICE_HOSTS: localhost: loopback/,
    );
  });
});

describe('VAPID keys', () => {
  const folder = mkdtempSync(join(tmpdir(), 'sampada-vapid-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('come from the environment, both or neither', () => {
    const pair = webPush.generateVAPIDKeys();
    const env = parseEnv({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey });
    expect(resolveVapidKeys(env, 'postgres')).toEqual(pair);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => parseEnv({ VAPID_SUBJECT: 'webmaster@example.org' })).toThrow(/VAPID_SUBJECT/);
  });

  it('unset with an SQLite file: made once, kept beside it (0600) and reused', () => {
    const env = parseEnv({ DATABASE_URL: join(folder, 'site.sqlite') });
    const first = resolveVapidKeys(env, 'sqlite')!;
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
    const file = join(folder, 'vapid-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(resolveVapidKeys(env, 'sqlite')).toEqual(first);
  });

  it('unset with PostgreSQL (or an in-memory database): Web Push is off', () => {
    expect(resolveVapidKeys(parseEnv({ DATABASE_URL: 'postgres://u@h/db' }), 'postgres')).toBeNull();
    expect(resolveVapidKeys(parseEnv({ DATABASE_URL: ':memory:' }), 'sqlite')).toBeNull();
  });
});
