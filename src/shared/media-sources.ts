// The WebP copies of a media-library image, named from its address alone: the library writes a copy
// for every width of MEDIA_WIDTHS beside the original (`<hash>.jpg` → `<hash>-480.webp` …), so a public
// page can offer them in `srcset` without asking the database; a PDF has its first page beside it
// (`<hash>.pdf` → `<hash>-thumb.webp`). Other addresses (seed files, links) have none.
import { MEDIA_THUMBNAIL_SUFFIX, MEDIA_WIDTHS } from './contract/admin/media.ts';

const MEDIA_ADDRESS = /^(\/uploads\/media\/[0-9a-f]{2}\/[0-9a-f]{64})\.(?:jpg|png|webp)$/;

/** `srcset` for an image address, or undefined when it is not a media-library image. */
export function mediaSrcSet(address: string | null | undefined): string | undefined {
  const base = address ? MEDIA_ADDRESS.exec(address)?.[1] : undefined;
  return base ? MEDIA_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', ') : undefined;
}

const MEDIA_DOCUMENT = /^(\/uploads\/media\/[0-9a-f]{2}\/[0-9a-f]{64})\.pdf$/;

/** The first-page thumbnail of a media-library PDF (every one has one), or undefined. */
export function mediaThumbnail(address: string | null | undefined): string | undefined {
  const base = address ? MEDIA_DOCUMENT.exec(address)?.[1] : undefined;
  return base ? `${base}${MEDIA_THUMBNAIL_SUFFIX}` : undefined;
}
