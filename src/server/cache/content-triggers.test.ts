// The response cache fails closed on writes it never saw (ADR 024, migration 015): the database bumps
// content_version itself, inside the writing transaction, so a script writing plain SQL (or a server
// whose own invalidation failed) still reaches every server's stored answers at their next poll.
import { randomUUID } from 'node:crypto';
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Database } from '../db/schema.ts';
import { PUBLIC_CONTENT_TABLES } from '../db/table-privacy.ts';
import { isSqlite } from '../db/dialect-helpers.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { sharedDatabase } from '../test-support/shared-database.ts';

/** The poll never runs by itself in these tests: each calls it once, when it wants it. */
const NO_TIMER = { CACHE_POLL_MS: '60000' };
const path = '/api/notices?pageSize=100&lng=en';
const markLatestNotice = (marker: string) =>
  `update notice set title_en = '${marker}' where id = (select max(id) from notice)`;

async function body(origin: string): Promise<string> {
  const answer = await fetch(`${origin}${path}`);
  expect(answer.status).toBe(200);
  return answer.text();
}

const versionOf = async (db: Kysely<Database>, table: string) =>
  Number(
    (
      await db
        .selectFrom('content_version')
        .select('version')
        .where('table_name', '=', table)
        .executeTakeFirst()
    )?.version ?? 0,
  );

describe('content_version triggers', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp({ env: NO_TIMER });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('are on every public content table and on no other', async () => {
    const { rows } = isSqlite(t.db)
      ? await sql<{ table: string }>`
          select distinct tbl_name as "table" from sqlite_master
          where type = 'trigger' and name like '%content_version%'`.execute(t.db)
      : await sql<{ table: string }>`
          select distinct event_object_table as "table" from information_schema.triggers
          where trigger_schema = current_schema() and trigger_name like '%content_version%'`.execute(t.db);
    expect(rows.map((row) => row.table).sort()).toEqual([...PUBLIC_CONTENT_TABLES].sort());
  });

  it('bump inside the writing transaction: a rolled-back write bumps nothing', async () => {
    const plain = t.db.withoutPlugins();
    const before = await versionOf(t.db, 'notice');
    await plain
      .transaction()
      .execute(async (trx) => {
        await sql.raw(markLatestNotice('rolled back')).execute(trx);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await versionOf(t.db, 'notice')).toBe(before);
    await sql.raw(markLatestNotice(`QA-${randomUUID()}`)).execute(plain);
    expect(await versionOf(t.db, 'notice')).toBeGreaterThan(before);
  });

  it('let one poll refresh what a write the app never saw changed', async () => {
    const marker = `QA-plain-${randomUUID()}`;
    await t.app.contentVersions.poll();
    await body(origin);
    const hits = t.app.responseStore.hits;
    expect(await body(origin)).not.toContain(marker);
    expect(t.app.responseStore.hits).toBe(hits + 1);
    // Plain SQL on a Kysely without the app's table-access plugin: nothing in the app hears of it.
    await sql.raw(markLatestNotice(marker)).execute(t.db.withoutPlugins());
    expect(await body(origin)).not.toContain(marker);
    await t.app.contentVersions.poll();
    expect(await body(origin)).toContain(marker);
  });

  it('a poll asked for after a write sees it, though one in flight read the versions before it', async () => {
    const marker = `QA-raced-${randomUUID()}`;
    // Invalidated here, the next poll also reads the publishing schedule: it stays in flight a while.
    await t.app.contentVersions.changed(['notice']);
    await body(origin);
    const inFlight = t.app.contentVersions.poll();
    await sql.raw(markLatestNotice(marker)).execute(t.db.withoutPlugins());
    await t.app.contentVersions.poll();
    expect(await body(origin)).toContain(marker);
    await inFlight;
  });
});

describe('a script writing plain SQL on its own connection', () => {
  it('reaches both servers’ stored answers at their next poll', async () => {
    const shared = await sharedDatabase(NO_TIMER);
    onTestFinished(() => shared.close());
    const apps = shared.apps as [FastifyInstance, FastifyInstance];
    const origins = await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
    for (const [index, app] of apps.entries()) {
      await body(origins[index]!);
      const hits = app.responseStore.hits;
      await body(origins[index]!);
      expect(app.responseStore.hits).toBe(hits + 1);
    }
    const marker = `QA-script-${randomUUID()}`;
    await writeAsScript(shared.location, markLatestNotice(marker));
    for (const [index, app] of apps.entries()) {
      expect(await body(origins[index]!)).not.toContain(marker);
      await app.contentVersions.poll();
      expect(await body(origins[index]!)).toContain(marker);
    }
  });
});

/** A connection of its own, no Kysely, no app code: what a maintenance script would do. */
async function writeAsScript(location: { url: string; schema?: string }, statement: string): Promise<void> {
  if (!location.url.startsWith('postgres')) {
    const sqlite = new Sqlite(location.url);
    try {
      sqlite.pragma('busy_timeout = 5000');
      sqlite.exec(statement);
    } finally {
      sqlite.close();
    }
    return;
  }
  const client = new pg.Client({
    connectionString: location.url,
    options: `-c search_path=${location.schema}`,
  });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
