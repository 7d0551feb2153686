import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../shared/i18n/index.ts';
import { LanguageProvider } from '../../lib/i18n/language-context.tsx';
import { fileExtension, fileKind } from './file-kind.ts';
import { EmbeddedPdf, FilePreview, pdfViewerSrc, type FilePreviewProps } from './file-preview.tsx';

describe('fileKind', () => {
  it.each([
    ['/uploads/notices/a.jpg', 'image'],
    ['/uploads/notices/a.JPEG', 'image'],
    ['/uploads/a.png?v=3', 'image'],
    ['https://example.org/x/y.GIF#top', 'image'],
    ['/uploads/a.webp', 'image'],
    ['/uploads/notices/a.pdf', 'pdf'],
    ['/uploads/notices/a.PDF?download=1', 'pdf'],
    ['/uploads/a.txt', 'document'],
    ['/uploads/a.doc', 'document'],
    ['/uploads/a.docx', 'document'],
    ['/uploads/a.ppt', 'document'],
    ['/uploads/a.pptx', 'document'],
    ['/uploads/a.xlsx', 'unsupported'],
    ['/uploads/a.svg', 'unsupported'],
    ['/uploads/archive.tar.gz', 'unsupported'],
    ['/uploads/no-extension', 'unsupported'],
    ['/uploads.pdf/file', 'unsupported'],
    ['/uploads/.pdf', 'unsupported'],
    ['/file?name=x.pdf', 'unsupported'],
    ['', 'none'],
    ['   ', 'none'],
    [null, 'none'],
    [undefined, 'none'],
  ] as const)('%s -> %s', (url, kind) => {
    expect(fileKind(url)).toBe(kind);
  });

  it('reads the extension of the last path segment', () => {
    expect(fileExtension('/a/b.c/d.PpTx?x=1.pdf#y.png')).toBe('pptx');
    expect(fileExtension(null)).toBe('');
  });
});

function render(props: FilePreviewProps, lang: Lang = 'en') {
  return renderToString(
    <LanguageProvider initial={lang}>
      <MemoryRouter>
        <FilePreview {...props} />
      </MemoryRouter>
    </LanguageProvider>,
  );
}

function renderEmbed(variant: 'card' | 'popup') {
  return renderToString(
    <LanguageProvider initial="en">
      <EmbeddedPdf file="/uploads/notices/a.pdf" title="Tender" variant={variant} frameClassName="relative" />
    </LanguageProvider>,
  );
}

describe('FilePreview markup', () => {
  it('shows an image in a link that opens a new tab, lazy, sized, with the title as alt', () => {
    const html = render({ file: '/uploads/notices/a.JPG', title: 'Indra Jatra notice' });
    expect(html).toMatch(/<a href="\/uploads\/notices\/a.JPG" target="_blank" rel="noopener"/);
    expect(html).toMatch(
      /<img src="\/uploads\/notices\/a.JPG" alt="Indra Jatra notice" width="640" height="360" loading="lazy"/,
    );
    expect(html).toContain('aspect-video');
    expect(html).toContain('(opens in a new tab)');
  });

  it('embeds a PDF from the same origin with a title, lazily, and a link over it', () => {
    const html = renderEmbed('card');
    expect(html).toContain(
      `<iframe src="${pdfViewerSrc('/uploads/notices/a.pdf').replaceAll('&', '&amp;')}"`,
    );
    expect(html).toContain('title="Preview of Tender"');
    expect(html).toContain('loading="lazy"');
    expect(html).toMatch(
      /<a href="\/uploads\/notices\/a.pdf" target="_blank" rel="noopener"[^>]*absolute inset-0/,
    );
    expect(html).toContain('Open document: Tender');
  });

  it('keeps the embedded PDF scrollable in the popup variant, with a separate open badge', () => {
    const html = renderEmbed('popup');
    expect(html).not.toMatch(/absolute inset-0/);
    expect(html).toMatch(/<a href="\/uploads\/notices\/a.pdf" target="_blank" rel="noopener"[^>]*h-11 w-11/);
  });

  it('sends a PDF as a document card in the HTML (embedded later, where the browser can show it)', () => {
    for (const variant of ['card', 'popup'] as const) {
      const html = render({ file: '/uploads/a.pdf', title: 'Tender', variant });
      expect(html).not.toContain('<iframe');
      expect(html).toContain('PDF document');
      expect(html).toContain(variant === 'popup' ? 'aspect-[4/3]' : 'aspect-video');
      // One link, opening the file in a new tab.
      expect(html.match(/<a /g)).toHaveLength(1);
      expect(html).toMatch(/<a href="\/uploads\/a.pdf" target="_blank" rel="noopener"/);
    }
  });

  it('gives an image in the popup variant exactly one open link, the icon badge', () => {
    const html = render({ file: '/uploads/a.png', title: 'Parking bid', variant: 'popup' });
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toMatch(/<a href="\/uploads\/a.png" target="_blank" rel="noopener"[^>]*h-11 w-11/);
    expect(html).toContain('alt="Parking bid"');
    expect(html).toContain('object-contain');
  });

  it('keeps an existing fragment of a PDF URL', () => {
    expect(pdfViewerSrc('/a.pdf#page=2')).toBe('/a.pdf#page=2');
    expect(pdfViewerSrc('/a.pdf')).toBe('/a.pdf#toolbar=0&navpanes=0&view=FitH');
  });

  it('shows a document card with the type for other documents, never a third-party viewer', () => {
    const html = render({ file: '/uploads/a.docx', title: 'Syllabus' });
    expect(html).toContain('DOCX document');
    expect(html).toContain('Open document');
    expect(html).toMatch(/<a href="\/uploads\/a.docx" target="_blank" rel="noopener"/);
    expect(html).not.toContain('<iframe');
    expect(html).not.toMatch(/docs\.google|officeapps|view\.office/);
  });

  it("says 'preview not supported' for other files, with an open link", () => {
    const html = render({ file: '/uploads/a.zip', title: 'Archive' });
    expect(html).toContain('Preview not supported');
    expect(html).toContain('Open file');
  });

  it('shows the no-preview box without a file, in both languages', () => {
    const en = render({ file: null, title: 'x' });
    expect(en).toContain('No Preview');
    expect(en).toContain('No File Available');
    expect(en).not.toContain('<a ');
    const ne = render({ file: '', title: 'x' }, 'ne');
    expect(ne).toContain('पूर्वावलोकन छैन');
    expect(ne).toContain('फाइल उपलब्ध छैन');
  });

  it('translates link texts in Nepali', () => {
    const html = render({ file: '/uploads/a.pdf', title: 'सूचना' }, 'ne');
    expect(html).toContain('(नयाँ ट्याबमा खुल्छ)');
    const embed = renderToString(
      <LanguageProvider initial="ne">
        <EmbeddedPdf file="/uploads/a.pdf" title="सूचना" variant="card" frameClassName="" />
      </LanguageProvider>,
    );
    expect(embed).toContain('title="सूचना को पूर्वावलोकन"');
  });
});
