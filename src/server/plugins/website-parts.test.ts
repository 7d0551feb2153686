// The header's menus and the footer are rendered once and reused on pages without the app (ADR 054):
// whether rendered or reused, each page's menus mark its own link and speak its language, reused
// menus are the rendered ones byte for byte, and a changed menu shows on the next page. With the
// built website, as visitors get it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededWebsiteApp, type SeededWebsiteApp } from '../test-support/seeded-website-app.ts';
import { ensureBuild } from '../../../tests/e2e/support/build.ts';

/** The header's two menus: desktop and mobile. */
const menusOf = (html: string) =>
  /<header.*<\/header>/s.exec(html)?.[0].match(/<nav aria-label="[^"]*"[^>]*>.*?<\/nav>/gs) ?? [];
const footerOf = (html: string) => /<footer.*<\/footer>/s.exec(html)?.[0];
/** The menus' links marked as the current page. */
const currentLinks = (menu: string) =>
  [...menu.matchAll(/<a aria-current="page"[^>]*href="([^"]*)"/g)].map((match) => match[1]);

describe('the menus and footer of pages without the app', () => {
  let t: SeededWebsiteApp;
  // Each query string is a page of its own for the response store: each request here is rendered.
  let miss = 0;
  const page = async (path: string, lang: 'ne' | 'en') => {
    const separator = path.includes('?') ? '&' : '?';
    const response = await t.app.inject({
      url: `${path}${separator}miss=${++miss}`,
      headers: { 'accept-language': lang },
    });
    expect(response.statusCode, path).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    ensureBuild(() => {});
    t = await createSeededWebsiteApp();
  }, 240_000);
  afterAll(() => t?.close());

  it('mark the page’s own link and speak its language, rendered or reused alike', async () => {
    for (const [path, lang, label, current = path] of [
      ['/notice', 'ne', 'सूचना'],
      // An item's page marks its list's link; every notice's page shares one rendering of the menus.
      ['/notice/1', 'ne', 'सूचना', '/notice'],
      ['/notice/2', 'ne', 'सूचना', '/notice'],
      ['/about', 'ne', 'हाम्रो बारेमा'],
      ['/notice', 'en', 'Notice'],
      ['/about', 'en', 'About Us'],
    ] as const) {
      const rendered = await page(path, lang);
      const reused = await page(path, lang);
      const menus = menusOf(rendered);
      expect(menus, `${path} ${lang}`).toHaveLength(2);
      for (const menu of menus) {
        expect(currentLinks(menu), `${path} ${lang}`).toEqual([current]);
        expect(menu).toContain(`<span>${label}</span>`);
        // Rendered on their own, even the first time: without the <!-- --> marks React writes between
        // texts for hydration (an external link's " (opens in a new tab)" has one in a page's render).
        expect(menu).toContain('target="_blank"');
        expect(menu).not.toContain('<!-- -->');
      }
      expect(menusOf(reused)).toEqual(menus);
      expect(footerOf(reused)).toBe(footerOf(rendered));
      expect(reused).not.toContain('data-server-part');
      // The footer too (its "Address: …" has such a mark in a page's render).
      expect(footerOf(reused)).toMatch(/<span class="sr-only">[^<]+: <\/span>/);
      expect(footerOf(reused)).not.toContain('<!-- -->');
    }
  }, 60_000);

  it('show a changed menu and footer on the next page', async () => {
    const branch = await t.db.selectFrom('branch').select(['id', 'name_ne']).executeTakeFirstOrThrow();
    const before = await page('/about', 'ne');
    expect(menusOf(before).join('')).toContain(branch.name_ne);

    await t.db.updateTable('branch').set({ name_ne: 'नयाँ नाम' }).where('id', '=', branch.id).execute();
    const after = await page('/about', 'ne');
    for (const menu of menusOf(after)) {
      expect(menu).toContain('नयाँ नाम');
      expect(menu).not.toContain(`>${branch.name_ne}<`);
    }

    const email = 'changed@example.np';
    await t.db
      .updateTable('setting_group')
      .set({ value: (eb) => eb.fn('replace', [eb.ref('value'), eb.val('info@guthi.gov.np'), eb.val(email)]) })
      .execute();
    expect(footerOf(await page('/about', 'ne'))).toContain(email);
  }, 60_000);
});
