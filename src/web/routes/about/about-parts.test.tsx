// Server-rendered markup of the About page's parts: what a visitor without JavaScript gets.
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Department, Employee } from '#shared/contract/people.ts';
import type { AboutContent } from '#shared/contract/site.ts';
import type { Lang } from '#shared/i18n/index.ts';
import { LanguageProvider } from '#web/lib/i18n/language-context.tsx';
import type { AboutPageData } from './load-about.ts';
import { AboutTexts } from './about-sections.tsx';
import { OrgStructure } from './org-structure.tsx';
import { PersonPhoto } from '#web/components/person-photo/person-photo.tsx';
import { TeamSection } from './team-section.tsx';

const person = (id: number, image: string | null): Employee => ({
  id,
  image,
  full_name_en: `Person ${id}`,
  full_name_ne: `व्यक्ति ${id}`,
  position_en: 'Officer',
  position_ne: 'अधिकृत',
});
const departments: Department[] = [
  { id: 3, name_en: 'Legal Section', name_ne: 'कानून शाखा' },
  { id: 5, name_en: 'Land Management Section', name_ne: 'भूमि व्यवस्थापन शाखा' },
];

function render(
  element: React.ReactNode,
  { lang = 'en', url = '/about' }: { lang?: Lang; url?: string } = {},
) {
  const Stub = createRoutesStub([{ path: '/about', Component: () => element }]);
  return renderToString(
    <LanguageProvider initial={lang}>
      <Stub initialEntries={[url]} />
    </LanguageProvider>,
  );
}

describe('PersonPhoto', () => {
  it('shows the photo with a fixed size', () => {
    const html = render(<PersonPhoto src="/uploads/people/a.png" size={96} />);
    expect(html).toMatch(/<img[^>]*src="\/uploads\/people\/a.png"/);
    expect(html).toContain('width="96"');
    expect(html).toContain('height="96"');
  });
  it('shows the inline avatar without a photo: no broken image', () => {
    const html = render(<PersonPhoto src={null} size={96} />);
    expect(html).not.toContain('<img');
    expect(html).toMatch(/^<svg/);
  });
});

describe('OrgStructure', () => {
  it('puts the first two people in their own list, the rest in the grid', () => {
    const html = render(<OrgStructure people={[1, 2, 3, 4, 5].map((id) => person(id, null))} />);
    const leading = html.slice(
      html.indexOf('data-testid="org-leading"'),
      html.indexOf('data-testid="org-rest"'),
    );
    expect(leading.match(/<h3/g)).toHaveLength(2);
    expect(html.slice(html.indexOf('data-testid="org-rest"')).match(/<h3/g)).toHaveLength(3);
    expect(html).toContain('lg:grid-cols-4');
    expect(html).toContain('sm:grid-cols-3');
  });
  it('centres a single leading official instead of leaving the right half of a pair empty', () => {
    const html = render(<OrgStructure people={[person(1, null)]} />);
    const leading = html.slice(html.indexOf('<ul'), html.indexOf('</ul>'));
    expect(leading).toContain('grid-cols-1');
    expect(leading).toContain('mx-auto');
    expect(leading).not.toContain('grid-cols-2');
    expect(html).not.toContain('data-testid="org-rest"');
  });
  it('says so when the list could not be read or is empty', () => {
    expect(render(<OrgStructure people={null} />)).toContain('role="alert"');
    expect(render(<OrgStructure people={[]} />)).toContain('No Employees Found');
  });
});

describe('TeamSection', () => {
  const team: AboutPageData['team'] = {
    departmentId: 5,
    state: 'ok',
    page: 2,
    list: { data: [person(9, null)], total_pages: 2, total_items: 9, page: 2, page_size: 8 },
  };

  it('is a GET form that lands on the team, with the department selected and a Show button', () => {
    const html = render(<TeamSection departments={departments} team={team} />, {
      url: '/about?department=5&page=2',
    });
    expect(html).toMatch(/<form[^>]* action="\/about#our-team" method="get"/);
    expect(html).toMatch(/<select[^>]*name="department"/);
    expect(html).toMatch(/<option value="5" selected="">Land Management Section<\/option>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Show<\/button>/);
    // The page links keep the department.
    expect(html).toContain('href="/about?department=5#our-team"');
    expect(html).toContain('9 people');
  });

  it('writes Nepali names and digits in Nepali', () => {
    const html = render(<TeamSection departments={departments} team={team} />, {
      lang: 'ne',
      url: '/about?department=5&page=2',
    });
    expect(html).toContain('भूमि व्यवस्थापन शाखा');
    expect(html).toContain('जम्मा ९ जना');
    expect(html).toContain('aria-label="पृष्ठ २"');
  });

  it('shows the empty and error states', () => {
    expect(render(<TeamSection departments={[]} team={null} />)).toContain('No Data Found');
    expect(render(<TeamSection departments={null} team={null} />)).toContain('role="alert"');
    const failed = render(
      <TeamSection
        departments={departments}
        team={{ departmentId: 3, state: 'error', page: 1, status: 503 }}
      />,
    );
    expect(failed).toContain('Failed to load');
    const empty = render(
      <TeamSection
        departments={departments}
        team={{
          departmentId: 3,
          state: 'ok',
          page: 1,
          list: { data: [], total_pages: 0, total_items: 0, page: 1, page_size: 8 },
        }}
      />,
    );
    expect(empty).toContain('No Employees Found');
  });
});

describe('AboutTexts', () => {
  // As the API answers them: the introduction, story and message are rich text (ADR 031).
  const about: AboutContent = {
    hero_title_en: 'About',
    hero_title_ne: 'परिचय',
    hero_subtitle_en: '',
    hero_subtitle_ne: '',
    intro_title_en: 'Who we are',
    intro_title_ne: 'हामी को हौं',
    intro_text_en: '<p>We keep <strong>temples</strong>.</p><ul><li>Festivals</li><li>Land</li></ul>',
    intro_text_ne: '<p>हामी <strong>मन्दिर</strong> राख्छौं।</p>',
    story_title_en: '',
    story_title_ne: '',
    story_text_en:
      '<p>Since 1964.</p><table><tr><th>Year</th><th>Act</th></tr><tr><td>2033</td><td>Guthi Act</td></tr></table>',
    story_text_ne: '<p>२०२१ देखि।</p>',
    message_title_en: 'Message',
    message_title_ne: 'सन्देश',
    message_text_en: '<p>First &amp; foremost.</p><p><em>Second</em> paragraph.</p>',
    message_text_ne: '<p>पहिलो।</p>',
    chairperson_name_en: 'Hari',
    chairperson_name_ne: 'हरि',
    chairperson_position_en: 'Chairperson',
    chairperson_position_ne: 'अध्यक्ष',
    chairperson_image: null,
  };

  it('renders the rich texts as HTML: bold, a list, a table in its named region, paragraphs', () => {
    const html = render(<AboutTexts about={about} />);
    expect(html).toContain(
      '<p>We keep <strong>temples</strong>.</p><ul><li>Festivals</li><li>Land</li></ul>',
    );
    expect(html).toMatch(
      /<div role="region" tabindex="0" aria-label="Table 1"[^>]*><table><tr><th>Year<\/th>/,
    );
    expect(html).toContain('<td>Guthi Act</td>');
    // The message keeps its quotation mark-up, with the paragraphs inside it (escaped text stays text).
    expect(html).toMatch(/<blockquote[^>]*><div[^>]*><p>First &amp; foremost.<\/p><p><em>Second<\/em>/);
    // Markup is never shown as text.
    expect(html).not.toContain('&lt;p&gt;');
  });

  it('shows the Nepali texts on the Nepali page', () => {
    const html = render(<AboutTexts about={about} />, { lang: 'ne' });
    expect(html).toContain('<p>हामी <strong>मन्दिर</strong> राख्छौं।</p>');
    expect(html).toContain('<p>पहिलो।</p>');
    expect(html).not.toContain('temples');
  });
});
