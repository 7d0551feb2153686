import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '#web/lib/i18n/language-context.tsx';
import { activeTabId, tabSearch } from './tab-state.ts';
import { Tabs, type TabItem, type TabsProps } from './tabs.tsx';

describe('activeTabId', () => {
  it('takes the wanted tab when it exists, else the first', () => {
    expect(activeTabId(['a', 'b'], 'b')).toBe('b');
    expect(activeTabId(['a', 'b'], 'zzz')).toBe('a');
    expect(activeTabId(['a', 'b'], null)).toBe('a');
    expect(activeTabId([], 'a')).toBe('');
  });
});

describe('tabSearch', () => {
  it('sets the tab, keeps other parameters and drops the page of the previous tab', () => {
    expect(tabSearch('?tab=articles&page=3&lng=en', 'notices')).toBe('?tab=notices&lng=en');
    expect(tabSearch('', 'notices')).toBe('?tab=notices');
    expect(tabSearch('?section=2', 'b', 'view', ['section'])).toBe('?view=b');
  });
});

let rendered = 0;
const tabs: TabItem[] = [
  { id: 'articles', label: 'Articles', panel: <p>articles panel</p> },
  {
    id: 'notices',
    label: 'Notices',
    panel: () => {
      rendered++;
      return <p>notices panel</p>;
    },
  },
  { id: 'festivals', label: 'Festivals', panel: <p>festivals panel</p> },
];

function render(props: Partial<TabsProps>, url = '/branches/1') {
  return renderToString(
    <LanguageProvider initial="en">
      <MemoryRouter initialEntries={[url]}>
        <Tabs tabs={tabs} label="Branch content" {...props} />
      </MemoryRouter>
    </LanguageProvider>,
  );
}

const openTags = (html: string, role: string) =>
  [...html.matchAll(new RegExp(`<[a-z]+[^>]*role="${role}"[^>]*>`, 'g'))].map((m) => m[0]);

describe('Tabs in state mode', () => {
  it('with linkParam, renders links for the server and starts on the tab the URL names', () => {
    const html = render({ linkParam: 'latest' }, '/?latest=notices&lng=en');
    const tabTags = openTags(html, 'tab');
    expect(tabTags).toHaveLength(3);
    // Plain links in natural tab order: no JavaScript is needed to follow them.
    expect(tabTags[0]).toMatch(/^<a [^>]*href="\/\?latest=articles&amp;lng=en#[^"]+"/);
    expect(tabTags[0]).not.toContain('tabindex');
    expect(tabTags[1]).toMatch(/aria-selected="true"/);
    expect(html).toContain('notices panel');
    expect(html).not.toContain('articles panel');
  });

  it('with linkParam and enhance (a page without the app), renders every panel and the file that switches them', () => {
    const html = render({ linkParam: 'latest', enhance: true }, '/?latest=notices');
    expect(html).toContain('data-enhance="tabs"');
    expect(html).toMatch(/<script async="" src="[^"]*tabs\.js/);
    for (const panel of ['articles panel', 'notices panel', 'festivals panel']) expect(html).toContain(panel);
    const panels = openTags(html, 'tabpanel');
    expect(panels.map((tag) => tag.includes('hidden'))).toEqual([true, false, true]);
    // Still links in natural tab order until the file runs.
    expect(openTags(html, 'tab')[0]).toMatch(/^<a /);
  });

  it('with linkParam and no parameter (or an unknown one), starts on the first tab', () => {
    for (const url of ['/', '/?latest=nonsense']) {
      const html = render({ linkParam: 'latest' }, url);
      expect(openTags(html, 'tab')[0]).toMatch(/aria-selected="true"/);
      expect(html).toContain('articles panel');
    }
  });

  it('follows the WAI-ARIA tabs pattern with the first tab active', () => {
    const html = render({});
    expect(html).toContain('role="tablist" aria-label="Branch content"');
    const tabTags = openTags(html, 'tab');
    expect(tabTags).toHaveLength(3);
    expect(tabTags[0]).toMatch(/<button type="button"[^>]*aria-selected="true"[^>]*tabindex="0"/);
    expect(tabTags[1]).toMatch(/aria-selected="false"[^>]*tabindex="-1"/);
    const panels = openTags(html, 'tabpanel');
    expect(panels).toHaveLength(3);
    expect(panels[0]).not.toContain('hidden');
    expect(panels[1]).toContain('hidden');
    // Each tab controls its panel and each panel is labelled by its tab.
    const controls = tabTags.map((tag) => /aria-controls="([^"]+)"/.exec(tag)![1]);
    const panelIds = panels.map((tag) => /id="([^"]+)"/.exec(tag)![1]);
    expect(controls).toEqual(panelIds);
    const labelledBy = panels.map((tag) => /aria-labelledby="([^"]+)"/.exec(tag)![1]);
    expect(labelledBy).toEqual(tabTags.map((tag) => /id="([^"]+)"/.exec(tag)![1]));
  });

  it('renders only the active panel when lazy (the default), every panel otherwise', () => {
    rendered = 0;
    const lazy = render({});
    expect(lazy).toContain('articles panel');
    expect(lazy).not.toContain('notices panel');
    expect(rendered).toBe(0);
    const eager = render({ lazy: false });
    expect(eager).toContain('notices panel');
    expect(eager).toContain('festivals panel');
  });

  it('can be controlled', () => {
    const html = render({ selectedId: 'festivals' });
    expect(openTags(html, 'tab')[2]).toContain('aria-selected="true"');
    expect(html).toContain('festivals panel');
  });

  it('wraps panels in Suspense with the placeholder', () => {
    const html = render({ placeholder: <p>loading placeholder</p> });
    expect(html).toContain('articles panel');
  });
});

describe('Tabs in URL mode', () => {
  it('makes each tab a link that sets ?tab= on the current URL and drops the page', () => {
    const html = render({ mode: 'url' }, '/branches/1?tab=notices&page=2&lng=en');
    const tabTags = openTags(html, 'tab');
    expect(tabTags.every((tag) => tag.startsWith('<a '))).toBe(true);
    const hrefs = tabTags.map((tag) => /href="([^"]+)"/.exec(tag)![1]!.replaceAll('&amp;', '&'));
    expect(hrefs).toEqual([
      '/branches/1?tab=articles&lng=en',
      '/branches/1?tab=notices&lng=en',
      '/branches/1?tab=festivals&lng=en',
    ]);
  });

  it('activates the tab named in the URL and renders only its panel', () => {
    const html = render({ mode: 'url' }, '/branches/1?tab=notices');
    expect(openTags(html, 'tab')[1]).toContain('aria-selected="true"');
    expect(html).toContain('notices panel');
    expect(html).not.toContain('articles panel');
  });

  it('falls back to the first tab for a missing or unknown tab', () => {
    expect(openTags(render({ mode: 'url' }, '/b?tab=nope'), 'tab')[0]).toContain('aria-selected="true"');
    expect(openTags(render({ mode: 'url' }), 'tab')[0]).toContain('aria-selected="true"');
  });

  it('keeps every link in the tab order until JavaScript runs', () => {
    const html = render({ mode: 'url' });
    expect(openTags(html, 'tab').some((tag) => tag.includes('tabindex'))).toBe(false);
  });

  it('uses another parameter', () => {
    const html = render({ mode: 'url', param: 'view' }, '/x?view=festivals');
    expect(openTags(html, 'tab')[2]).toContain('aria-selected="true"');
  });
});
