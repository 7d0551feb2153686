// A menu link marks the current page as React Router's <NavLink> did (it now decides from the path
// alone, linksHere, so the menus' HTML can be rendered once per set of current links: ADR 054).
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, NavLink } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '#web/lib/i18n/language-context.tsx';
import { MenuLink } from './menu-link.tsx';
import { currentLinkKeys, type NavEntry, type NavLinkItem } from './nav-model.ts';

const items: NavLinkItem[] = [
  { kind: 'link', key: 'home', label: 'Home', to: '/', end: true },
  { kind: 'link', key: 'notice', label: 'Notice', to: '/notice' },
  { kind: 'link', key: 'branch-1', label: 'Branch', to: '/branches/1' },
  { kind: 'link', key: 'branch-12', label: 'Branch 12', to: '/branches/12' },
  { kind: 'link', key: 'laws', label: 'Acts', to: '/law-and-enforcement/4' },
];
const paths = [
  '/',
  '/notice',
  '/notice/',
  '/notice/7',
  '/NOTICE/7',
  '/notices',
  '/branches/1',
  '/branches/12',
  '/branches/1/x',
  '/law-and-enforcement/4',
  '/law-and-enforcement/item/4',
  '/about',
];

const at = (path: string, node: React.ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <LanguageProvider initial="en">{node}</LanguageProvider>
    </MemoryRouter>,
  );

describe('a menu link', () => {
  for (const path of paths) {
    it(`on ${path} is marked current exactly where <NavLink> would be`, () => {
      for (const item of items) {
        const ours = at(path, <MenuLink item={item} className="row" />);
        const navLink = at(
          path,
          <NavLink to={item.to} end={item.end ?? false} className="row">
            <span>{item.label}</span>
          </NavLink>,
        );
        expect(ours, `${item.to} on ${path}`).toBe(navLink);
      }
    });
  }

  it('names the current links of a whole menu, sub-branches included', () => {
    const entries: NavEntry[] = [
      items[0]!,
      {
        kind: 'group',
        key: 'branches',
        label: 'Branches',
        icon: () => null,
        items: [
          { ...items[2]!, children: [{ kind: 'link', key: 'branch-6', label: 'Sub', to: '/branches/6' }] },
        ],
      },
    ];
    expect(currentLinkKeys(entries, '/branches/6')).toEqual(['branch-6']);
    expect(currentLinkKeys(entries, '/branches/1')).toEqual(['branch-1']);
    expect(currentLinkKeys(entries, '/')).toEqual(['home']);
    expect(currentLinkKeys(entries, '/about')).toEqual([]);
  });
});
