// The header's menu (product.md section 2) as data, built from the layout data in the visitor's language.
// The desktop bar and the mobile menu render the same model, so they can never disagree.
import type { ComponentType } from 'react';
import type { Lang, MessageKey } from '#shared/i18n/index.ts';
import type { LayoutData, MenuBranch } from '#web/lib/layout/layout-data.ts';
import {
  ArticleIcon,
  BranchIcon,
  FestivalIcon,
  HeritageIcon,
  HomeIcon,
  InfoIcon,
  NoticeIcon,
  PhoneIcon,
  RulesIcon,
  ServicesIcon,
  VacancyIcon,
} from '../icons/icons.tsx';
import { pages } from '#web/lib/paths.ts';

type NavIcon = ComponentType<{ size?: number; className?: string }>;

export interface NavLinkItem {
  kind: 'link';
  key: string;
  label: string;
  /** A path of this site, or an absolute URL when `external`. */
  to: string;
  /** Opens in a new tab (services, apply for vacancy). */
  external?: boolean;
  /** `/` is active only on itself. */
  end?: boolean;
  icon?: NavIcon;
  /** Sub-branches: shown in a flyout. */
  children?: NavLinkItem[];
}

export interface NavGroup {
  kind: 'group';
  key: string;
  label: string;
  icon: NavIcon;
  items: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

function branchLink(branch: MenuBranch, lang: Lang): NavLinkItem {
  return {
    kind: 'link',
    key: `branch-${branch.id}`,
    label: lang === 'ne' ? branch.name_ne : branch.name_en,
    to: pages.branch(branch.id),
    ...(branch.sub_branch.length ? { children: branch.sub_branch.map((sub) => branchLink(sub, lang)) } : {}),
  };
}

export function buildNav(layout: LayoutData, lang: Lang, t: Translate): NavEntry[] {
  const name = (item: { name_en: string; name_ne: string }) => (lang === 'ne' ? item.name_ne : item.name_en);
  const applyUrl = layout.settings?.apply_vacancy_url ?? '';
  return [
    { kind: 'link', key: 'home', label: t('nav.home'), to: '/', end: true, icon: HomeIcon },
    {
      kind: 'group',
      key: 'services',
      label: t('nav.services'),
      icon: ServicesIcon,
      items: layout.services.map((service) => ({
        kind: 'link',
        key: `service-${service.id}`,
        label: name(service),
        to: service.url,
        external: true,
      })),
    },
    {
      kind: 'group',
      key: 'branches',
      label: t('nav.branches'),
      icon: BranchIcon,
      items: layout.branches.map((branch) => branchLink(branch, lang)),
    },
    { kind: 'link', key: 'notice', label: t('nav.notice'), to: pages.notices(), icon: NoticeIcon },
    { kind: 'link', key: 'article', label: t('nav.article'), to: pages.articles(), icon: ArticleIcon },
    {
      kind: 'group',
      key: 'vacancy',
      label: t('nav.vacancy'),
      icon: VacancyIcon,
      items: [
        { kind: 'link', key: 'vacancy-notice', label: t('nav.vacancy_notice'), to: pages.vacancy() },
        { kind: 'link', key: 'syllabus', label: t('nav.syllabus'), to: pages.syllabus() },
        { kind: 'link', key: 'result', label: t('nav.result'), to: pages.result() },
        ...(applyUrl
          ? [
              {
                kind: 'link',
                key: 'apply',
                label: t('nav.apply_vacancy'),
                to: applyUrl,
                external: true,
              } satisfies NavLinkItem,
            ]
          : []),
      ],
    },
    {
      kind: 'group',
      key: 'rules',
      label: t('nav.rules'),
      icon: RulesIcon,
      items: layout.lawCategories.map((category) => ({
        kind: 'link',
        key: `law-${category.id}`,
        label: name(category),
        to: pages.laws(category.id),
      })),
    },
    {
      kind: 'group',
      key: 'festival',
      label: t('nav.festival'),
      icon: FestivalIcon,
      items: layout.festivals.map((festival) => ({
        kind: 'link',
        key: `festival-${festival.id}`,
        label: name(festival),
        to: pages.festivals(festival.id),
      })),
    },
    {
      kind: 'link',
      key: 'cultural',
      label: t('nav.cultural'),
      to: pages.culturalHeritage(),
      icon: HeritageIcon,
    },
    { kind: 'link', key: 'about', label: t('nav.about'), to: pages.about(), icon: InfoIcon },
    { kind: 'link', key: 'contact', label: t('nav.contact'), to: pages.contact(), icon: PhoneIcon },
  ];
}

/**
 * Whether a menu link is the current page's link, as React Router's <NavLink> decides it: the same path
 * or one under it (an `end` link, and `/`, only its own), whatever the case, a trailing slash aside.
 */
export function linksHere(item: NavLinkItem, pathname: string): boolean {
  if (item.external) return false;
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  const to = item.to.toLowerCase();
  if (item.end || to === '/') return path === to;
  return path === to || path.startsWith(`${to}/`);
}

/** Whether a menu link points at the current page or holds a link that does (for marking a dropdown). */
export function isCurrent(item: NavLinkItem, pathname: string): boolean {
  return linksHere(item, pathname) || (item.children ?? []).some((child) => isCurrent(child, pathname));
}

/**
 * The keys of the menu's links that are the current page's: all the menus take from the path, so
 * every page under /notice shares one rendering of them (ADR 054).
 */
export function currentLinkKeys(entries: NavEntry[], pathname: string): string[] {
  const here: string[] = [];
  const visit = (item: NavLinkItem) => {
    if (linksHere(item, pathname)) here.push(item.key);
    item.children?.forEach(visit);
  };
  for (const entry of entries) (entry.kind === 'link' ? [entry] : entry.items).forEach(visit);
  return here;
}
