import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { multipart, type MultipartFile } from '#server/test-support/multipart.ts';
import { privateUploadDir } from '#server/plugins/uploads.ts';
import { errorResponse } from '#shared/contract/common.ts';
import {
  COMPLAINT_FILE_MAX_BYTES,
  complaintCategoriesResponse,
  complaintSubmittedResponse,
} from '#shared/contract/complaint.ts';
import { translate, type Lang } from '#shared/i18n/index.ts';
import { strictly } from '#server/test-support/strictly.ts';

const url = '/api/base/complaints';
/** A real 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4w8AAAAJoAM1w/7HYAAAAAElFTkSuQmCC',
  'base64',
);
/** A JPEG header padded to `size` bytes: the sniffer reads the first bytes only. */
const jpegOfSize = (size: number) => {
  const data = new Uint8Array(size);
  data.set([0xff, 0xd8, 0xff, 0xe0]);
  return data;
};
const file = (name: string, type: string, content: Uint8Array<ArrayBuffer> | string): MultipartFile => ({
  name,
  type,
  content,
});

type Fields = Record<string, string | MultipartFile | undefined>;

describe('complaints API', () => {
  let t: TestApp;
  let branchId: number;
  let categoryId: number;
  let valid: Record<string, string>;
  const post = async (fields: Fields, lang?: Lang) => {
    const { payload, headers } = await multipart(fields);
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, ...(lang ? { 'accept-language': lang } : {}) },
    });
  };
  const stored = () => t.db.selectFrom('complaint').selectAll().orderBy('id').execute();
  const attachmentDir = () => join(privateUploadDir(t.uploadDir), 'complaints');
  const storedFiles = () => {
    try {
      return readdirSync(attachmentDir());
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const branch = await t.db
      .insertInto('branch')
      .values({
        parent_id: null,
        name_en: 'Kathmandu',
        name_ne: 'काठमाडौं',
        sort_order: 1,
        created_at: '2025-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    branchId = branch.id;
    const categories = await t.db
      .insertInto('complaint_category')
      .values([
        { name_en: 'Land', name_ne: 'जग्गा', sort_order: 2 },
        { name_en: 'Service', name_ne: 'सेवा', sort_order: 1 },
      ])
      .returning('id')
      .execute();
    categoryId = categories[0]!.id;
    valid = {
      name: 'Ram Bahadur',
      contact: '+977 984-1234567',
      address: 'Lalitpur-5',
      branch: String(branchId),
      category: String(categoryId),
      title: 'Temple roof leaks',
      details: 'The roof of the temple leaks in the monsoon.',
    };
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('complaint').execute();
  });

  it('lists the categories by sort order, then id', async () => {
    const res = await t.app.inject('/api/base/complaint-categories/');
    expect(res.statusCode).toBe(200);
    const body = strictly(complaintCategoriesResponse).parse(res.json());
    expect(body.data).toEqual([
      { id: categoryId + 1, name_en: 'Service', name_ne: 'सेवा' },
      { id: categoryId, name_en: 'Land', name_ne: 'जग्गा' },
    ]);
  });

  it('stores a complaint without a file', async () => {
    const res = await post({ ...valid, details: undefined }, 'en');
    expect(res.statusCode).toBe(201);
    const body = strictly(complaintSubmittedResponse).parse(res.json());
    expect(body).toEqual({
      status: 201,
      message: translate('en', 'api.complaint_submitted'),
      id: body.id,
      reference: expect.stringMatching(/^GS-20\d{2}-000001$/),
    });
    expect(await stored()).toEqual([
      expect.objectContaining({
        id: body.id,
        name: 'Ram Bahadur',
        contact: '+977 984-1234567',
        address: 'Lalitpur-5',
        branch_id: branchId,
        category_id: categoryId,
        title: 'Temple roof leaks',
        details: null,
        attachment_path: null,
        attachment_type: null,
        attachment_size: null,
        attachment_name: null,
        lang: 'en',
      }),
    ]);
    const ne = await post(valid);
    expect(ne.json().message).toBe(translate('ne', 'api.complaint_submitted'));
  });

  it('treats the empty file part of a form with no file chosen as no file', async () => {
    // What a browser sends: a file part with an empty filename and no bytes.
    const boundary = '----sampada';
    const parts = Object.entries(valid).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const payload = Buffer.from(
      `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename=""\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n\r\n--${boundary}--\r\n`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(201);
    expect((await stored())[0]!.attachment_path).toBeNull();
  });

  it('accepts a urlencoded form (no file) from a browser without JavaScript', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...valid, website: '', lng: 'en' }).toString(),
    });
    expect(res.statusCode).toBe(201);
    expect(strictly(complaintSubmittedResponse).parse(res.json()).message).toBe(
      translate('en', 'api.complaint_submitted'),
    );
    expect(await stored()).toHaveLength(1);
  });

  it('stores a real PNG named .txt as .png in the private folder', async () => {
    const res = await post({ ...valid, file: file('photo.txt', 'text/plain', png) });
    expect(res.statusCode).toBe(201);
    const [row] = await stored();
    expect(row).toMatchObject({
      attachment_type: 'image/png',
      attachment_size: png.length,
      attachment_name: 'photo.txt',
    });
    expect(row!.attachment_path).toMatch(/^complaints\/[0-9a-f-]{36}\.png$/);
    expect(readFileSync(join(privateUploadDir(t.uploadDir), row!.attachment_path!))).toEqual(png);
  });

  it('drops bidi and control characters from the stored file name', async () => {
    // U+202E turns `scan\u202Egnp.exe` into "scanexe.png" on an operator's screen.
    const name = 'scan\u202Egnp.exe\u2066\u200F\u0085\u009B.pdf';
    const res = await post({ ...valid, file: file(name, 'image/png', png) });
    expect(res.statusCode).toBe(201);
    expect((await stored())[0]!.attachment_name).toBe('scangnp.exe.pdf');
  });

  it('accepts exactly 5 MiB and refuses one byte more with 413', async () => {
    const before = storedFiles().length;
    const atLimit = await post({
      ...valid,
      file: file('scan.jpg', 'image/jpeg', jpegOfSize(COMPLAINT_FILE_MAX_BYTES)),
    });
    expect(COMPLAINT_FILE_MAX_BYTES).toBe(5242880);
    expect(atLimit.statusCode).toBe(201);
    const [row] = await stored();
    expect(row).toMatchObject({ attachment_type: 'image/jpeg', attachment_size: 5242880 });
    expect(row!.attachment_path).toMatch(/\.jpg$/);
    expect(storedFiles()).toHaveLength(before + 1);

    for (const lang of ['en', 'ne'] as const) {
      const over = await post(
        { ...valid, file: file('scan.jpg', 'image/jpeg', jpegOfSize(COMPLAINT_FILE_MAX_BYTES + 1)) },
        lang,
      );
      expect(over.statusCode).toBe(413);
      expect(strictly(errorResponse).parse(over.json())).toEqual({
        status: 413,
        message: translate(lang, 'api.payload_too_large'),
        errors: { file: translate(lang, 'validation.file_size') },
      });
    }
    expect(await stored()).toHaveLength(1);
    expect(storedFiles()).toHaveLength(before + 1);
  });

  it('judges the file by its bytes: HTML named .pdf is refused, a real PDF accepted', async () => {
    const before = storedFiles().length;
    const html = file('report.pdf', 'application/pdf', '<!doctype html><script>alert(1)</script>');
    for (const lang of ['en', 'ne'] as const) {
      const res = await post({ ...valid, file: html }, lang);
      expect(res.statusCode).toBe(400);
      expect(strictly(errorResponse).parse(res.json()).errors).toEqual({
        file: translate(lang, 'validation.file_type'),
      });
    }
    const empty = await post({ ...valid, file: file('empty.pdf', 'application/pdf', '') }, 'en');
    expect(empty.json().errors).toEqual({ file: translate('en', 'validation.file_type') });
    expect(await stored()).toEqual([]);
    expect(storedFiles()).toHaveLength(before);

    const pdf = await post({
      ...valid,
      file: file('x.bin', 'application/octet-stream', '%PDF-1.7\n%%EOF\n'),
    });
    expect(pdf.statusCode).toBe(201);
    expect((await stored())[0]).toMatchObject({ attachment_type: 'application/pdf' });
  });

  const cases: [string, Fields, string][] = [
    ['name missing', { name: undefined }, 'validation.full_name_required'],
    ['name blank', { name: '  ' }, 'validation.full_name_required'],
    ['name too long', { name: 'x'.repeat(121) }, 'validation.too_long'],
    ['contact missing', { contact: undefined }, 'validation.contact_required'],
    ['contact blank', { contact: ' ' }, 'validation.contact_required'],
    ['contact letters', { contact: '98412abc' }, 'validation.contact_format'],
    ['contact too long', { contact: '1'.repeat(31) }, 'validation.too_long'],
    ['address missing', { address: undefined }, 'validation.address_required'],
    ['address too long', { address: 'x'.repeat(301) }, 'validation.too_long'],
    ['branch missing', { branch: undefined }, 'validation.branch_required'],
    ['branch empty', { branch: '' }, 'validation.branch_required'],
    ['branch not a number', { branch: '1.5' }, 'validation.branch_unknown'],
    ['branch unknown', { branch: '999999' }, 'validation.branch_unknown'],
    ['category missing', { category: undefined }, 'validation.category_required'],
    ['category unknown', { category: '999999' }, 'validation.category_unknown'],
    ['category not a number', { category: 'land' }, 'validation.category_unknown'],
    ['title short', { title: ' Roof ' }, 'validation.title_min'],
    ['title missing', { title: undefined }, 'validation.title_min'],
    ['title too long', { title: 'x'.repeat(201) }, 'validation.too_long'],
    ['details too long', { details: 'x'.repeat(5001) }, 'validation.too_long'],
  ];
  it.each(cases)('refuses %s with its message in both languages', async (_name, change, key) => {
    const field = Object.keys(change)[0]!;
    const before = storedFiles().length;
    for (const lang of ['en', 'ne'] as const) {
      // With a valid file attached: a refused form stores no file either.
      const res = await post(
        { ...valid, ...change, file: file('a.png', 'image/png', png) },
        lang === 'en' ? 'en' : undefined,
      );
      expect(res.statusCode).toBe(400);
      expect(strictly(errorResponse).parse(res.json())).toEqual({
        status: 400,
        message: translate(lang, 'api.validation_failed'),
        errors: { [field]: translate(lang, key) },
      });
    }
    expect(translate('ne', key)).not.toBe(translate('en', key));
    expect(await stored()).toEqual([]);
    expect(storedFiles()).toHaveLength(before);
  });

  it('answers every field error together; the form lng wins', async () => {
    const res = await post(
      {
        branch: '424242',
        category: '',
        title: 'abc',
        lng: 'en',
        file: file('a.pdf', 'application/pdf', 'nope'),
      },
      'ne',
    );
    expect(res.statusCode).toBe(400);
    expect(strictly(errorResponse).parse(res.json()).errors).toEqual({
      name: translate('en', 'validation.full_name_required'),
      contact: translate('en', 'validation.contact_required'),
      address: translate('en', 'validation.address_required'),
      branch: translate('en', 'validation.branch_unknown'),
      category: translate('en', 'validation.category_required'),
      title: translate('en', 'validation.title_min'),
      file: translate('en', 'validation.file_type'),
    });
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const before = storedFiles().length;
    const res = await post({ ...valid, website: 'spam', file: file('a.png', 'image/png', png) }, 'en');
    expect(res.statusCode).toBe(201);
    expect(strictly(complaintSubmittedResponse).parse(res.json()).message).toBe(
      translate('en', 'api.complaint_submitted'),
    );
    expect(await stored()).toEqual([]);
    expect(storedFiles()).toHaveLength(before);
  });

  it('removes the stored file when the database refuses the row', async () => {
    // A real database failure: a trigger that refuses one title.
    if (t.kind === 'sqlite') {
      await sql`create trigger refuse_complaint before insert on complaint when new.title = 'refuse me'
        begin select raise(abort, 'refused'); end`.execute(t.db);
    } else {
      await sql`create function refuse_complaint() returns trigger language plpgsql as $$
        begin if new.title = 'refuse me' then raise exception 'refused'; end if; return new; end $$`.execute(
        t.db,
      );
      await sql`create trigger refuse_complaint before insert on complaint
        for each row execute function refuse_complaint()`.execute(t.db);
    }
    const before = storedFiles().length;
    const res = await post({ ...valid, title: 'refuse me', file: file('a.png', 'image/png', png) }, 'en');
    expect(res.statusCode).toBe(500);
    expect(strictly(errorResponse).parse(res.json()).message).toBe(translate('en', 'api.server_error'));
    expect(await stored()).toEqual([]);
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses other content types and a file in the wrong field sensibly', async () => {
    const res = await t.app.inject({ method: 'POST', url, payload: valid });
    expect(res.statusCode).toBe(415);
    expect(strictly(errorResponse).parse(res.json()).message).toBe(
      translate('ne', 'api.unsupported_media_type'),
    );
    // A file under another field name is read and dropped.
    const other = await post({ ...valid, photo: file('a.png', 'image/png', png) });
    expect(other.statusCode).toBe(201);
    expect((await stored())[0]!.attachment_path).toBeNull();
  });

  it('never serves a stored attachment under /uploads/', async () => {
    const res = await post({ ...valid, file: file('secret.png', 'image/png', png) });
    expect(res.statusCode).toBe(201);
    const relative = (await stored())[0]!.attachment_path!;
    const name = relative.split('/').pop()!;
    const attempts = [
      `/uploads/../private/${relative}`,
      `/uploads/private/${relative}`,
      `/uploads/${relative}`,
      `/uploads/${name}`,
      `/uploads/%2e%2e/private/${relative}`,
      `/uploads/..%2fprivate%2f${relative.replace('/', '%2f')}`,
      `/uploads/%2e%2e%2fprivate%2fcomplaints%2f${name}`,
      `/uploads/%252e%252e/private/${relative}`,
      `/uploads/..%5cprivate%5ccomplaints%5c${name}`,
      `/uploads//../private/${relative}`,
      `/private/${relative}`,
      `/api/../uploads/../private/${relative}`,
    ];
    for (const attempt of attempts) {
      const answer = await t.app.inject(attempt);
      expect([403, 404], attempt).toContain(answer.statusCode);
      expect(answer.rawPayload.includes(png), attempt).toBe(false);
    }
  });
});

describe('complaints API rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { RATE_LIMIT_WRITE_MAX: '2' } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After after the write limit, in the one error shape', async () => {
    const send = async () => {
      const { payload, headers } = await multipart({ name: 'x' });
      return t.app.inject({ method: 'POST', url, payload, headers });
    };
    expect((await send()).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(400);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(strictly(errorResponse).parse(limited.json())).toEqual({
      status: 429,
      message: translate('ne', 'api.too_many_requests'),
    });
  });
});
