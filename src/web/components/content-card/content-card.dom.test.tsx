// @vitest-environment happy-dom
// A content card as a visitor's browser and screen reader meet it: found by role and accessible name.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '#shared/i18n/index.ts';
import { renderInPage } from '#web/test-support/render-in-page.tsx';
import { CardGrid } from './card-grid.tsx';
import { ContentCard, type ContentCardProps } from './content-card.tsx';

afterEach(cleanup);

const renderCard = (props: ContentCardProps, lang: Lang = 'en') =>
  renderInPage(<ContentCard {...props} />, { lang });

const base = {
  title: 'Indra Jatra',
  text: 'The festival of Indra in Kathmandu.',
  createdAt: '2026-11-22T04:00:00Z',
};

describe('ContentCard', () => {
  it('links festivals to their detail page, in the same tab', () => {
    renderCard({ ...base, image: '/uploads/f.webp', to: '/festivals/details/7' });
    const link = screen.getByRole('link', { name: /View details/ });
    expect(link.getAttribute('href')).toBe('/festivals/details/7');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens the file in a new tab otherwise, with the title in the link name', () => {
    renderCard({ ...base, file: '/uploads/n.pdf', actionLabel: 'View full notice' });
    const link = screen.getByRole('link', {
      // dom-accessibility-api puts a space between the visible label and the hidden title; browsers do not.
      name: /^View full notice\s*: Indra Jatra \(opens in a new tab\)$/,
    });
    expect(link.getAttribute('href')).toBe('/uploads/n.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('carries its text cut at 320 characters, not a whole article', () => {
    const text = `${'क'.repeat(400)} end`;
    renderCard({ ...base, text, to: '/festivals/details/7' });
    const shown = screen.getByText(/^क+\.\.\.$/).textContent!;
    expect(shown).toBe(`${'क'.repeat(320)}...`);
  });

  it('prefers the image for the preview', () => {
    const { container } = renderCard({ ...base, image: '/uploads/i.jpg', file: '/uploads/n.pdf' });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/i.jpg');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows the no-preview box and no link without any file', () => {
    renderCard(base);
    expect(screen.getByText('No Preview')).toBeTruthy();
    expect(screen.getByText('No File Available')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("says 'No Image Available' for a festival without an image, and still links it", () => {
    renderCard({ ...base, to: '/festivals/details/7' });
    expect(screen.getByText('No Image Available')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/festivals/details/7');
  });

  it('shows the title as a heading of the level asked for, and the text', () => {
    renderCard(base);
    expect(screen.getByRole('heading', { level: 2, name: 'Indra Jatra' })).toBeTruthy();
    expect(screen.getByText('The festival of Indra in Kathmandu.')).toBeTruthy();
    cleanup();
    renderCard({ ...base, headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Indra Jatra' })).toBeTruthy();
  });

  it('shows the created date in AD and BS in English and in Bikram Sambat with Nepali digits in Nepali', () => {
    const { container } = renderCard(base);
    const time = container.querySelector('time')!;
    expect([time.getAttribute('datetime'), time.textContent]).toEqual([
      '2026-11-22T04:00:00Z',
      '22 November 2026',
    ]);
    expect(time.parentElement?.textContent).toBe('22 November 2026 · 6 Mangsir 2083 BS');
    cleanup();
    const ne = renderCard(base, 'ne');
    expect(ne.container.querySelector('time')?.textContent).toBe('६ मंसिर २०८३');
    expect(ne.container.querySelector('time')?.parentElement?.textContent).toBe('६ मंसिर २०८३');
  });

  it('leaves the date out when missing or unreadable', () => {
    expect(renderCard({ ...base, createdAt: null }).container.querySelector('time')).toBeNull();
    cleanup();
    expect(renderCard({ ...base, createdAt: 'yesterday' }).container.querySelector('time')).toBeNull();
  });
});

describe('CardGrid', () => {
  it('is a list named by its label, one item per card, skipping empty children', () => {
    render(
      <CardGrid label="Notices">
        <span>a</span>
        {null}
        {false}
        <span>b</span>
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Notices' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a', 'b']);
  });
});
