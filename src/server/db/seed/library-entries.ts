// The demo's files as media library entries (issue 25): a fresh demo site's library holds the pictures
// and documents its items use, so "choose from the library" offers them and "where used" names their
// items (uses are found by address, ADR 034, and the rows keep the seed files' own addresses). Only files
// the seed wrote are entered (a seed without an upload folder writes none): each row says the real size
// and SHA-256 of its bytes. The site's logo and payment QR code, the settings' pictures, are entered too:
// a settings save checks its pictures are library images, and "where used" names the settings group.
import type { Insertable } from 'kysely';
import { MEDIA_THUMBNAIL_SUFFIX, MEDIA_THUMBNAIL_WIDTH, MEDIA_WIDTHS } from '#shared/contract/values.ts';
import type { Database } from '../schema.ts';
import type { Scene } from './images.ts';

/** What the library says of a seed file, known when it is registered (files.ts). */
export interface LibraryDescription {
  kind: 'image' | 'document';
  /** Its name in the library: the file's stem without its hash, and its extension. */
  name: string;
  width: number | null;
  height: number | null;
  alt_ne: string;
  alt_en: string;
}

/** A file the seed wrote: its address, bytes' size and SHA-256, and its library description. */
export interface WrittenFile {
  url: string;
  size: number;
  sha256: string;
  library: LibraryDescription | null;
}

/** Folders whose files are not library entries: none now (the settings' pictures are entered too). */
const OUTSIDE_LIBRARY = new Set<string>();

/** The demo pictures are drawings: their descriptions say what they show. */
const sceneText: Record<Scene, { ne: string; en: string }> = {
  pagoda: { ne: 'प्यागोडा शैलीको मन्दिरको चित्र', en: 'Drawing of a pagoda-style temple' },
  stupa: { ne: 'स्तूपको चित्र', en: 'Drawing of a stupa' },
  shikhara: { ne: 'शिखर शैलीको मन्दिरको चित्र', en: 'Drawing of a shikhara-style temple' },
  chariot: { ne: 'जात्राको रथको चित्र', en: 'Drawing of a festival chariot' },
  mountains: { ne: 'पहाड र हिमालको चित्र', en: 'Drawing of hills and mountains' },
  portrait: { ne: 'कर्मचारीको नमुना तस्बिर', en: 'Sample portrait of a staff member' },
  icon: { ne: 'सेवाको चिह्न', en: 'Service icon' },
  logo: { ne: 'लोगो', en: 'Logo' },
};

export function imageDescription(
  folder: string,
  stem: string,
  spec: { scene: Scene; width: number; height: number; format: string },
): LibraryDescription | null {
  if (OUTSIDE_LIBRARY.has(folder)) return null;
  const text = sceneText[spec.scene];
  return {
    kind: 'image',
    name: `${stem}.${spec.format}`,
    width: spec.width,
    height: spec.height,
    alt_ne: text.ne,
    alt_en: text.en,
  };
}

/** The demo's payment QR code (a PNG the seed draws), as the library lists it. */
export function qrDescription(stem: string, size: number): LibraryDescription {
  return {
    kind: 'image',
    name: `${stem}.png`,
    width: size,
    height: size,
    alt_ne: 'दान गर्न भुक्तानीको क्यूआर कोड',
    alt_en: 'Payment QR code for donations',
  };
}

/** A document's description is its title in each language, so the library's search finds it. */
export function documentDescription(
  folder: string,
  stem: string,
  titles: { ne: string; en: string },
): LibraryDescription | null {
  if (OUTSIDE_LIBRARY.has(folder)) return null;
  const short = (title: string) => title.slice(0, 300);
  return {
    kind: 'document',
    name: `${stem}.pdf`,
    width: null,
    height: null,
    alt_ne: short(titles.ne),
    alt_en: short(titles.en),
  };
}

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/**
 * The copies pages use, as the library lists them for an upload (admin-media/store.ts): an image's WebP
 * copy per width (a narrower image's wider copies are its own size, listed once), a PDF's first page.
 * The seed writes the image copies beside each image; the server draws missing PDF pages after it starts
 * (files/missing-thumbnails.ts).
 */
function variantsOf(url: string, library: LibraryDescription) {
  const base = url.replace(/\.[a-z]+$/, '');
  if (library.kind === 'document')
    return [{ width: MEDIA_THUMBNAIL_WIDTH, url: `${base}${MEDIA_THUMBNAIL_SUFFIX}` }];
  const variants: { width: number; url: string }[] = [];
  for (const target of MEDIA_WIDTHS) {
    const width = Math.min(target, library.width ?? target);
    if (!variants.some((variant) => variant.width === width))
      variants.push({ width, url: `${base}-${target}.webp` });
  }
  return variants;
}

/** The media rows of the written files, entered as uploaded at `createdAt` by nobody (the seed). */
export function libraryRows(written: WrittenFile[], createdAt: string): Insertable<Database['media']>[] {
  return written.flatMap(({ url, size, sha256, library }) =>
    library
      ? [
          {
            kind: library.kind,
            hash: sha256,
            url,
            mime: MIME[url.split('.').pop()!] ?? 'application/octet-stream',
            size,
            width: library.width,
            height: library.height,
            name: library.name,
            alt_ne: library.alt_ne,
            alt_en: library.alt_en,
            variants_json: JSON.stringify(variantsOf(url, library)),
            created_by: null,
            created_at: createdAt,
          },
        ]
      : [],
  );
}
