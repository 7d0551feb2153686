import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../shared/i18n/index.ts';
import { LanguageProvider } from '../../lib/i18n/language-context.tsx';
import { CardGrid } from './card-grid.tsx';
import { ContentCard, type ContentCardProps } from './content-card.tsx';

function render(props: ContentCardProps, lang: Lang = 'en') {
  return renderToString(
    <LanguageProvider initial={lang}>
      <MemoryRouter>
        <ContentCard {...props} />
      </MemoryRouter>
    </LanguageProvider>,
  ).replaceAll('<!-- -->', '');
}

const base = {
  title: 'Indra Jatra',
  text: 'The festival of Indra in Kathmandu.',
  createdAt: '2026-11-22T04:00:00Z',
};

describe('ContentCard', () => {
  it('links festivals to their detail page', () => {
    const html = render({ ...base, image: '/uploads/f.webp', to: '/festivals/details/7' });
    expect(html).toMatch(/<a[^>]*href="\/festivals\/details\/7"/);
    expect(html).toContain('View details');
    expect(html).not.toMatch(/href="\/festivals\/details\/7"[^>]*target="_blank"/);
  });

  it('opens the file in a new tab otherwise, with the title in the link name', () => {
    const html = render({ ...base, file: '/uploads/n.pdf', actionLabel: 'View full notice' });
    expect(html).toMatch(
      /<a href="\/uploads\/n.pdf" target="_blank" rel="noopener" class="inline-flex min-h-11/,
    );
    expect(html).toContain('View full notice<span class="sr-only">: Indra Jatra</span>');
  });

  it('prefers the image for the preview', () => {
    const html = render({ ...base, image: '/uploads/i.jpg', file: '/uploads/n.pdf' });
    expect(html).toContain('<img src="/uploads/i.jpg"');
    expect(html).not.toContain('<iframe');
  });

  it('shows the no-preview box and no button without any file', () => {
    const html = render(base);
    expect(html).toContain('No Preview');
    expect(html).toContain('No File Available');
    expect(html).not.toContain('<a ');
  });

  it("says 'No Image Available' for a festival without an image, and still links it", () => {
    const html = render({ ...base, to: '/festivals/details/7' });
    expect(html).toContain('No Image Available');
    expect(html).toContain('href="/festivals/details/7"');
  });

  it('shows the title as a heading and clamps the text to 2 lines', () => {
    expect(render(base)).toMatch(/<h2[^>]*>Indra Jatra<\/h2>/);
    expect(render({ ...base, headingLevel: 3 })).toMatch(/<h3[^>]*>Indra Jatra<\/h3>/);
    expect(render(base)).toMatch(/<p class="line-clamp-2[^"]*">The festival of Indra in Kathmandu.<\/p>/);
  });

  it('shows the created date in AD in English and in Bikram Sambat with Nepali digits in Nepali', () => {
    expect(render(base)).toContain('<time dateTime="2026-11-22T04:00:00Z">22 November 2026</time>');
    const ne = render(base, 'ne');
    expect(ne).toMatch(/<time dateTime="2026-11-22T04:00:00Z">६ मंसिर २०८३<\/time>/);
  });

  it('leaves the date out when missing or unreadable', () => {
    expect(render({ ...base, createdAt: null })).not.toContain('<time');
    expect(render({ ...base, createdAt: 'yesterday' })).not.toContain('<time');
  });
});

describe('CardGrid', () => {
  it('wraps each card in a list item of a responsive grid, skipping empty children', () => {
    const html = renderToString(
      <CardGrid label="Notices">
        <span>a</span>
        {null}
        {false}
        <span>b</span>
      </CardGrid>,
    );
    expect(html).toMatch(
      /^<ul role="list" aria-label="Notices" class="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3/,
    );
    expect(html.match(/<li/g)).toHaveLength(2);
  });
});
