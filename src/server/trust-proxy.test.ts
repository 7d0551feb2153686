import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';
import { parseTrustProxy, trustProxyOption } from './trust-proxy.ts';

/** The client address a real Fastify instance sees with this TRUST_PROXY value. */
async function clientIp(trustProxy: string, forwardedFor: string, remoteAddress = '127.0.0.1') {
  const app = Fastify({ trustProxy: trustProxyOption(parseTrustProxy(trustProxy)) });
  app.get('/', (request) => ({ ip: request.ip }));
  try {
    const res = await app.inject({ url: '/', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
    return (res.json() as { ip: string }).ip;
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY: which X-Forwarded-For entry is the client', () => {
  const spoofed = '10.9.0.1, 203.0.113.7';

  it('ignores the header without a proxy', async () => {
    expect(await clientIp('false', spoofed)).toBe('127.0.0.1');
  });

  it('takes the entry the last proxy wrote, never the client-written leftmost one', async () => {
    expect(await clientIp('1', spoofed)).toBe('203.0.113.7');
    expect(await clientIp('true', spoofed)).toBe('203.0.113.7');
    expect(await clientIp('2', `192.0.2.1, ${spoofed}`)).toBe('10.9.0.1');
  });

  it('trusts listed proxy addresses and ranges only', async () => {
    expect(await clientIp('127.0.0.1', spoofed)).toBe('203.0.113.7');
    expect(await clientIp('10.0.0.0/8, 127.0.0.1', '198.51.100.4, 10.1.2.3')).toBe('198.51.100.4');
    // A peer that is not a listed proxy is the client itself, whatever it writes.
    expect(await clientIp('10.0.0.0/8', spoofed, '192.0.2.9')).toBe('192.0.2.9');
    expect(await clientIp('10.0.0.0/8', spoofed, '::ffff:10.0.0.5')).toBe('203.0.113.7');
  });

  it('stops the server at start on a value it does not understand', () => {
    for (const value of ['yes', '10.0.0.0/33', '300.1.1.1', '10.0.0.1,']) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('write rate limit behind one proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { TRUST_PROXY: 'true', RATE_LIMIT_WRITE_MAX: '3' } });
  });
  afterAll(() => t.close());

  it('counts a client that forges a new leftmost entry on every request as one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/base/contact-us',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `10.9.0.${i}, 203.0.113.7`,
        },
        payload: 'full_name=',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});
