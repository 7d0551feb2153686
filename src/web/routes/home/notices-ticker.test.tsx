// The ticker's items all behave the same (product.md section 2: each opens in a new tab): with a file, the
// file; without one, the notice's card on /notice (issue 15: it used to open /notice in the same tab).
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, test } from 'vitest';
import { translate, type Lang } from '#shared/i18n/index.ts';
import { LanguageProvider } from '#web/lib/i18n/language-context.tsx';
import { NoticesTicker, tickerHref, type TickerNotice } from './notices-ticker.tsx';

const notices: TickerNotice[] = [
  { id: 4, file: '/uploads/notices/4.pdf', title_en: 'With file', title_ne: 'फाइलसहित' },
  { id: 9, file: null, title_en: 'Without file', title_ne: 'फाइलबिना' },
];

/** The first (readable) copy's links as [href, target, rel, text]. */
function links(lang: Lang): string[][] {
  // In a route, as on the home page (which asks the router whether the page runs the app).
  const Page = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <LanguageProvider initial={lang}>
          <NoticesTicker notices={notices} />
        </LanguageProvider>
      ),
    },
  ]);
  const html = renderToString(<Page initialEntries={['/']} />);
  const first = html.slice(0, html.indexOf('aria-hidden="true"><a'));
  return [...first.matchAll(/<a href="([^"]*)" target="([^"]*)" rel="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(
    (match) => [match[1]!, match[2]!, match[3]!, match[4]!.replace(/<[^>]+>/g, '')],
  );
}

describe('NoticesTicker', () => {
  test('an item without a file leads to its card on /notice', () => {
    expect(tickerHref(notices[0]!)).toBe('/uploads/notices/4.pdf');
    expect(tickerHref(notices[1]!)).toBe('/notice/9');
  });

  test.each(['en', 'ne'] as const)('%s: every item opens in a new tab and says so', (lang) => {
    const items = links(lang);
    expect(items.map(([href]) => href)).toEqual(['/uploads/notices/4.pdf', '/notice/9']);
    for (const [, target, rel, text] of items) {
      expect(target).toBe('_blank');
      expect(rel).toBe('noopener');
      expect(text).toContain(translate(lang, 'home.opens_new_tab'));
    }
  });
});
