// Every address the sitemap gives search engines answers 200 on the real server (both languages of every
// page and item), and each page's head names its canonical address and its other language.
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, test } from 'vitest';
import { baseUrl } from './support/browser.ts';

const parser = new XMLParser({ isArray: (name) => ['url', 'sitemap'].includes(name) });

/** The same path on the test server (the sitemap writes PUBLIC_URL's origin). */
const onServer = (loc: string) => {
  const url = new URL(loc);
  return new URL(`${url.pathname}${url.search}`, baseUrl()).href;
};

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return response.text();
}

describe('sitemap', () => {
  test('every address in it answers 200, in both languages', { timeout: 180_000 }, async () => {
    const index = parser.parse(await text(new URL('/sitemap.xml', baseUrl()).href));
    const locs: string[] = [];
    for (const part of index.sitemapindex.sitemap as { loc: string }[]) {
      const xml = parser.parse(await text(onServer(part.loc)));
      locs.push(...(xml.urlset.url as { loc: string }[]).map((url) => url.loc));
    }
    expect(locs.length).toBeGreaterThan(300);
    expect(locs.filter((loc) => loc.endsWith('lng=en')).length).toBe(locs.length / 2);
    const failures: string[] = [];
    for (let start = 0; start < locs.length; start += 8) {
      await Promise.all(
        locs.slice(start, start + 8).map(async (loc) => {
          const response = await fetch(onServer(loc), { redirect: 'manual' });
          await response.arrayBuffer();
          if (response.status !== 200) failures.push(`${response.status} ${loc}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  test('a page names its canonical address and its other language', async () => {
    const html = await text(new URL('/notice?page=2&lng=en', baseUrl()).href);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/notice\?page=2&amp;lng=en"\/>/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="ne" href="[^"]*\/notice\?page=2"\/>/);
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
  });
});
