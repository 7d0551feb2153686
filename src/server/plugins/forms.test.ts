// What the two public forms do with hostile input, checked once for both in readForm/validateFields:
// control characters (PostgreSQL refuses NUL in text: it must be a 400, never a 500) and the
// multipart count limits (a 413 that says what is wrong, not the file-size message).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { multipart, type MultipartFile } from '../test-support/multipart.ts';
import { COMPLAINT_FILE_MAX_BYTES } from '#shared/contract/complaint.ts';
import { translate, type Lang } from '#shared/i18n/index.ts';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4w8AAAAJoAM1w/7HYAAAAAElFTkSuQmCC',
  'base64',
);

describe('form input checks shared by the contact and complaint forms', () => {
  let t: TestApp;
  // Ids of the rows beforeAll inserts are filled in there; the field names are needed earlier, by it.each.
  const forms = {
    contact: {
      url: '/api/base/contact-us',
      valid: {
        full_name: 'Sita Shrestha',
        email: 'sita@example.com',
        phone: '9841234567',
        category: '',
        message: 'When is the museum open?',
      } as Record<string, string>,
    },
    complaint: {
      url: '/api/base/complaints',
      valid: {
        name: 'Ram Bahadur',
        contact: '9841234567',
        address: 'Lalitpur-5',
        branch: '',
        category: '',
        title: 'Temple roof leaks',
        details: 'The roof leaks in the monsoon.',
      } as Record<string, string>,
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const branch = await t.db
      .insertInto('branch')
      .values({ name_en: 'Patan', name_ne: 'पाटन', sort_order: 1, created_at: '2025-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const subject = await t.db
      .insertInto('contact_category')
      .values({ name_en: 'General', name_ne: 'सामान्य', sort_order: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const category = await t.db
      .insertInto('complaint_category')
      .values({ name_en: 'Land', name_ne: 'जग्गा', sort_order: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    forms.contact.valid.category = String(subject.id);
    forms.complaint.valid.branch = String(branch.id);
    forms.complaint.valid.category = String(category.id);
  });
  afterAll(() => t.close());

  const postMultipart = async (
    url: string,
    fields: Record<string, string | MultipartFile | undefined>,
    lang: Lang = 'en',
  ) => {
    const { payload, headers } = await multipart(fields);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, 'accept-language': lang } });
  };
  const postUrlencoded = (url: string, fields: Record<string, string>, lang: Lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': lang },
    });

  const textFields = (form: 'contact' | 'complaint') =>
    Object.keys(forms[form].valid).map((field) => [form, field] as const);

  describe.each(['\u0000', '\u0007', '\u001b', '\u007f'])('control character %j', (control) => {
    it.each([...textFields('contact'), ...textFields('complaint')])(
      '%s field %s is refused with 400 in both languages',
      async (form, field) => {
        const { url, valid } = forms[form];
        const value = `${valid[field]!.slice(0, 2)}${control}${valid[field]!.slice(2)}`;
        for (const lang of ['en', 'ne'] as const) {
          const res = await postMultipart(url, { ...valid, [field]: value }, lang);
          expect(res.statusCode, `${field} ${lang}`).toBe(400);
          expect(res.json()).toMatchObject({
            status: 400,
            message: translate(lang, 'api.validation_failed'),
            errors: { [field]: translate(lang, 'validation.control_characters') },
          });
        }
        const urlencoded = await postUrlencoded(url, { ...valid, [field]: value });
        expect(urlencoded.statusCode).toBe(400);
        expect(urlencoded.json().errors[field]).toBe(
          'Remove the invisible control characters from this field',
        );
      },
    );
  });

  it('still accepts tabs, newlines and carriage returns in a message', async () => {
    const res = await postMultipart(forms.contact.url, {
      ...forms.contact.valid,
      message: 'Line one\r\nLine\ttwo\nthree',
    });
    expect(res.statusCode).toBe(201);
  });

  it('drops control characters from an uploaded file name and stores the complaint', async () => {
    const res = await postMultipart(forms.complaint.url, {
      ...forms.complaint.valid,
      file: { name: 'roof\u0000photo\u0007.png', type: 'image/png', content: png },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('complaint')
      .select('attachment_name')
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row.attachment_name).toBe('roofphoto.png');
  });

  describe('multipart limits', () => {
    const file = (name: string): MultipartFile => ({ name, type: 'image/png', content: png });
    const manyFields = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`extra_${i}`, 'x']));

    it.each([
      ['too many fields', () => ({ ...forms.complaint.valid, ...manyFields(30) })],
      [
        'too many files',
        () => ({
          ...forms.complaint.valid,
          a: file('a.png'),
          b: file('b.png'),
          c: file('c.png'),
          d: file('d.png'),
        }),
      ],
      [
        'too many parts',
        () => ({
          ...forms.complaint.valid,
          ...manyFields(20),
          ...Object.fromEntries(Array.from({ length: 3 }, (_, i) => [`f${i}`, file(`${i}.png`)])),
          ...Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`more_${i}`, 'y'])),
        }),
      ],
    ])('%s answers 413 saying so, in both languages', async (_case, fields) => {
      for (const lang of ['en', 'ne'] as const) {
        const res = await postMultipart(forms.complaint.url, fields(), lang);
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({ status: 413, message: translate(lang, 'api.form_too_many_parts') });
        expect(res.json().message).not.toBe(translate(lang, 'api.payload_too_large'));
      }
    });

    it('keeps the spec message for a file over 5 MB', async () => {
      const res = await postMultipart(forms.complaint.url, {
        ...forms.complaint.valid,
        file: { name: 'big.jpg', type: 'image/jpeg', content: new Uint8Array(COMPLAINT_FILE_MAX_BYTES + 1) },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ status: 413, message: 'File size must be less than 5MB' });
    });

    it('answers an oversized urlencoded body with 413 that does not talk about files', async () => {
      const res = await postUrlencoded(forms.contact.url, {
        ...forms.contact.valid,
        message: 'x'.repeat(300 * 1024),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ status: 413, message: 'The request is too large' });
    });
  });
});
