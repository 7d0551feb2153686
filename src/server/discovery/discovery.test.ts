// Feeds, the sitemap and robots.txt, read back with an XML parser as a feed reader or a crawler would.
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { FEED_FORMATS, FEED_KINDS } from '#shared/feed-paths.ts';
import { FEED_ITEMS } from './feeds.ts';
import { parsePartName } from './sitemap.ts';
import { publicRows } from './public-rows.ts';
import { kindSpecs, type KindSpec } from '#shared/kinds/descriptions.ts';

const PUBLIC_URL = 'https://guthi.example.gov.np';
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['item', 'entry', 'url', 'sitemap', 'xhtml:link'].includes(name),
});
const DEVANAGARI = /[\u0900-\u097F]/;

/** A kind's item page as a pattern (its description's path with any id). */
const ANY_ID = 987_654_321;
const itemPattern = (spec: KindSpec) =>
  spec.public!.item!(ANY_ID)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(String(ANY_ID), '\\d+');

describe('discovery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject(url);
    return { status: res.statusCode, type: String(res.headers['content-type']), body: res.body };
  };

  it('robots.txt keeps crawlers out of the staff area and names the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Disallow: /admin\n');
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  describe.each(FEED_KINDS)('the %s feeds', (kind) => {
    it.each(['ne', 'en'] as const)(
      'in %s parse as RSS 2.0 and Atom, with absolute links to item pages',
      async (lang) => {
        const spec = kindSpecs[kind] as KindSpec;
        const { count } = await publicRows(t.db, [spec])
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow();
        for (const format of FEED_FORMATS) {
          const feed = await get(`/feeds/${lang}/${kind}.${format}`);
          expect(feed.status).toBe(200);
          expect(feed.type).toContain(format === 'rss' ? 'application/rss+xml' : 'application/atom+xml');
          const xml = parser.parse(feed.body);
          const items: { title: string | { '#text': string }; link: string | { '@href': string } }[] =
            (format === 'rss' ? xml.rss.channel.item : xml.feed.entry) ?? [];
          // The newest published items, as many as there are up to FEED_ITEMS.
          expect(items.length).toBe(Math.min(Number(count), FEED_ITEMS));
          for (const item of items) {
            const link = typeof item.link === 'string' ? item.link : item.link['@href'];
            const title = typeof item.title === 'string' ? item.title : item.title['#text'];
            expect(link).toMatch(
              new RegExp(`^${PUBLIC_URL}${itemPattern(spec)}${lang === 'en' ? '\\?lng=en' : ''}$`),
            );
            expect(DEVANAGARI.test(title)).toBe(lang === 'ne');
          }
          if (format === 'rss') expect(xml.rss['@version']).toBe('2.0');
          else expect(xml.feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
        }
      },
    );
  });

  it('answers 404 for a feed that does not exist', async () => {
    for (const path of [
      '/feeds/ne/laws.rss',
      '/feeds/np/notices.rss',
      '/feeds/ne/notices.json',
      '/feeds/fr/notices.rss',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('lists every public page and item in both languages, with hreflang alternates', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    const parts: string[] = parser
      .parse(index.body)
      .sitemapindex.sitemap.map((entry: { loc: string }) => entry.loc);
    expect(parts).toContain(`${PUBLIC_URL}/sitemaps/pages-1.xml`);
    expect(parts).toContain(`${PUBLIC_URL}/sitemaps/notices-1.xml`);
    const locs: string[] = [];
    for (const part of parts) {
      const res = await get(part.slice(PUBLIC_URL.length));
      expect(res.status, part).toBe(200);
      // A kind with no public item yet has one empty part.
      for (const url of (parser.parse(res.body).urlset.url ?? []) as {
        loc: string;
        'xhtml:link': { '@hreflang': string }[];
      }[]) {
        locs.push(url.loc);
        expect(url['xhtml:link'].map((link) => link['@hreflang']).sort()).toEqual(['en', 'ne', 'x-default']);
      }
    }
    const notices = await t.db.selectFrom('notice').select(['id', 'status']).execute();
    const shown = notices.find((notice) => notice.status === 'published')!;
    expect(locs).toContain(`${PUBLIC_URL}/notice/${shown.id}`);
    expect(locs).toContain(`${PUBLIC_URL}/notice/${shown.id}?lng=en`);
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/calendar?lng=en`);
    // A draft is no page of the site.
    await t.db.updateTable('notice').set({ status: 'draft' }).where('id', '=', shown.id).execute();
    const again = await get('/sitemaps/notices-1.xml?v=2');
    expect(again.body).not.toContain(`/notice/${shown.id}<`);
    await t.db.updateTable('notice').set({ status: 'published' }).where('id', '=', shown.id).execute();
  });

  it('answers 404 past the last part, and for names that are no part', async () => {
    expect((await get('/sitemaps/notices-2.xml')).status).toBe(404);
    expect((await get('/sitemaps/secrets-1.xml')).status).toBe(404);
    expect(parsePartName('notices-0')).toBeNull();
    expect(parsePartName('notices-3')).toEqual({ part: 'notices', piece: 3 });
  });
});
