import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Ids are 32-bit integer columns in PostgreSQL: a larger id must be a 400 everywhere, never a
// database error (500). One check per route family that takes an id in its path.
describe('ids larger than an id column', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it.each([
    '/api/events/festivals/2147483648',
    '/api/notices/list-notices-by-branch/99999999999',
    '/api/articles/list-articles-by-branch/99999999999',
    '/api/events/festivals/list-festivals-by-branch/99999999999',
    '/api/branch/branches/99999999999',
    '/api/branch/branch-employees/list-employees-by-branch/99999999999',
  ])('%s answers 400 in the request language', async (url) => {
    const res = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().errors)).toEqual(['The id must be a whole number']);
  });

  it('accepts the largest id and answers 404 for it', async () => {
    expect((await t.app.inject('/api/events/festivals/2147483647')).statusCode).toBe(404);
  });
});
