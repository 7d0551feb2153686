import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '#shared/contract/common.ts';
import { translate } from '#shared/i18n/index.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { strictly } from '../test-support/strictly.ts';

// Found by the fuzz test (fuzz.test.ts): Fastify refuses these before any route, in a shape of its own.
describe('addresses Fastify cannot route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers bad percent-encoding with 400 in the error shape and the visitor language', async () => {
    for (const url of ['/api/%', '/api/notices/%E0%A4', '/notice/%zz']) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(400);
      expect(strictly(errorResponse).parse(res.json())).toEqual({
        status: 400,
        message: translate('en', 'api.bad_url'),
      });
    }
    const ne = await t.app.inject('/api/%');
    expect(ne.json().message).toBe(translate('ne', 'api.bad_url'));
  });

  it('answers a path parameter over the length limit with 400 in the error shape', async () => {
    const res = await t.app.inject(`/api/branch/branches/${'1'.repeat(300)}`);
    expect(res.statusCode).toBe(400);
    expect(strictly(errorResponse).parse(res.json()).status).toBe(400);
  });
});
