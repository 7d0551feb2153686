// Migration 011 fills the search index with its own frozen copy of the indexing (it never imports
// today's db/search-index.ts), and 029 adds the spelling keys and the vocabulary with its own copy of
// the spelling code (spelling-2026-11.ts). On the demo content of today the migrations and today's
// code must still agree entry for entry and word for word.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test-support/test-app.ts';
import { createMigrator, migrateToLatest } from '../migrate.ts';
import { seedDemoContent } from '../seed/index.ts';

describe('migrations 011 and 029', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await migrateToLatest(t.db);
    await seedDemoContent(t.db, { uploadDir: null, now: new Date('2026-11-26T06:00:00Z') });
  });
  afterAll(() => t.close());

  const entries = () =>
    t.db.selectFrom('search_entry').selectAll().orderBy('source').orderBy('item_id').execute();

  const vocabulary = async () => ({
    words: (await sql`select word, shown from search_word order by word`.execute(t.db)).rows,
    trigrams: (await sql`select count(*) as n from search_word_trigram`.execute(t.db)).rows,
  });

  it('indexes stored content as today’s index does', async () => {
    // The seed indexed everything with today's db/search-index.ts.
    const today = await entries();
    const todaysWords = await vocabulary();
    expect(todaysWords.words.length).toBeGreaterThan(500);
    expect(today.length).toBeGreaterThan(50);
    // Undo 011 (and what came after it), then migrate a database that already holds content.
    const migrator = await createMigrator(t.db);
    expect((await migrator.migrateTo('010-job-runs')).error).toBeUndefined();
    const notices = await sql`select count(*) as n from notice`.execute(t.db);
    expect(Number((notices.rows[0] as { n: number | string }).n)).toBeGreaterThan(0);
    await migrateToLatest(t.db);
    expect(await entries()).toEqual(today);
    expect(await vocabulary()).toEqual(todaysWords);
  });
});
