// How many pixels a PDF page's thumbnail gets, decided from the page's size alone, before anything is
// drawn: the page is fitted into a bounded box (MEDIA_THUMBNAIL_WIDTH wide, twice that tall), so the
// canvas is at most 480 × 960 pixels (1.8 MB) whatever the file claims. A page's size is the file's
// word: `/MediaBox [0 0 10 12000]` (a 436-byte file) once got a 480 × 576,000 canvas, 1.1 GB of memory
// outside any heap limit. A box with no sensible picture (not a finite positive size, or a strip more
// than PDF_MAX_ASPECT times longer than wide) gets none: the caller shows a plain page instead.

/** Longest side over shortest side of a page that still gets its picture (a till roll is 1:8). */
export const PDF_MAX_ASPECT = 8;

/** The tallest thumbnail, as a multiple of its width: an A4 page (1:1.414) is drawn full width. */
export const PDF_MAX_HEIGHT_RATIO = 2;

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The thumbnail's size in pixels for a page `page.width` × `page.height` points (UserUnit and /Rotate
 * applied, as pdf.js's viewport at scale 1 gives them), within `maxWidth` × `maxWidth *
 * PDF_MAX_HEIGHT_RATIO`; null when the page should get no picture.
 */
export function thumbnailPixels(page: PixelSize, maxWidth: number): PixelSize | null {
  const { width, height } = page;
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return null;
  if (Math.max(width, height) / Math.min(width, height) > PDF_MAX_ASPECT) return null;
  const maxHeight = maxWidth * PDF_MAX_HEIGHT_RATIO;
  const scale = Math.min(maxWidth / width, maxHeight / height);
  // At most the box (rounding never adds a pixel past it), at least one pixel.
  return {
    width: Math.max(1, Math.min(maxWidth, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxHeight, Math.round(height * scale))),
  };
}
