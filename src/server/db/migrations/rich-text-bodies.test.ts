// Migration 016: plain text bodies become rich text as the public pages showed them (a paragraph per
// line, a festival's history line a heading), escaped so no stored text turns into markup; HTML bodies
// stay; undone, they are plain text again.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test-support/test-app.ts';
import { createMigrator, migrateToLatest } from '../migrate.ts';
import { htmlOfPlainText } from './016-rich-text-bodies.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the schema before and after 016
type AnyDb = Kysely<any>;

describe('016-rich-text-bodies', () => {
  let t: TestDatabase;
  let db: AnyDb;
  beforeAll(async () => {
    t = await createTestDatabase();
    db = t.db as unknown as AnyDb;
  });
  afterAll(() => t.close());

  it('makes each line a paragraph, escapes markup, and a festival’s history line a heading', () => {
    expect(htmlOfPlainText('First line\r\n\r\n  <script>x</script> & more  \nlast', false)).toBe(
      '<p>First line</p><p>&lt;script&gt;x&lt;/script&gt; &amp; more</p><p>last</p>',
    );
    expect(htmlOfPlainText('Intro\nThe history and mythology of Indra Jatra\nStory', true)).toBe(
      '<p>Intro</p><h2>The history and mythology of Indra Jatra</h2><p>Story</p>',
    );
    expect(htmlOfPlainText('परिचय\nइन्द्रजात्राको इतिहास र पौराणिक कथा', true)).toBe(
      '<p>परिचय</p><h2>इन्द्रजात्राको इतिहास र पौराणिक कथा</h2>',
    );
    expect(htmlOfPlainText('<p>Already <strong>rich</strong></p>', false)).toBe(
      '<p>Already <strong>rich</strong></p>',
    );
  });

  it('rewrites the stored bodies, and undone gives the plain text back', async () => {
    const migrator = await createMigrator(db);
    expect((await migrator.migrateTo('015-content-version-triggers')).error).toBeUndefined();
    const created_at = '2026-01-01T00:00:00.000Z';
    const notice = await db
      .insertInto('notice')
      .values({ title_en: 'N', title_ne: 'न', text_en: 'One\nTwo <b>', text_ne: 'एक', created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const article = await db
      .insertInto('article')
      .values({ title_en: 'A', title_ne: 'ले', text_en: '<p>kept</p>', text_ne: '', created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const festival = await db
      .insertInto('festival')
      .values({
        title_en: 'F',
        title_ne: 'च',
        description_en: 'Intro\nThe history and mythology of F\nStory',
        description_ne: 'परिचय',
        location_en: '',
        location_ne: '',
        subtitle_en: '',
        subtitle_ne: '',
        start_date: '2026-10-01',
        end_date: '2026-10-02',
        created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const read = (table: string, id: number, column: string) =>
      db
        .selectFrom(table)
        .select([`${column}_en as en`, `${column}_ne as ne`])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    await migrateToLatest(t.db);
    expect(await read('notice', notice.id, 'text')).toEqual({
      en: '<p>One</p><p>Two &lt;b&gt;</p>',
      ne: '<p>एक</p>',
    });
    expect(await read('article', article.id, 'text')).toEqual({ en: '<p>kept</p>', ne: '' });
    expect(await read('festival', festival.id, 'description')).toEqual({
      en: '<p>Intro</p><h2>The history and mythology of F</h2><p>Story</p>',
      ne: '<p>परिचय</p>',
    });

    expect((await migrator.migrateTo('015-content-version-triggers')).error).toBeUndefined();
    expect(await read('notice', notice.id, 'text')).toEqual({ en: 'One\nTwo <b>', ne: 'एक' });
    expect(await read('festival', festival.id, 'description')).toEqual({
      en: 'Intro\nThe history and mythology of F\nStory',
      ne: 'परिचय',
    });
    await migrateToLatest(t.db);
  }, 120_000);
});
