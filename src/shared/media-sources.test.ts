import { describe, expect, it } from 'vitest';
import { mediaSrcSet, pdfThumbnail } from './media-sources.ts';

const hash = 'ab'.padEnd(64, '0');

describe('mediaSrcSet', () => {
  it('names the WebP copies of a media-library image', () => {
    expect(mediaSrcSet(`/uploads/media/ab/${hash}.jpg`)).toBe(
      [480, 960, 1600].map((w) => `/uploads/media/ab/${hash}-${w}.webp ${w}w`).join(', '),
    );
  });

  it("names the demo seed's copies beside its images", () => {
    expect(mediaSrcSet('/uploads/slides/slide-1-4778af114c.jpg')).toBe(
      [480, 960, 1600].map((w) => `/uploads/slides/slide-1-4778af114c-${w}.webp ${w}w`).join(', '),
    );
  });

  it('offers nothing for other addresses and for documents', () => {
    expect(mediaSrcSet('/uploads/notices/x.jpg')).toBeUndefined();
    expect(mediaSrcSet('/uploads/slides/no-hash.jpg')).toBeUndefined();
    expect(mediaSrcSet('/uploads/notices/notice-1-4778af114c.pdf')).toBeUndefined();
    expect(mediaSrcSet(`/uploads/media/ab/${hash}.pdf`)).toBeUndefined();
    expect(mediaSrcSet(null)).toBeUndefined();
  });
});

describe('pdfThumbnail', () => {
  it('names the picture beside any uploaded PDF, and nothing for other addresses', () => {
    expect(pdfThumbnail(`/uploads/media/ab/${hash}.pdf`)).toBe(`/uploads/media/ab/${hash}-thumb.webp`);
    expect(pdfThumbnail('/uploads/notices/tender-1a2b.pdf')).toBe('/uploads/notices/tender-1a2b-thumb.webp');
    for (const address of [
      '/uploads/notices/x.docx',
      'https://example.org/x.pdf',
      '/uploads/../x.pdf',
      null,
    ]) {
      expect(pdfThumbnail(address), String(address)).toBeUndefined();
    }
  });
});
