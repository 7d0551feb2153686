import { describe, expect, it } from 'vitest';
import { mediaSrcSet } from './media-sources.ts';

const hash = 'ab'.padEnd(64, '0');

describe('mediaSrcSet', () => {
  it('names the WebP copies of a media-library image', () => {
    expect(mediaSrcSet(`/uploads/media/ab/${hash}.jpg`)).toBe(
      [480, 960, 1600].map((w) => `/uploads/media/ab/${hash}-${w}.webp ${w}w`).join(', '),
    );
  });

  it('offers nothing for other addresses and for documents', () => {
    expect(mediaSrcSet('/uploads/notices/x.jpg')).toBeUndefined();
    expect(mediaSrcSet(`/uploads/media/ab/${hash}.pdf`)).toBeUndefined();
    expect(mediaSrcSet(null)).toBeUndefined();
  });
});
