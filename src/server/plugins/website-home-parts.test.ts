// The home page's latest-updates panels, upcoming occasions and popup notices are rendered once per
// language and content and reused on pages without the app (ADR 055): reused, the page is the rendered
// one byte for byte, speaks its language, and a changed notice shows on the next page in its panel and
// in the popup. With the built website, as visitors get it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededWebsiteApp, type SeededWebsiteApp } from '../test-support/seeded-website-app.ts';
import { ensureBuild } from '../../../tests/e2e/support/build.ts';

const mainOf = (html: string) => /<main.*<\/main>/s.exec(html)?.[0] ?? '';
/** A tab's panel, by the tab's id (`notice`, `news`, …). */
const panelOf = (html: string, tab: string) =>
  new RegExp(`<div id="[^"]*-panel-${tab}"[^>]*>.*?(?=<div id="[^"]*-panel-|</section>)`, 's').exec(
    html,
  )?.[0] ?? '';
const popupOf = (html: string) => /<dialog.*<\/dialog>/s.exec(html)?.[0] ?? '';

interface Titled {
  id: number;
  title_en: string;
  title_ne: string;
}

describe('the home page’s lists on a page without the app', () => {
  let t: SeededWebsiteApp;
  // Each query string is a page of its own for the response store: each request here is rendered.
  let miss = 0;
  const page = async (lang: 'ne' | 'en', query = '') => {
    const response = await t.app.inject({
      url: `/?${query}${query ? '&' : ''}miss=${++miss}`,
      headers: { 'accept-language': lang },
    });
    expect(response.statusCode).toBe(200);
    // The tabs' links keep the page's query: the same for every miss.
    return response.body.replaceAll(/miss=\d+/g, 'miss=n');
  };
  const api = async <T>(path: string) => (await t.app.inject({ url: `/api${path}` })).json<T>();

  beforeAll(async () => {
    ensureBuild(() => {});
    t = await createSeededWebsiteApp();
  }, 240_000);
  afterAll(() => t?.close());

  it('are the rendered ones when reused, in each language and with each tab open', async () => {
    const latest = await api<{ notices: Titled[]; articles: Titled[] }>('/base/get-latest-updates');
    const popup = await api<{ data: Titled[] }>('/notices/popup-notices');
    expect(latest.notices.length).toBeGreaterThan(0);
    expect(popup.data.length).toBeGreaterThan(1);
    for (const lang of ['ne', 'en'] as const) {
      const other = lang === 'ne' ? 'en' : 'ne';
      for (const query of ['', 'latest=notice', 'latest=news']) {
        const rendered = mainOf(await page(lang, query));
        const reused = mainOf(await page(lang, query));
        expect(reused, `${lang} ${query}`).toBe(rendered);
        expect(reused).not.toContain('data-server-part');
        // Each list in the page's language, whichever tab is open.
        expect(panelOf(reused, 'notice')).toContain(latest.notices[0]![`title_${lang}`]);
        expect(panelOf(reused, 'notice')).not.toContain(latest.notices[0]![`title_${other}`]);
        expect(panelOf(reused, 'news')).toContain(latest.articles[0]![`title_${lang}`]);
        expect(popupOf(reused)).toContain(popup.data[1]![`title_${lang}`]);
        // The open tab's panel is shown, the others hidden: outside the reused lists.
        const open = query ? query.split('=')[1]! : 'gallery';
        expect(panelOf(reused, open)).toMatch(/^<div [^>]*role="tabpanel"(?![^>]*hidden)/);
      }
      // Nepali digits and Bikram Sambat dates in Nepali, Western ones in English.
      const dates = [...mainOf(await page(lang)).matchAll(/<time [^>]*>([^<]+)<\/time>/g)].map((m) => m[1]!);
      expect(dates.length).toBeGreaterThan(5);
      for (const date of dates) expect(date).toMatch(lang === 'ne' ? /^[^0-9]+$/ : /[0-9]/);
    }
  }, 120_000);

  it('show a changed notice on the next page, in its panel and in the popup', async () => {
    const popup = await api<{ data: Titled[] }>('/notices/popup-notices');
    const notice = popup.data[0]!;
    const before = await page('ne');
    expect(popupOf(before)).toContain(notice.title_ne);

    await t.db
      .updateTable('notice')
      .set({ title_ne: 'नयाँ सूचना शीर्षक' })
      .where('id', '=', notice.id)
      .execute();
    const after = await page('ne');
    expect(popupOf(after)).toContain('नयाँ सूचना शीर्षक');
    expect(popupOf(after)).not.toContain(`>${notice.title_ne}<`);
    const latest = await api<{ notices: Titled[] }>('/base/get-latest-updates');
    if (latest.notices.some((item) => item.id === notice.id)) {
      expect(panelOf(after, 'notice')).toContain('नयाँ सूचना शीर्षक');
    }
  }, 60_000);
});
