import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

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

// The same overflow through query strings and form fields: every numeric input a client sends is
// either capped by its contract or too short to overflow; none may reach the database unchecked.
describe('numbers larger than an id column in queries and forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const huge = '3000000000';
  it.each([
    ['/api/laws?category=' + huge, 'category'],
    ['/api/events/festivals?exclude=' + huge, 'exclude'],
    ['/api/events/festivals?limit=' + huge, 'limit'],
    ['/api/notices?pageSize=' + huge, 'pageSize'],
    ['/api/laws?page_size=' + huge, 'page_size'],
    ['/api/base/departments/1/team?pageSize=' + huge, 'pageSize'],
  ])('%s answers 400 naming %s', async (url, field) => {
    const res = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, errors: { [field]: expect.any(String) } });
  });

  it('answers a page far past the end with an empty page, not a database error', async () => {
    const res = await t.app.inject('/api/notices?page=9007199254740991&pageSize=100');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it.each([
    [
      '/api/base/contact-us',
      { full_name: 'A', phone: '9800000000', category: huge, message: 'Hello' },
      'category',
    ],
    [
      '/api/base/complaints',
      { name: 'A', contact: '9800000000', address: 'B', branch: huge, category: '1', title: 'Title' },
      'branch',
    ],
    [
      '/api/base/complaints',
      { name: 'A', contact: '9800000000', address: 'B', branch: '1', category: huge, title: 'Title' },
      'category',
    ],
  ])('POST %s with a huge id answers 400 naming the field', async (url, fields, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });
});
