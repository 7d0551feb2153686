// The response cache over real HTTP (ADR 024): what is stored and served again, in which codings, with
// which headers; what is never stored; and that a change reaches every stored answer that showed it:
// a staff write on this server or on another one sharing the database, and a scheduled publishing time.
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createStaff, staffHeaders, type TestStaff } from '../test-support/staff.ts';
import { sharedDatabase } from '../test-support/shared-database.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with exactly these headers (fetch would add and decode codings itself). */
function get(origin: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

let t: TestApp;
let origin: string;
let editor: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, 'editor');
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('a stored answer', () => {
  const path = '/api/notices?page=2';

  it("is sent again with the new request's id, not the first visitor's", async () => {
    const first = await get(origin, '/api/notices?page=3');
    const again = await get(origin, '/api/notices?page=3');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('is served again, the same bytes in every coding, with its entity tag and public caching', async () => {
    const first = await get(origin, path);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const hits = t.app.responseStore.hits;
    const br = await get(origin, path, { 'accept-encoding': 'br, gzip' });
    const gzip = await get(origin, path, { 'accept-encoding': 'gzip' });
    const plain = await get(origin, path, { 'accept-encoding': 'br;q=0, identity' });
    expect(t.app.responseStore.hits).toBe(hits + 3);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.body)).toEqual(first.body);
    expect(gunzipSync(gzip.body)).toEqual(first.body);
    expect(plain.body).toEqual(first.body);
    for (const answer of [br, gzip, plain]) {
      expect(answer.headers.etag).toBe(first.headers.etag);
      expect(answer.headers['content-type']).toBe(first.headers['content-type']);
      expect(answer.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.headers['content-length']).toBe(String(answer.body.length));
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('keeps a large answer compressed only, and decodes it for a client that takes no coding', async () => {
    const large = '/api/notices?pageSize=100';
    const first = await get(origin, large, { 'accept-encoding': 'br' });
    expect(first.body.length).toBeGreaterThan(0);
    const hits = t.app.responseStore.hits;
    const plain = await get(origin, large);
    expect(t.app.responseStore.hits).toBe(hits + 1);
    expect(plain.body.length).toBeGreaterThan(32 * 1024);
    expect(plain.body).toEqual(brotliDecompressSync(first.body));
  });

  it('answers 304 to a client that has it, and HEAD with the headers of GET', async () => {
    const first = await get(origin, path);
    const etag = String(first.headers.etag);
    const again = await get(origin, path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const head = await get(origin, path, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(first.body.length));
    expect(head.headers.etag).toBe(etag);
    // A miss (a query not asked before) gets its 304 too, and a tag it does not have is no match.
    expect((await get(origin, '/api/notices?page=3', { 'if-none-match': 'W/"other"' })).status).toBe(200);
    expect((await get(origin, '/api/notices?page=4', { 'if-none-match': '*' })).status).toBe(304);
  });

  it('is kept per language, and a query in another order is the same answer', async () => {
    const size = t.app.responseStore.size;
    const english = await get(origin, '/api/base/services', { 'accept-language': 'en' });
    const nepali = await get(origin, '/api/base/services', { 'accept-language': 'ne' });
    expect(t.app.responseStore.size).toBe(size + 2);
    const hits = t.app.responseStore.hits;
    expect((await get(origin, '/api/base/services', { 'accept-language': 'en' })).body).toEqual(english.body);
    expect((await get(origin, '/api/base/services', { cookie: 'lng=ne' })).body).toEqual(nepali.body);
    const a = await get(origin, '/api/notices?page=2&pageSize=5');
    const b = await get(origin, '/api/notices?pageSize=5&page=2');
    expect(b.body).toEqual(a.body);
    expect(t.app.responseStore.hits).toBe(hits + 3);
  });
});

describe('never stored', () => {
  it('the health check, the staff API, errors, and answers that read private rows', async () => {
    const paths = ['/api/health', '/api/admin/notices', '/api/notices/does-not-exist', '/api/nothing-here'];
    for (const path of paths) {
      await get(origin, path, { cookie: editor.cookie });
      const hits = t.app.responseStore.hits;
      const again = await get(origin, path, { cookie: editor.cookie });
      expect(t.app.responseStore.hits, path).toBe(hits);
      expect(again.headers['cache-control'] ?? '', path).not.toMatch(/public/);
    }
  });
});

describe('a change', () => {
  it('made by a staff request drops what showed it before the request is answered', async () => {
    const path = '/api/notices?pageSize=100';
    const before = (await get(origin, path)).body.toString();
    const id = (JSON.parse(before) as { data: { id: number }[] }).data[0]!.id;
    await get(origin, path);
    const trashed = await fetch(`${origin}/api/admin/notices/${id}`, {
      method: 'DELETE',
      headers: staffHeaders(t, editor.cookie),
    });
    expect(trashed.status).toBe(200);
    const after = JSON.parse((await get(origin, path)).body.toString()) as { data: { id: number }[] };
    expect(after.data.map((notice) => notice.id)).not.toContain(id);
  });

  it('reaches the page when its scheduled time comes, with no write', async () => {
    const scheduled = await createTestApp({ env: { CACHE_POLL_MS: '100' } });
    onTestFinished(() => scheduled.close());
    const at = await scheduled.app.listen({ port: 0, host: '127.0.0.1' });
    const marker = `QA-scheduled-${randomUUID()}`;
    const publishAt = new Date(Date.now() + 1500).toISOString();
    await sql`update notice set title_en = ${marker}, publish_at = ${publishAt} where id = (select max(id) from notice)`.execute(
      scheduled.db,
    );
    await scheduled.app.contentVersions.poll();
    const path = '/api/notices?pageSize=100&lng=en';
    expect((await get(at, path)).body.toString()).not.toContain(marker);
    expect(scheduled.app.responseStore.size).toBeGreaterThan(0);
    await waitFor(async () => (await get(at, path)).body.toString().includes(marker), 5000);
  });

  it('made on another server sharing the database reaches this server within its poll', async () => {
    const shared = await sharedDatabase();
    onTestFinished(() => shared.close());
    const [a, b] = shared.apps as [FastifyInstance, FastifyInstance];
    const [originA, originB] = await Promise.all(
      [a, b].map((app) => app.listen({ port: 0, host: '127.0.0.1' })),
    );
    const path = '/api/base/services';
    const ids = async () =>
      (JSON.parse((await get(originA!, path)).body.toString()) as { data: { id: number }[] }).data.map(
        (service) => service.id,
      );
    const shown = await ids();
    const hits = a.responseStore.hits;
    expect(await ids()).toEqual(shown);
    expect(a.responseStore.hits).toBe(hits + 1);
    // A staff member trashes a service on server B.
    const staff = await createStaff({ ...t, app: b, db: shared.db }, 'editor');
    const trashed = await fetch(`${originB}/api/admin/services/${shown[0]}`, {
      method: 'DELETE',
      headers: staffHeaders(t, staff.cookie),
    });
    expect(trashed.status).toBe(200);
    await waitFor(async () => !(await ids()).includes(shown[0]!), 5000);
  });
});

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
