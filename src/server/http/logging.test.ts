// The logs follow a request by its id and never carry a citizen's personal data: a complaint, a contact
// message, a refused complaint and a status check go through the real app at level debug, and none of
// the citizen's words appears in any line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { multipart } from '../test-support/multipart.ts';
import { loggableUrl, REQUEST_ID_HEADER } from './logging.ts';

const citizen = {
  name: 'Sunmaya Tamatta',
  contact: '9812345098',
  address: 'Khokana-7 Bhindyo tole',
  title: 'Dyochhen rooftile complaint',
  details: 'Pinnacle of the dyochhen has cracked since Kartik',
  email: 'sunmaya.tamatta@example.org',
};
const secrets = Object.values(citizen);

describe('request logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  let reference: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'debug' },
      logStream: { write: (line) => void lines.push(line) },
    });
    const branch = await t.db.selectFrom('branch').select('id').orderBy('id').executeTakeFirstOrThrow();
    const category = await t.db
      .selectFrom('complaint_category')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const complaint = await multipart({
      name: citizen.name,
      contact: citizen.contact,
      address: citizen.address,
      branch: String(branch.id),
      category: String(category.id),
      title: citizen.title,
      details: citizen.details,
      file: { name: `${citizen.name}.txt`, type: 'text/plain', content: citizen.details },
    });
    const contactCategory = await t.db
      .selectFrom('contact_category')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const accepted = await t.app.inject({ method: 'POST', url: '/api/base/complaints', ...complaint });
    // The attachment is refused by content (a text file): a 400 whose body echoes nothing personal.
    expect(accepted.statusCode).toBe(400);
    const withoutFile = await multipart({
      name: citizen.name,
      contact: citizen.contact,
      address: citizen.address,
      branch: String(branch.id),
      category: String(category.id),
      title: citizen.title,
      details: citizen.details,
    });
    const stored = await t.app.inject({ method: 'POST', url: '/api/base/complaints', ...withoutFile });
    expect(stored.statusCode).toBe(201);
    reference = stored.json<{ reference: string }>().reference;
    const refused = await multipart({ name: citizen.name, contact: 'not a phone', details: citizen.details });
    expect((await t.app.inject({ method: 'POST', url: '/api/base/complaints', ...refused })).statusCode).toBe(
      400,
    );
    const message = await multipart({
      full_name: citizen.name,
      email: citizen.email,
      phone: citizen.contact,
      category: String(contactCategory.id),
      message: citizen.details,
    });
    const sent = await t.app.inject({ method: 'POST', url: '/api/base/contact-us/', ...message });
    expect(sent.statusCode, sent.body).toBe(201);
    const status = await t.app.inject({
      method: 'POST',
      url: '/api/base/complaints/status',
      payload: { reference, phone: citizen.contact },
    });
    expect(status.statusCode).toBe(200);
    // A query string with a citizen's words in it (a search, a mistyped link).
    await t.app.inject(`/api/notices?page=1&q=${encodeURIComponent(citizen.name)}&phone=${citizen.contact}`);
  });
  afterAll(() => t.close());

  it('holds no name, phone, address, email or complaint text', () => {
    expect(lines.length).toBeGreaterThan(10);
    const log = lines.join('\n');
    for (const secret of secrets) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
  });

  it('names every request line by its id, and answers with it', async () => {
    const requestLines = lines
      .map((line) => JSON.parse(line) as { reqId?: string; req?: unknown })
      .filter((e) => e.req);
    expect(requestLines.length).toBeGreaterThan(5);
    for (const entry of requestLines) expect(entry.reqId).toMatch(/^[\w.:-]+$/);
    const res = await t.app.inject('/api/health/live');
    expect(res.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const fromProxy = await t.app.inject({
      url: '/api/health/live',
      headers: { [REQUEST_ID_HEADER]: 'edge-42.a' },
    });
    expect(fromProxy.headers[REQUEST_ID_HEADER]).toBe('edge-42.a');
    // Not a plain token (a log-forging attempt): a fresh id instead.
    const forged = await t.app.inject({
      url: '/api/health/live',
      headers: { [REQUEST_ID_HEADER]: 'a\nb {"x"' },
    });
    expect(forged.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps harmless query values and hides the rest', () => {
    expect(loggableUrl('/notice?page=2&lng=en')).toBe('/notice?page=2&lng=en');
    expect(loggableUrl('/search?q=Sita%20Sharma&page=2')).toBe('/search?q=…&page=2');
    expect(loggableUrl('/x?flag&phone=98')).toBe('/x?flag&phone=…');
    expect(loggableUrl('/plain')).toBe('/plain');
  });
});
