// @vitest-environment happy-dom
// A file's preview as a visitor meets it: found by role and accessible name. (The browser tests cover
// the popup on the home page.)
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInPage } from '#web/test-support/render-in-page.tsx';
import { FilePreview } from './file-preview.tsx';

afterEach(cleanup);

const opensInNewTab = (link: HTMLElement, href: string) => {
  expect(link.getAttribute('href')).toBe(href);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
};

describe('FilePreview', () => {
  it('shows an image, sized and lazy, in a link that opens a new tab, the title as its alt', () => {
    renderInPage(<FilePreview file="/uploads/notices/a.JPG" title="Indra Jatra notice" />);
    const image = screen.getByRole('img', { name: 'Indra Jatra notice' });
    expect([
      image.getAttribute('width'),
      image.getAttribute('height'),
      image.getAttribute('loading'),
    ]).toEqual(['640', '360', 'lazy']);
    const link = screen.getByRole('link', { name: /Indra Jatra notice.*\(opens in a new tab\)/ });
    opensInNewTab(link, '/uploads/notices/a.JPG');
  });

  it('shows a PDF as the picture of its first page in one open link, never a viewer, card and popup', () => {
    for (const variant of ['card', 'popup'] as const) {
      renderInPage(<FilePreview file="/uploads/notices/a.pdf" title="Tender" variant={variant} />);
      expect(document.querySelector('iframe, embed, object')).toBeNull();
      expect(screen.getByText('PDF document')).toBeTruthy();
      const links = screen.getAllByRole('link');
      expect(links).toHaveLength(1);
      opensInNewTab(links[0]!, '/uploads/notices/a.pdf');
      const picture = document.querySelector('img');
      expect(picture?.getAttribute('src')).toBe('/uploads/notices/a-thumb.webp');
      expect(picture?.getAttribute('alt')).toBe('');
      cleanup();
    }
  });

  it('shows a media-library PDF in a card as its first page, in one link; a media image with its WebP copies', () => {
    const base = `/uploads/media/ab/${'ab'.padEnd(64, '0')}`;
    renderInPage(<FilePreview file={`${base}.pdf`} title="Tender" />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe(`${base}-thumb.webp`);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    opensInNewTab(links[0]!, `${base}.pdf`);
    expect(links[0]!.textContent).toContain('Tender');
    cleanup();
    renderInPage(<FilePreview file={`${base}.jpg`} title="Door" />);
    expect(screen.getByRole('img', { name: 'Door' }).getAttribute('srcset')).toContain(
      `${base}-960.webp 960w`,
    );
  });

  it('gives an image in the popup variant exactly one open link', () => {
    renderInPage(<FilePreview file="/uploads/a.png" title="Parking bid" variant="popup" />);
    expect(screen.getByRole('img', { name: 'Parking bid' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    opensInNewTab(links[0]!, '/uploads/a.png');
  });

  it('shows a document card with the type for other documents, never a third-party viewer', () => {
    renderInPage(<FilePreview file="/uploads/a.docx" title="Syllabus" />);
    expect(screen.getByText('DOCX document')).toBeTruthy();
    opensInNewTab(screen.getByRole('link', { name: /Open document/ }), '/uploads/a.docx');
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.body.innerHTML).not.toMatch(/docs\.google|officeapps|view\.office/);
  });

  it("says 'preview not supported' for other files, with an open link", () => {
    renderInPage(<FilePreview file="/uploads/a.zip" title="Archive" />);
    expect(screen.getByText('Preview not supported')).toBeTruthy();
    opensInNewTab(screen.getByRole('link', { name: /Open file/ }), '/uploads/a.zip');
  });

  it('shows the no-preview box without a file, in both languages, and no link', () => {
    renderInPage(<FilePreview file={null} title="x" />);
    expect(screen.getByText('No Preview')).toBeTruthy();
    expect(screen.getByText('No File Available')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    renderInPage(<FilePreview file="" title="x" />, { lang: 'ne' });
    expect(screen.getByText('पूर्वावलोकन छैन')).toBeTruthy();
    expect(screen.getByText('फाइल उपलब्ध छैन')).toBeTruthy();
  });

  it('names its link in Nepali', () => {
    renderInPage(<FilePreview file="/uploads/a.pdf" title="सूचना" />, { lang: 'ne' });
    expect(screen.getByRole('link', { name: /सूचना.*\(नयाँ ट्याबमा खुल्छ\)/ })).toBeTruthy();
  });
});
