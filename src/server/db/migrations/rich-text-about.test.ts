// Migration 036: the About page's plain texts become rich text as the page showed them (a paragraph per
// line), escaped so no stored text turns into markup; HTML stays, the other settings are not touched;
// undone, they are plain text again.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test-support/test-app.ts';
import { createMigrator, migrateToLatest } from '../migrate.ts';
import { aboutHtmlOfPlainText } from './036-rich-text-about.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the schema before and after 036
type AnyDb = Kysely<any>;

describe('036-rich-text-about', () => {
  let t: TestDatabase;
  let db: AnyDb;
  beforeAll(async () => {
    t = await createTestDatabase();
    db = t.db as unknown as AnyDb;
  });
  afterAll(() => t.close());

  const about = async () =>
    JSON.parse(
      (
        await db
          .selectFrom('setting_group')
          .select('value')
          .where('name', '=', 'about')
          .executeTakeFirstOrThrow()
      ).value,
    ) as Record<string, unknown>;

  it('makes each line a paragraph and escapes markup', () => {
    expect(aboutHtmlOfPlainText('First\r\n\r\n  <script>x</script> & more  \nlast')).toBe(
      '<p>First</p><p>&lt;script&gt;x&lt;/script&gt; &amp; more</p><p>last</p>',
    );
    expect(aboutHtmlOfPlainText('<p>Already <strong>rich</strong></p>')).toBe(
      '<p>Already <strong>rich</strong></p>',
    );
    expect(aboutHtmlOfPlainText('')).toBe('');
  });

  it('rewrites the stored About texts, and undone gives the plain text back', async () => {
    const migrator = await createMigrator(db);
    expect((await migrator.migrateTo('035-push-subscriptions')).error).toBeUndefined();
    const before = {
      hero_title_en: 'About <us>',
      intro_text_en: 'We keep temples.\n\nWe keep festivals.',
      intro_text_ne: 'हामी मन्दिर राख्छौं।\nहामी पर्व राख्छौं।',
      story_text_en: '<p>kept</p>',
      story_text_ne: '',
      message_text_en: 'A & B <b>',
      chairperson_image: null,
    };
    await db
      .insertInto('setting_group')
      .values([
        { name: 'about', value: JSON.stringify(before) },
        { name: 'home_texts', value: JSON.stringify({ why_description_en: 'One\nTwo' }) },
      ])
      .execute();

    await migrateToLatest(t.db);
    expect(await about()).toEqual({
      // A title is a line of text, not rich text.
      hero_title_en: 'About <us>',
      intro_text_en: '<p>We keep temples.</p><p>We keep festivals.</p>',
      intro_text_ne: '<p>हामी मन्दिर राख्छौं।</p><p>हामी पर्व राख्छौं।</p>',
      story_text_en: '<p>kept</p>',
      story_text_ne: '',
      message_text_en: '<p>A &amp; B &lt;b&gt;</p>',
      chairperson_image: null,
    });
    const home = await db
      .selectFrom('setting_group')
      .select('value')
      .where('name', '=', 'home_texts')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(home.value)).toEqual({ why_description_en: 'One\nTwo' });

    expect((await migrator.migrateTo('035-push-subscriptions')).error).toBeUndefined();
    expect(await about()).toEqual({
      ...before,
      intro_text_en: 'We keep temples.\nWe keep festivals.',
      story_text_en: 'kept',
    });
    await migrateToLatest(t.db);
  }, 120_000);
});
