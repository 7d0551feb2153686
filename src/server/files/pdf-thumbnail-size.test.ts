// A page's thumbnail size is decided from its box before anything is drawn: fitted into 480 × 960,
// never larger whatever the box claims, and no picture for a box with no sensible size.
import { describe, expect, it } from 'vitest';
import { PDF_MAX_ASPECT, thumbnailPixels } from './pdf-thumbnail-size.ts';

describe('thumbnailPixels', () => {
  it('draws an ordinary page full width', () => {
    expect(thumbnailPixels({ width: 595, height: 842 }, 480)).toEqual({ width: 480, height: 679 });
    expect(thumbnailPixels({ width: 842, height: 595 }, 480)).toEqual({ width: 480, height: 339 });
    expect(thumbnailPixels({ width: 612, height: 792 }, 480)).toEqual({ width: 480, height: 621 });
  });

  it('fits a tall page by its height as well as its width', () => {
    // The audit's page scaled by width alone was 480 × 576,000; a 1:4 page now fits 960 tall.
    expect(thumbnailPixels({ width: 300, height: 1200 }, 480)).toEqual({ width: 240, height: 960 });
    expect(thumbnailPixels({ width: 10, height: 10 * PDF_MAX_ASPECT }, 480)).toEqual({
      width: 120,
      height: 960,
    });
  });

  it('keeps a huge box (a huge UserUnit included) inside the box', () => {
    expect(thumbnailPixels({ width: 14_400 * 75_000, height: 14_400 * 75_000 }, 480)).toEqual({
      width: 480,
      height: 480,
    });
    expect(thumbnailPixels({ width: 1e300, height: 1.4e300 }, 480)).toEqual({ width: 480, height: 672 });
    expect(thumbnailPixels({ width: 0.001, height: 0.001 }, 480)).toEqual({ width: 480, height: 480 });
  });

  it('gives no picture to a strip, or a box that is not a finite positive size', () => {
    for (const page of [
      { width: 10, height: 12_000 },
      { width: 12_000, height: 10 },
      { width: 10, height: 10 * PDF_MAX_ASPECT + 1 },
      { width: 0, height: 842 },
      { width: -595, height: -842 },
      { width: Number.NaN, height: 842 },
      { width: Number.POSITIVE_INFINITY, height: Number.POSITIVE_INFINITY },
      { width: 595, height: Number.POSITIVE_INFINITY },
      { width: 5e-324, height: 1 },
    ]) {
      expect(thumbnailPixels(page, 480), JSON.stringify(page)).toBeNull();
    }
  });
});
