// The list queries must read an index in their ORDER BY order, not scan and sort the table: the
// SQLite planner's own EXPLAIN QUERY PLAN for every SELECT the API sends while answering the lists.
// (SQLite only: PostgreSQL's planner picks sequential scans on tables this small, so its plans say
// nothing about large ones; the same indexes are created there by the same migrations.)
import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseEnv } from '../env.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';
import { seedDemoContent } from './seed/index.ts';

/** Tables of a few dozen rows, shown whole: sorting them in memory costs nothing. */
const smallTables = [
  'slide',
  'service',
  'branch',
  'department',
  'setting_group',
  // One row per content table (the response cache's versions, read whole by each poll).
  'content_version',
  'contact_category',
  'complaint_category',
  'law_category',
];

const listPaths = [
  '/notices',
  '/notices/urgent-notices',
  '/notices/popup-notices',
  '/notices/list-notices-by-branch/2',
  '/articles',
  '/articles/list-articles-by-branch/2',
  '/events/temples',
  '/events/festivals',
  '/events/festivals/latest',
  '/events/festivals/get-festivals-list',
  '/events/festivals/list-festivals-by-branch/2',
  '/events/festivals/1/upcoming',
  '/events/occasions/list-occasions-by-branch/2',
  '/events/get-month-details?month=8&year=2083',
  '/base/employees',
  '/base/departments/1/team',
  '/branch/branch-employees/list-employees-by-branch/2',
  '/base/gallery',
  '/base/gallery/heritage-strip',
  '/base/get-latest-updates',
  '/base/get-homepage-contents',
  '/vacancy/notices',
  '/laws',
  '/laws?category=1',
];

describe('query plans of the list queries (SQLite)', () => {
  const sqlite = new Sqlite(':memory:');
  const queries = new Map<string, readonly unknown[]>();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      if (event.level === 'query' && /^select /i.test(event.query.sql))
        queries.set(event.query.sql, event.query.parameters);
    },
  });
  const uploadDir = mkdtempSync(join(tmpdir(), 'sampada-plans-'));

  beforeAll(async () => {
    await migrateToLatest(db);
    await seedDemoContent(db, { uploadDir: null });
    const config = parseEnv({ NODE_ENV: 'test', UPLOAD_DIR: uploadDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, db });
    queries.clear();
    for (const path of listPaths) {
      const res = await app.inject(`/api${path}`);
      expect(res.statusCode, path).toBe(200);
    }
    await app.close();
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('reads an index and never sorts in a temporary B-tree', () => {
    const checked: string[] = [];
    for (const [query, parameters] of queries) {
      const table = /from "(\w+)"/.exec(query)?.[1] ?? '';
      if (smallTables.includes(table)) continue;
      const plan = (
        sqlite.prepare(`explain query plan ${query}`).all(...(parameters as unknown[])) as {
          detail: string;
        }[]
      ).map((row) => row.detail);
      checked.push(table);
      expect(
        plan.some((step) => / USING (COVERING )?INDEX |INTEGER PRIMARY KEY/.test(step)),
        `${query}\n${plan.join('\n')}`,
      ).toBe(true);
      expect(
        plan.filter((step) => step.includes('TEMP B-TREE')),
        `${query}\n${plan.join('\n')}`,
      ).toEqual([]);
      expect(
        plan.filter((step) => /^SCAN \w+$/.test(step)),
        `${query}\n${plan.join('\n')}`,
      ).toEqual([]);
    }
    // Every list table was seen, so a renamed path cannot make this test pass vacuously.
    expect(new Set(checked)).toEqual(
      new Set([
        'notice',
        'article',
        'heritage_site',
        'festival',
        'occasion',
        'employee',
        'gallery_image',
        'vacancy_document',
        'law',
        // The slides' pictures' focal points, looked up by address (media_url_idx).
        'media',
      ]),
    );
  });
});
