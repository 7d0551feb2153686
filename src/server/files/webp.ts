// The WebP pictures the site serves: an image's copies at each width of MEDIA_WIDTHS and a PDF's
// first-page thumbnail, made the same way for the media library, the demo seed and thumbnails drawn later
// (files/missing-thumbnails.ts), so a demo picture and an uploaded one look and weigh alike. sharp is
// loaded with the first picture: the public site alone never holds libvips.

/** Photos: 78 keeps a 960 px slide near 60 KB without visible blocks on Devanagari signboards. */
const PHOTO_QUALITY = 78;
/** A page of text: a little higher, so thin Devanagari strokes stay sharp at 480 px. */
const PAGE_QUALITY = 80;

async function loadSharp() {
  return (await import('sharp')).default;
}

/**
 * `data` at most `width` pixels wide (never enlarged), turned upright from its orientation flag, as WebP.
 * `limitInputPixels`: sharp's own refusal of huge images (the media library passes its limit).
 */
export async function webpAtWidth(
  data: Buffer,
  width: number,
  limitInputPixels: number | boolean = true,
): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(data, { limitInputPixels })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: PHOTO_QUALITY })
    .toBuffer();
}

/** A drawn first page (PNG) as its WebP thumbnail. */
export async function pageThumbnailWebp(png: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(png).webp({ quality: PAGE_QUALITY }).toBuffer();
}
