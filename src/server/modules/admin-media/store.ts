// Storing an upload of the media library: its type judged by content (JPEG, PNG, WebP, PDF), an image's
// size read from its header and refused over MEDIA_MAX_PIXELS before anything is decoded, then its WebP
// copies; a PDF's first page as a WebP thumbnail. Every file is named by the upload's SHA-256, written once (to a temporary name, then renamed),
// so a URL never gets other bytes and the same upload twice shares its files.
import { createHash } from 'node:crypto';
import { access, mkdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomically } from '#server/files/durable-write.ts';
import { pageThumbnailWebp, webpAtWidth } from '#server/files/webp.ts';
import type { Metadata } from 'sharp';
import { sniffFileType } from '#server/files/sniff.ts';
import { publicUploadDir } from '#server/plugins/uploads.ts';
import {
  MEDIA_MAX_PIXELS,
  MEDIA_THUMBNAIL_SUFFIX,
  MEDIA_THUMBNAIL_WIDTH,
  MEDIA_WIDTHS,
  type MediaKind,
} from '#shared/contract/admin/media.ts';
import { pdfFirstPage } from '#server/files/pdf-thumbnail.ts';

const FOLDER = 'media';

export interface StoredMedia {
  kind: MediaKind;
  hash: string;
  url: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  variants: { width: number; url: string }[];
}

/** Why an upload is refused, as a message key for the file field. */
export class MediaRefused extends Error {}

const WEBP = { ext: 'webp', mime: 'image/webp' } as const;

/** The thumbnail of a PDF whose first page cannot be drawn: a plain A4 page with a folded corner. */
const BLANK_PAGE = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${MEDIA_THUMBNAIL_WIDTH}" height="${Math.round(MEDIA_THUMBNAIL_WIDTH * 1.414)}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <path d="M${MEDIA_THUMBNAIL_WIDTH - 90} 0 L${MEDIA_THUMBNAIL_WIDTH} 90 L${MEDIA_THUMBNAIL_WIDTH - 90} 90 Z" fill="#e2e8f0"/>
    <g fill="#cbd5e1">${[160, 200, 240, 280, 320, 360].map((y) => `<rect x="60" y="${y}" width="${MEDIA_THUMBNAIL_WIDTH - 120}" height="14" rx="7"/>`).join('')}</g>
  </svg>`,
);

/** JPEG, PNG, PDF (as the public forms judge them) or WebP (`RIFF....WEBP`), by content. */
function mediaTypeOf(data: Buffer) {
  const known = sniffFileType(data);
  if (known) return known;
  const riff = data.subarray(0, 4).toString('latin1') === 'RIFF';
  return riff && data.subarray(8, 12).toString('latin1') === 'WEBP' ? WEBP : null;
}

async function writeOnce(path: string, data: Buffer): Promise<void> {
  try {
    await access(path);
    // The same bytes are there already: the name is their hash. Made new again, so the sweep of sets no
    // row names (files/orphan-sweep.ts, which spares files under 15 minutes old) keeps them for this row.
    const now = new Date();
    await utimes(path, now, now);
    return;
  } catch {
    // Durable before the row that names it commits, as complaint attachments are (files/durable-write.ts).
    await writeFileAtomically(path, data);
  }
}

export async function storeMedia(uploadDir: string, data: Buffer): Promise<StoredMedia> {
  // Loaded with the first upload: the public site never needs libvips.
  const { default: sharp } = await import('sharp');
  const type = mediaTypeOf(data);
  if (!type) throw new MediaRefused('validation.media_type');
  const hash = createHash('sha256').update(data).digest('hex');
  const folder = join(publicUploadDir(uploadDir), FOLDER, hash.slice(0, 2));
  await mkdir(folder, { recursive: true });
  const urlOf = (file: string) => `/uploads/${FOLDER}/${hash.slice(0, 2)}/${file}`;
  const original = `${hash}.${type.ext}`;
  if (type.mime === 'application/pdf') {
    await writeOnce(join(folder, original), data);
    // Its first page (or, if that cannot be drawn, a plain page) as `<hash>-thumb.webp`: there is always one,
    // so a page can name it from the address alone (shared/media-sources.ts).
    const thumbnail = `${hash}${MEDIA_THUMBNAIL_SUFFIX}`;
    const page = (await pdfFirstPage(data, MEDIA_THUMBNAIL_WIDTH)) ?? BLANK_PAGE;
    await writeOnce(join(folder, thumbnail), await pageThumbnailWebp(page));
    const common = { hash, mime: type.mime, size: data.length, width: null, height: null };
    const variants = [{ width: MEDIA_THUMBNAIL_WIDTH, url: urlOf(thumbnail) }];
    return { kind: 'document', url: urlOf(original), variants, ...common };
  }

  // The header alone gives the size: a bomb is refused before a pixel is decoded.
  let metadata: Metadata;
  try {
    // No limit here (sharp's own would refuse the header as unreadable): our limit is checked below.
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaRefused('validation.media_unreadable');
  }
  const { width, height } = metadata;
  if (!width || !height) throw new MediaRefused('validation.media_unreadable');
  if (width * height > MEDIA_MAX_PIXELS) throw new MediaRefused('validation.media_too_many_pixels');
  // Photos from phones are often stored sideways with an orientation flag: the copies are turned upright.
  const upright = metadata.orientation && metadata.orientation >= 5;
  const [shownWidth, shownHeight] = upright ? [height, width] : [width, height];

  // A copy for every width, named by that width, so any page can name them all from the address alone
  // (shared/media-sources.ts); a narrower image's wider copies are its own size. The library lists each
  // real width once.
  const variants: { width: number; url: string }[] = [];
  try {
    for (const targetWidth of MEDIA_WIDTHS) {
      const file = `${hash}-${targetWidth}.webp`;
      const encoded = await webpAtWidth(data, targetWidth, MEDIA_MAX_PIXELS);
      await writeOnce(join(folder, file), encoded);
      const width = Math.min(targetWidth, shownWidth);
      if (!variants.some((variant) => variant.width === width)) variants.push({ width, url: urlOf(file) });
    }
  } catch (error) {
    if (error instanceof Error && /pixel|corrupt|unsupported|bad/i.test(error.message)) {
      throw new MediaRefused('validation.media_unreadable');
    }
    throw error;
  }
  await writeOnce(join(folder, original), data);
  return {
    kind: 'image',
    hash,
    url: urlOf(original),
    mime: type.mime,
    size: data.length,
    width: shownWidth,
    height: shownHeight,
    variants,
  };
}
