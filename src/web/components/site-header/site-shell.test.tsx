// The header and footer as the server renders them (before hydration: the no-JavaScript forms).
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FooterContact } from '#shared/contract/site.ts';
import type { Lang } from '#shared/i18n/index.ts';
import { LanguageProvider } from '#web/lib/i18n/language-context.tsx';
import { emptyLayoutData, type LayoutData } from '#web/lib/layout/layout-data.ts';
import { contactPersons, SiteFooter } from '../site-footer/site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const person = (n: number, shown: boolean, image: string | null) => ({
  [`display_person_${n}`]: shown,
  [`contact_person${n}_image`]: image,
  [`contact_person${n}_name_en`]: `Person ${n}`,
  [`contact_person${n}_name_ne`]: `व्यक्ति ${n}`,
  [`contact_person${n}_position_en`]: 'Officer',
  [`contact_person${n}_position_ne`]: 'अधिकृत',
  [`contact_person${n}_phone`]: `985100000${n}`,
  // Derived copies in the answer; stale here to show the footer does not read them.
  [`contact_person${n}_phone_en`]: '1111111111',
  [`contact_person${n}_phone_ne`]: '१११११११११११',
});
const contact = {
  ...person(1, true, null),
  ...person(2, false, '/uploads/p2.jpg'),
  ...person(3, true, '/uploads/p3.jpg'),
  address_en: 'Tripureshwor, Kathmandu',
  address_ne: 'त्रिपुरेश्वर, काठमाडौं',
  phone: '01-4248603, 01-4253941',
  contact_numbers_en: '01-2222222',
  contact_numbers_ne: '०१-२२२२२२२',
  email: 'info@example.np',
} as FooterContact;

const layout: LayoutData = {
  ...emptyLayoutData,
  services: [{ id: 2, url: 'https://service.example', name_en: 'File tracking', name_ne: 'फाइल ट्र्याकिङ' }],
  branches: [{ id: 1, name_en: 'Central', name_ne: 'केन्द्रीय', sub_branch: [] }],
  footerContact: contact,
};

function render(node: ReactNode, lang: Lang, path = '/') {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <LanguageProvider initial={lang}>{node}</LanguageProvider>
    </MemoryRouter>,
  );
}

describe('SiteHeader before hydration', () => {
  const html = render(<SiteHeader layout={layout} theme={null} />, 'en', '/notice?page=2');

  it('renders every dropdown as <details> so menus open without JavaScript', () => {
    expect(html.match(/<details[^>]*name="nav-menu"/g)).toHaveLength(5);
    expect(html).toContain('href="/branches/1"');
  });

  it('opens services in a new tab without giving them this window', () => {
    expect(html).toMatch(/<a href="https:\/\/service.example" target="_blank" rel="noopener"/);
  });

  it('marks the current page', () => {
    expect(html).toMatch(/aria-current="page"[^>]*href="\/notice"|href="\/notice"[^>]*aria-current="page"/);
  });

  it('has language and theme links that work without JavaScript, keeping the query', () => {
    expect(html).toContain('href="/notice?page=2&amp;lng=en"');
    expect(html).toContain('href="/notice?page=2&amp;lng=ne"');
    expect(html).toContain('href="/notice?page=2&amp;theme=dark"');
    expect(html).toContain('Switch to dark theme');
  });
});

describe('SiteFooter', () => {
  it('shows only the flagged persons, with a placeholder when there is no photo', () => {
    expect(contactPersons(contact, 'en').map((p) => p.name)).toEqual(['Person 1', 'Person 3']);
    const html = render(<SiteFooter layout={layout} />, 'en');
    expect(html).toContain('sm:grid-cols-2');
    expect(html).not.toContain('Person 2');
    expect(html).toContain('src="/uploads/p3.jpg"');
    expect(html.match(/<svg[^>]*viewBox="0 0 72 72"/g)).toHaveLength(1);
    expect(html).toContain('href="mailto:info@example.np"');
    expect(html).toContain('© 2024 Guthi Sansthan. All rights reserved.');
    for (const path of ['/', '/gallery', '/articles', '/contact']) expect(html).toContain(`href="${path}"`);
  });

  it('speaks Nepali with Nepali digits', () => {
    const html = render(<SiteFooter layout={layout} />, 'ne');
    expect(html).toContain('व्यक्ति 1');
    expect(html).toContain('त्रिपुरेश्वर, काठमाडौं');
    expect(html).toContain('© २०२४ गुठी संस्थान। सर्वाधिकार सुरक्षित।');
  });

  it('shows each phone from its one stored value, in the visitor’s digits, each number dialable', () => {
    const ne = render(<SiteFooter layout={layout} />, 'ne');
    const en = render(<SiteFooter layout={layout} />, 'en');
    for (const [html, office, second, person] of [
      [ne, '०१-४२४८६०३', '०१-४२५३९४१', '९८५१०००००१'],
      [en, '01-4248603', '01-4253941', '9851000001'],
    ] as const) {
      expect(html).toContain(`href="tel:014248603">${office}</a>`);
      expect(html).toContain(`href="tel:014253941">${second}</a>`);
      expect(html).toContain(`href="tel:9851000001">${person}</a>`);
      expect(html).not.toMatch(/2222222|२२२२२२२|1111111111|१११११११११११/);
    }
  });
});
