import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { multipart } from '#server/test-support/multipart.ts';
import { errorResponse } from '#shared/contract/common.ts';
import { contactCategoriesResponse, contactSentResponse } from '#shared/contract/contact.ts';
import { translate, type Lang } from '#shared/i18n/index.ts';
import { strictly } from '#server/test-support/strictly.ts';

const url = '/api/base/contact-us/';
const valid = {
  full_name: 'Sita Sharma',
  email: 'sita@example.org',
  phone: '9841234567',
  category: '',
  message: 'Please send me the festival schedule.',
};

describe('contact API', () => {
  let t: TestApp;
  let categoryId: number;
  const post = async (fields: Record<string, string | undefined>, lang?: Lang) => {
    const { payload, headers } = await multipart(fields);
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, ...(lang ? { 'accept-language': lang } : {}) },
    });
  };
  const stored = () => t.db.selectFrom('contact_message').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const rows = await t.db
      .insertInto('contact_category')
      .values([
        { name_en: 'Feedback', name_ne: 'सुझाव', sort_order: 2 },
        { name_en: 'General', name_ne: 'सामान्य', sort_order: 1 },
        { name_en: 'Events', name_ne: 'कार्यक्रम', sort_order: 2 },
      ])
      .returning('id')
      .execute();
    categoryId = rows[1]!.id;
    valid.category = String(categoryId);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('contact_message').execute();
  });

  it('lists the subjects by sort order, then id', async () => {
    for (const path of ['/api/base/contact-us-categories', '/api/base/contact-us-categories/']) {
      const res = await t.app.inject(path);
      expect(res.statusCode).toBe(200);
      const body = strictly(contactCategoriesResponse).parse(res.json());
      expect(body.data.map((c) => c.name_en)).toEqual(['General', 'Feedback', 'Events']);
      expect(body.data[0]).toEqual({ id: categoryId, name_en: 'General', name_ne: 'सामान्य' });
    }
  });

  it('stores a valid message and answers 201 in the request language', async () => {
    const res = await post({ ...valid, full_name: '  सीता शर्मा  ', phone: '९८४१२३४५६७' }, 'en');
    expect(res.statusCode).toBe(201);
    const body = strictly(contactSentResponse).parse(res.json());
    expect(body).toEqual({ status: 201, message: translate('en', 'api.contact_sent'), id: body.id });
    const [row] = await stored();
    expect(row).toMatchObject({
      id: body.id,
      full_name: 'सीता शर्मा',
      email: 'sita@example.org',
      phone: '9841234567',
      category_id: categoryId,
      message: valid.message,
      lang: 'en',
    });
    expect(Number.isNaN(Date.parse(row!.created_at))).toBe(false);
    const ne = await post({ ...valid, email: '' });
    expect(ne.statusCode).toBe(201);
    expect(ne.json().message).toBe(translate('ne', 'api.contact_sent'));
    expect((await stored())[1]).toMatchObject({ email: null, lang: 'ne' });
  });

  it('accepts a urlencoded form from a browser without JavaScript, with lng in the form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...valid, website: '', lng: 'en' }).toString(),
    });
    expect(res.statusCode).toBe(201);
    expect(strictly(contactSentResponse).parse(res.json()).message).toBe(translate('en', 'api.contact_sent'));
    expect(await stored()).toHaveLength(1);
  });

  const cases: [string, Record<string, string | undefined>, string][] = [
    ['name missing', { full_name: undefined }, 'validation.name_required'],
    ['name blank', { full_name: '   ' }, 'validation.name_required'],
    ['name too long', { full_name: 'x'.repeat(121) }, 'validation.too_long'],
    ['phone 9 digits', { phone: '984123456' }, 'validation.phone_digits'],
    ['phone 11 digits', { phone: '98412345678' }, 'validation.phone_digits'],
    ['phone letters', { phone: '98412345ab' }, 'validation.phone_digits'],
    ['phone decimal', { phone: '98412345.6' }, 'validation.phone_digits'],
    ['phone missing', { phone: undefined }, 'validation.phone_digits'],
    ['subject missing', { category: undefined }, 'validation.subject_required'],
    ['subject empty', { category: '' }, 'validation.subject_required'],
    ['subject not a number', { category: 'abc' }, 'validation.subject_unknown'],
    ['subject unknown', { category: '999999' }, 'validation.subject_unknown'],
    ['message short', { message: ' abcd ' }, 'validation.message_min'],
    ['message missing', { message: undefined }, 'validation.message_min'],
    ['message too long', { message: 'x'.repeat(5001) }, 'validation.too_long'],
    ['email invalid', { email: 'not-an-email' }, 'validation.email_invalid'],
    ['email too long', { email: `${'a'.repeat(250)}@x.org` }, 'validation.too_long'],
  ];
  it.each(cases)('refuses %s with its message in both languages', async (_name, change, key) => {
    const field = Object.keys(change)[0]!;
    const en = await post({ ...valid, ...change }, 'en');
    expect(en.statusCode).toBe(400);
    const body = strictly(errorResponse).parse(en.json());
    expect(body).toEqual({
      status: 400,
      message: translate('en', 'api.validation_failed'),
      errors: { [field]: translate('en', key) },
    });
    const ne = await post({ ...valid, ...change });
    expect(ne.statusCode).toBe(400);
    expect(ne.json()).toEqual({
      status: 400,
      message: translate('ne', 'api.validation_failed'),
      errors: { [field]: translate('ne', key) },
    });
    expect(translate('ne', key)).not.toBe(translate('en', key));
    expect(await stored()).toEqual([]);
  });

  it('answers every field error together, and the form lng wins over Accept-Language', async () => {
    const res = await post(
      { full_name: '', phone: '12', category: '424242', message: 'hi', email: 'x@', lng: 'ne' },
      'en',
    );
    expect(res.statusCode).toBe(400);
    expect(strictly(errorResponse).parse(res.json()).errors).toEqual({
      full_name: translate('ne', 'validation.name_required'),
      phone: translate('ne', 'validation.phone_digits'),
      category: translate('ne', 'validation.subject_unknown'),
      message: translate('ne', 'validation.message_min'),
      email: translate('ne', 'validation.email_invalid'),
    });
    expect(await stored()).toEqual([]);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const res = await post({ ...valid, website: 'http://spam.example' }, 'en');
    expect(res.statusCode).toBe(201);
    const body = strictly(contactSentResponse).parse(res.json());
    expect(body.message).toBe(translate('en', 'api.contact_sent'));
    expect(await stored()).toEqual([]);
  });

  it('refuses other content types and broken multipart with a 4xx in the error shape', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url,
      payload: valid,
      headers: { 'accept-language': 'en' },
    });
    expect(json.statusCode).toBe(415);
    expect(strictly(errorResponse).parse(json.json()).message).toBe(
      translate('en', 'api.unsupported_media_type'),
    );
    const text = await t.app.inject({
      method: 'POST',
      url,
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    strictly(errorResponse).parse(text.json());
    const noBoundary = await t.app.inject({
      method: 'POST',
      url,
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    strictly(errorResponse).parse(noBoundary.json());
    const truncated = await t.app.inject({
      method: 'POST',
      url,
      payload: '--xyz\r\nContent-Disposition: form-data; name="full_name"\r\n\r\nSita',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(truncated.statusCode).toBeGreaterThanOrEqual(400);
    expect(truncated.statusCode).toBeLessThan(500);
    strictly(errorResponse).parse(truncated.json());
    expect(await stored()).toEqual([]);
  });
});

describe('contact API rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RATE_LIMIT_WRITE_MAX: '2' } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After in the one error shape after the write limit', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'full_name=',
      });
    expect((await send()).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(400);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(strictly(errorResponse).parse(limited.json())).toEqual({
      status: 429,
      message: translate('ne', 'api.too_many_requests'),
    });
    // Reading is not limited by the write limit.
    expect((await t.app.inject('/api/base/contact-us-categories')).statusCode).toBe(200);
  });
});
