// The photo viewer's position: previous and next wrap around at both ends.

/** `index` moved into 0..count-1, wrapping; 0 for an empty list. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The grid's photos that load at once: the large first one and the row beside and under it. */
export const EAGER_IMAGES = 5;

/** product.md section 2: the gallery pages when it holds more than this many photos. */
export const GALLERY_PAGE_SIZE = 24;
