import { describe, expect, it } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { emptyLayoutData, type LayoutData } from '#web/lib/layout/layout-data.ts';
import { buildNav, isCurrent, type NavGroup, type NavLinkItem } from './nav-model.ts';

const layout: LayoutData = {
  ...emptyLayoutData,
  branches: [
    {
      id: 1,
      name_en: 'Central',
      name_ne: 'केन्द्रीय',
      sub_branch: [{ id: 6, name_en: 'Archives', name_ne: 'अभिलेख', sub_branch: [] }],
    },
  ],
  services: [{ id: 2, url: 'https://service.example', name_en: 'File tracking', name_ne: 'फाइल ट्र्याकिङ' }],
  festivals: [{ id: 9, name_en: 'Indra Jatra', name_ne: 'इन्द्रजात्रा' }],
  lawCategories: [{ id: 4, name_en: 'Acts', name_ne: 'ऐन' }],
};
const withApply: LayoutData = {
  ...layout,
  settings: {
    institution_name_en: '',
    institution_name_ne: '',
    logo: null,
    apply_vacancy_url: 'https://apply.example',
    phone: '',
    email: '',
    address_en: '',
    address_ne: '',
  },
};

const group = (entries: ReturnType<typeof buildNav>, key: string) =>
  entries.find((entry): entry is NavGroup => entry.kind === 'group' && entry.key === key)!;
const links = (items: NavLinkItem[]) => items.map(({ label, to, external }) => ({ label, to, external }));

describe('buildNav', () => {
  it('has the product.md section 2 entries in order, in the chosen language', () => {
    const entries = buildNav(layout, 'ne', (key, params) => translate('ne', key, params));
    expect(entries.map((entry) => entry.label)).toEqual([
      'गृहपृष्ठ',
      'हाम्रा सेवाहरू',
      'शाखाहरू',
      'सूचना',
      'लेख',
      'रिक्त पद',
      'नियम तथा कानुन',
      'चाडपर्व',
      'सांस्कृतिक सम्पदा',
      'हाम्रो बारेमा',
      'सम्पर्क',
    ]);
    const plain = entries.filter((entry) => entry.kind === 'link').map((entry) => entry.to);
    expect(plain).toEqual(['/', '/notice', '/articles', '/cultural-heritage', '/about', '/contact']);
  });

  it('builds the dropdowns from the layout data', () => {
    const entries = buildNav(withApply, 'en', (key, params) => translate('en', key, params));
    expect(links(group(entries, 'services').items)).toEqual([
      { label: 'File tracking', to: 'https://service.example', external: true },
    ]);
    const branches = group(entries, 'branches').items;
    expect(branches[0]?.to).toBe('/branches/1');
    expect(links(branches[0]?.children ?? [])).toEqual([
      { label: 'Archives', to: '/branches/6', external: undefined },
    ]);
    expect(links(group(entries, 'vacancy').items)).toEqual([
      { label: 'Vacancy Notice', to: '/vacancy', external: undefined },
      { label: 'Syllabus', to: '/syllabus', external: undefined },
      { label: 'Result', to: '/result', external: undefined },
      { label: 'Apply for Vacancy', to: 'https://apply.example', external: true },
    ]);
    expect(links(group(entries, 'rules').items)).toEqual([
      { label: 'Acts', to: '/law-and-enforcement/4', external: undefined },
    ]);
    expect(links(group(entries, 'festival').items)).toEqual([
      { label: 'Indra Jatra', to: '/festivals/9', external: undefined },
    ]);
  });

  it('leaves the apply link out when no URL is configured', () => {
    const entries = buildNav(layout, 'en', (key, params) => translate('en', key, params));
    expect(group(entries, 'vacancy').items.map((item) => item.to)).toEqual([
      '/vacancy',
      '/syllabus',
      '/result',
    ]);
  });
});

describe('isCurrent', () => {
  const item = (to: string, extra: Partial<NavLinkItem> = {}): NavLinkItem => ({
    kind: 'link',
    key: to,
    label: to,
    to,
    ...extra,
  });
  it('matches the page and its sub-paths, home only itself', () => {
    expect(isCurrent(item('/', { end: true }), '/')).toBe(true);
    expect(isCurrent(item('/', { end: true }), '/notice')).toBe(false);
    expect(isCurrent(item('/notice'), '/notice/')).toBe(true);
    expect(isCurrent(item('/branches/1'), '/branches/10')).toBe(false);
    expect(isCurrent(item('/branches/1', { children: [item('/branches/6')] }), '/branches/6')).toBe(true);
    expect(isCurrent(item('https://x.example', { external: true }), '/')).toBe(false);
  });
});
