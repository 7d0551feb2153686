// The response cache's parts on their own: keys, codings, entity tags, script hashes, the store's bounds
// and invalidation, and which tables a query reads and writes.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedDatabase, type TestDatabase } from '../test-support/test-app.ts';
import { cacheKey, isPrivateTable, nextNepalMidnight } from './cache-rules.ts';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CompressionLane } from './compression-lane.ts';
import { chooseCoding, matchesEntityTag } from './encodings.ts';
import { identityOf, ResponseStore, type StoredAnswer } from './response-store.ts';
import { ownInlineScripts } from './script-hashes.ts';
import { newTableAccess, runWithTableAccess, tableAccessOf, UNREADABLE_SQL } from '../db/table-access.ts';
import { PUBLIC_TABLES } from '../db/table-privacy.ts';
import { isSqlite } from '../db/dialect-helpers.ts';
import { changedByWrite } from './response-cache.ts';

describe('cacheKey', () => {
  it('is one for a page whatever tracking parameters it came with (ADR 057), not for an API answer', () => {
    expect(cacheKey('/?fbclid=IwAR1', {})).toBe(cacheKey('/', {}));
    expect(cacheKey('/notice?utm_source=fb&page=2&gclid=x', {})).toBe(cacheKey('/notice?page=2', {}));
    expect(cacheKey('/?utm_source=fb&lng=en', {})).toBe(cacheKey('/?lng=en', {}));
    expect(cacheKey('/notice?page=2&fbclid=1', {})).not.toBe(cacheKey('/notice?page=3&fbclid=1', {}));
    expect(cacheKey('/api/notices?fbclid=1', {})).not.toBe(cacheKey('/api/notices', {}));
  });

  it('sorts the query, and separates languages and (for pages) themes', () => {
    expect(cacheKey('/notice?page=2&x=1', {})).toBe(cacheKey('/notice?x=1&page=2', {}));
    expect(cacheKey('/notice', { 'accept-language': 'en' })).not.toBe(cacheKey('/notice', {}));
    expect(cacheKey('/notice', { cookie: 'lng=en' })).toBe(cacheKey('/notice', { 'accept-language': 'en' }));
    expect(cacheKey('/notice', { cookie: 'theme=dark' })).not.toBe(cacheKey('/notice', {}));
    expect(cacheKey('/api/notices', { cookie: 'theme=dark' })).toBe(cacheKey('/api/notices', {}));
    // The text size (A− A A+) too; its default is the key of no cookie, and an unknown size is none.
    expect(cacheKey('/notice', { cookie: 'text_size=200' })).not.toBe(cacheKey('/notice', {}));
    expect(cacheKey('/notice', { cookie: 'text_size=200' })).not.toBe(
      cacheKey('/notice', { cookie: 'text_size=150' }),
    );
    expect(cacheKey('/notice', { cookie: 'text_size=100' })).toBe(cacheKey('/notice', {}));
    expect(cacheKey('/notice', { cookie: 'text_size=999' })).toBe(cacheKey('/notice', {}));
    expect(cacheKey('/api/notices', { cookie: 'text_size=200' })).toBe(cacheKey('/api/notices', {}));
    // Other cookies do not split the key (a stored answer never depends on them).
    expect(cacheKey('/notice', { cookie: 'other=1' })).toBe(cacheKey('/notice', {}));
  });

  it('keeps two spellings of a path apart, and gives none to an odd or over-long target', () => {
    expect(cacheKey('/notice/', {})).not.toBe(cacheKey('/notice', {}));
    expect(cacheKey('/%6Eotice', {})).not.toBe(cacheKey('/notice', {}));
    expect(cacheKey('*', {})).toBeNull();
    expect(cacheKey(`/notice?q=${'x'.repeat(2000)}`, {})).toBeNull();
  });

  it('names private tables: those classified private, and any name nobody classified', () => {
    expect(['auth_session', 'complaint', 'audit_log', 'content_version'].every(isPrivateTable)).toBe(true);
    expect(['notice', 'branch', 'setting_group', 'search_fts'].some(isPrivateTable)).toBe(false);
    expect(['notices', 'public', UNREADABLE_SQL, 'kysely_migration'].every(isPrivateTable)).toBe(true);
  });

  it('takes a write to a table nobody classified as a change to every public table', () => {
    expect(changedByWrite(['notice', 'audit_log'])).toEqual(['notice']);
    expect(changedByWrite(['audit_log'])).toEqual([]);
    expect(changedByWrite(['notice', UNREADABLE_SQL])).toEqual(PUBLIC_TABLES);
    expect(PUBLIC_TABLES).toEqual(expect.arrayContaining(['notice', 'setting_group', 'search_fts']));
  });
});

describe('nextNepalMidnight', () => {
  it('is 18:15 UTC, the same day before it and the next day after', () => {
    expect(new Date(nextNepalMidnight(Date.parse('2026-11-25T10:00:00Z'))).toISOString()).toBe(
      '2026-11-25T18:15:00.000Z',
    );
    expect(new Date(nextNepalMidnight(Date.parse('2026-11-25T18:15:00Z'))).toISOString()).toBe(
      '2026-11-26T18:15:00.000Z',
    );
    expect(new Date(nextNepalMidnight(Date.parse('2026-11-25T18:14:59Z'))).toISOString()).toBe(
      '2026-11-25T18:15:00.000Z',
    );
  });
});

describe('codings and entity tags', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseCoding('gzip, deflate, br')).toBe('br');
    expect(chooseCoding('gzip')).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseCoding('*')).toBe('gzip');
    expect(chooseCoding('identity')).toBeNull();
    expect(chooseCoding(undefined)).toBeNull();
  });

  it('matches If-None-Match weakly, in a list, and *', () => {
    expect(matchesEntityTag('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEntityTag('"a"', 'W/"a"')).toBe(true);
    expect(matchesEntityTag('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEntityTag('*', 'W/"a"')).toBe(true);
    expect(matchesEntityTag('W/"b"', 'W/"a"')).toBe(false);
    expect(matchesEntityTag(undefined, 'W/"a"')).toBe(false);
  });
});

describe('ownInlineScripts', () => {
  const sha = (value: string) => `sha256-${createHash('sha256').update(value).digest('base64')}`;
  const mark = 'Zm9yLXRoaXMtcmVuZGVy';
  const own = (html: string, marker: string | null) => {
    const { html: page, hashes } = ownInlineScripts(Buffer.from(html), marker);
    return { html: page.toString(), hashes };
  };

  it("hashes the text of the renderer's marked inline scripts, as a browser does, and removes the mark", () => {
    const text = 'window.__x = {"a":"\\u003c/script>","ne":"नमस्ते"};';
    const html = `<head><script nonce="${mark}" src="/a.js"></script><script nonce="${mark}">${text}</script><SCRIPT type="module" nonce="${mark}">import "/b.js";</Script><link rel="modulepreload" nonce="${mark}" href="/c.js"/></head>`;
    const page = own(html, mark);
    expect(page.hashes).toEqual([sha(text), sha('import "/b.js";')]);
    expect(page.html).not.toContain(mark);
    expect(page.html).not.toContain('nonce');
    expect(page.html).toContain(`<script>${text}</script>`);
  });

  it('never allows an inline script that came from content, whatever it looks like', () => {
    const injected = 'alert(document.cookie)';
    const html = [
      `<script nonce="${mark}">app()</script>`,
      `<div class="rich-text"><script>${injected}</script>`,
      `<script nonce="guess">${injected}</script>`,
      `<script nonce="">${injected}</script>`,
      `<script data-x="nonce=&quot;${mark.slice(0, 4)}">${injected}</script>`,
      // The mark outside a script's start tag, or in another element's: not a script of the renderer's.
      `<p title="x"> nonce="${mark}"</p><scripts nonce="${mark}">${injected}</scripts></div>`,
    ].join('');
    const page = own(html, mark);
    expect(page.hashes).toEqual([sha('app()')]);
    expect(page.hashes).not.toContain(sha(injected));
  });

  it('allows nothing when the page carries no mark (an answer the renderer did not make)', () => {
    const html = '<script>app()</script>';
    expect(own(html, null)).toEqual({ html, hashes: [] });
    expect(own(html, mark).hashes).toEqual([]);
  });
});

function answer(tables: string[], bytes = 100): StoredAnswer {
  return {
    status: 200,
    headers: {},
    etag: 'W/"x"',
    identity: Buffer.alloc(bytes),
    br: null,
    gzip: null,
    tables: new Set(tables),
    hits: 0,
    expiresAt: Date.now() + 60_000,
  };
}

describe('ResponseStore', () => {
  it('drops exactly the answers read from a changed table, and moves its generation', () => {
    const store = new ResponseStore(1_000_000);
    store.set('notices', answer(['notice', 'branch']));
    store.set('laws', answer(['law']));
    const generation = store.generation;
    store.invalidate(['branch']);
    expect(store.get('notices')).toBeUndefined();
    expect(store.get('laws')).toBeDefined();
    expect(store.generation).toBe(generation + 1);
  });

  it('stays within its bytes, dropping the least recently used first', () => {
    const store = new ResponseStore(8 * 3000);
    store.set('a', answer([], 1500));
    store.set('b', answer([], 1500));
    store.get('a');
    for (let i = 0; i < 12; i++) store.set(`c${i}`, answer([], 1500));
    expect(store.bytes).toBeLessThanOrEqual(8 * 3000);
    expect(store.get('b')).toBeUndefined();
    // Too big for the store (over an eighth of it): not kept at all.
    store.set('huge', answer([], 5000));
    expect(store.get('huge')).toBeUndefined();
  });

  it('forgets an answer past its time, and stores nothing when turned off', () => {
    const store = new ResponseStore(1_000_000);
    store.set('old', { ...answer([]), expiresAt: Date.now() - 1 });
    expect(store.get('old')).toBeUndefined();
    expect(store.bytes).toBe(0);
    const off = new ResponseStore(0);
    off.set('a', answer([]));
    expect(off.size).toBe(0);
  });

  it('keeps each stored answer in buffers of its own, not views into zlib chunks or the shared pool', () => {
    const store = new ResponseStore(1_000_000);
    const small: StoredAnswer = { ...answer([]), identity: Buffer.from('{"ok":true}') };
    expect(small.identity!.buffer.byteLength).toBeGreaterThan(small.identity!.length);
    store.set('small', small);
    expect(small.identity!.buffer.byteLength).toBe(small.identity!.length);
    expect(small.identity!.toString()).toBe('{"ok":true}');
    const gzip = store.codingOf('small', small, 'gzip');
    expect(gzip.buffer.byteLength).toBe(gzip.length);
  });

  it('makes a coding when first asked for, counts it, and tells when an answer is asked for again', () => {
    const store = new ResponseStore(1_000_000);
    const page = Buffer.from('<p>नमस्ते</p>'.repeat(3000));
    const stored: StoredAnswer = { ...answer([]), identity: null, br: brotliCompressSync(page) };
    store.set('page', stored);
    const bytesWithBrotli = store.bytes;
    const askedAgain: string[] = [];
    store.onAskedAgain((key) => askedAgain.push(key));

    expect(brotliDecompressSync(store.codingOf('page', stored, 'br'))).toEqual(page);
    expect(stored.gzip).toBeNull();
    expect(askedAgain).toEqual([]);
    const gzip = store.codingOf('page', stored, 'gzip');
    expect(gunzipSync(gzip)).toEqual(page);
    expect(store.codingOf('page', stored, 'gzip')).toBe(gzip);
    expect(store.bytes).toBe(bytesWithBrotli + gzip.length);
    expect(askedAgain).toEqual(['page']);
    // Its own bytes, for a client that takes neither coding, come from a coding.
    expect(identityOf(stored)).toEqual(page);
  });
});

describe('CompressionLane', () => {
  it('runs at most its width at once, and background work only when nothing else waits', async () => {
    const lane = new CompressionLane(2);
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const job = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(name);
      running -= 1;
    };
    await Promise.all([
      ...['a', 'b', 'c', 'd'].map((name) => lane.run(job(name))),
      lane.runWhenIdle(job('background')),
    ]);
    expect(most).toBe(2);
    expect(order.indexOf('background')).toBeGreaterThan(order.indexOf('c'));
  });
});

describe('table access', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createMigratedDatabase(false);
  });
  afterAll(() => database.close());

  it('records the tables a request read (joins, sub-queries, raw SQL) and the ones it wrote', async () => {
    const { db } = database;
    const access = newTableAccess();
    await runWithTableAccess(access, async () => {
      await db
        .selectFrom('notice')
        .leftJoin('branch', 'branch.id', 'notice.branch_id')
        .where('notice.id', 'in', db.selectFrom('revision').select('entity_id as id' as never))
        .select('notice.id')
        .execute();
      await sql`select count(*) from law_category`.execute(db);
      await db.updateTable('slide').set({ sort_order: 1 }).where('id', '=', -1).execute();
    });
    expect([...access.reads].sort()).toEqual(['branch', 'law_category', 'notice', 'revision', 'slide']);
    expect([...access.writes]).toEqual(['slide']);
  });

  it('records raw SQL it cannot read, or that names no table, as unreadable', async () => {
    const { db } = database;
    const readsOf = async (query: () => Promise<unknown>) => {
      const access = newTableAccess();
      await runWithTableAccess(access, query);
      return [...access.reads].sort();
    };
    // A schema-qualified name: which schema's table it is, this reader does not know.
    const qualified = isSqlite(db) ? 'main.notice' : 'information_schema.tables';
    expect(await readsOf(() => sql`select 1 as one`.execute(db))).toEqual([UNREADABLE_SQL]);
    expect(await readsOf(() => sql`select count(*) from notice, branch`.execute(db))).toContain(
      UNREADABLE_SQL,
    );
    expect(await readsOf(() => sql.raw(`select count(*) from ${qualified}`).execute(db))).toEqual([
      UNREADABLE_SQL,
    ]);
    // A raw table in a join names a known table, or is unreadable.
    const joined = (table: string) =>
      db
        .selectFrom('notice')
        .innerJoin(sql.raw(table).as('other'), (join) => join.onTrue())
        .select('notice.id')
        .limit(1)
        .execute();
    expect(await readsOf(() => joined('branch'))).toEqual(['branch', 'notice']);
    expect(await readsOf(() => joined('complaint_category'))).toEqual(['complaint_category', 'notice']);
    expect(await readsOf(() => joined('(select 1)'))).toEqual([UNREADABLE_SQL, 'notice']);
  });

  it('tells its listeners of a write made outside any request, once it has run', async () => {
    const { db } = database;
    const written: string[][] = [];
    const stop = tableAccessOf(db)!.onWrite((tables) => written.push(tables));
    await db.deleteFrom('service').where('id', '=', -1).execute();
    await db.selectFrom('law').select('id').execute();
    await runWithTableAccess(newTableAccess(), () => db.deleteFrom('slide').where('id', '=', -1).execute());
    // A raw write through a common table expression: its tables cannot all be read (seq), so it is
    // taken as a write to every table it names, the unreadable included.
    await sql`with recursive seq(n) as (select 1 union all select n + 1 from seq where n < 2)
      delete from law where id in (select -n from seq)`.execute(db);
    stop();
    expect(written[0]).toEqual(['service']);
    expect(written[1]).toEqual(expect.arrayContaining(['law', UNREADABLE_SQL]));
    expect(written).toHaveLength(2);
  });
});
