// The WebP copies of a media-library image, named from its address alone: the library writes a copy
// for every width of MEDIA_WIDTHS beside the original (`<hash>.jpg` → `<hash>-480.webp` …), so a public
// page can offer them in `srcset` without asking the database. The demo seed writes the same copies
// beside its images (`/uploads/slides/slide-1-<10 hex>.jpg` → `…-480.webp`, db/seed/files.ts); other
// folders of /uploads/ hold only seed files (staff uploads all go to the media library). Every uploaded
// PDF has its first page beside it (`x.pdf` → `x-thumb.webp`).
import { MEDIA_THUMBNAIL_SUFFIX, MEDIA_WIDTHS } from './contract/values.ts';

const MEDIA_ADDRESS =
  /^(\/uploads\/(?:media\/[0-9a-f]{2}\/[0-9a-f]{64}|(?:slides|content|gallery|people|services|site)\/[a-z0-9-]+-[0-9a-f]{10}))\.(?:jpg|png|webp)$/;

/** `srcset` for an image address, or undefined when it is not a media-library image. */
export function mediaSrcSet(address: string | null | undefined): string | undefined {
  const base = address ? MEDIA_ADDRESS.exec(address)?.[1] : undefined;
  return base ? MEDIA_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', ') : undefined;
}

const UPLOADED_PDF = /^(\/uploads\/[A-Za-z0-9/_.-]+)\.pdf$/;

/**
 * The picture of an uploaded PDF's first page, beside it: the media library makes one when it stores
 * the file, and the server makes the missing ones (seed files, older uploads) after it starts. A card
 * shows it over a plain document card, which shows through while it does not exist yet.
 */
export function pdfThumbnail(address: string | null | undefined): string | undefined {
  const base = address ? UPLOADED_PDF.exec(address)?.[1] : undefined;
  return base && !base.includes('..') ? `${base}${MEDIA_THUMBNAIL_SUFFIX}` : undefined;
}
