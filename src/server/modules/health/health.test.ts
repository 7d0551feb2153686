import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

describe('health and API basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('reports the database as answering', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', uploads: 'ok' });
  });

  it('splits liveness (the process) from readiness (database and uploads)', async () => {
    const live = await t.app.inject('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', uploads: 'ok' });
    expect(live.headers['cache-control']).toBeUndefined();
  });

  it('answers the same path with a trailing slash', async () => {
    expect((await t.app.inject('/api/health/')).statusCode).toBe(200);
  });

  it('answers unknown API paths with 404 JSON in the visitor language', async () => {
    const en = await t.app.inject({ url: '/api/no-such-thing', headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ status: 404, message: 'There is no API endpoint at this address' });
    const ne = await t.app.inject('/api/no-such-thing');
    expect(ne.json().message).toBe('यो ठेगानामा कुनै एपीआई छैन');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves an OpenAPI document listing the routes', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/health'].get.responses['200']).toBeDefined();
  });
});
