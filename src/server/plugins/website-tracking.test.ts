// A page reached through a shared link (Facebook's `fbclid`, Google's `gclid`, `utm_*` tags) is the page
// without them (ADR 057): nothing of the click id in its canonical link or its language, text-size and
// tab links, and one stored answer for every click id, so a visitor from a shared post is not a new
// render. With the built website, as visitors get it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningWebsiteApp, type ListeningWebsiteApp } from '../test-support/seeded-website-app.ts';

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('a page reached with tracking parameters', () => {
  let t: ListeningWebsiteApp;
  // Over HTTP: the response store keeps what visitors get through the server (app.inject bypasses it).
  const page = async (url: string, lang: 'ne' | 'en' = 'ne') => {
    const response = await fetch(`${t.origin}${url}`, { headers: { 'accept-language': lang } });
    expect(response.status, url).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    t = await createListeningWebsiteApp();
  }, 240_000);
  afterAll(() => t?.close());

  it('is the page without them, its links and canonical address free of the click id', async () => {
    const tracked = await page(
      '/notice?fbclid=IwAR0secretClickId&page=1&utm_source=facebook&utm_medium=social',
    );
    expect(tracked).not.toContain('IwAR0secretClickId');
    expect(tracked).not.toContain('utm_');
    expect(tracked).not.toContain('fbclid');
    expect(canonicalOf(tracked)).toMatch(/\/notice\?page=1$/);
    // The home page's tab links keep the query that chooses the tab, and only that.
    const home = await page('/?latest=news&gclid=Cj0KCQsecret', 'en');
    expect(home).not.toContain('Cj0KCQsecret');
    expect(home).toContain('latest=news');
    expect(canonicalOf(home)).toMatch(/\/\?latest=news&amp;lng=en$/);
  });

  it('is stored once for every click id, the bytes of the page without them', async () => {
    const plain = await page('/articles');
    const hits = t.app.responseStore.hits;
    const size = t.app.responseStore.size;
    for (const id of ['a1', 'b2', 'c3']) expect(await page(`/articles?fbclid=${id}`)).toBe(plain);
    expect(await page('/articles?utm_campaign=dashain&utm_source=newsletter')).toBe(plain);
    expect(t.app.responseStore.hits).toBe(hits + 4);
    expect(t.app.responseStore.size).toBe(size);
    // Any other unknown parameter is still a page of its own.
    await page('/articles?x=1');
    expect(t.app.responseStore.size).toBe(size + 1);
  });
});
