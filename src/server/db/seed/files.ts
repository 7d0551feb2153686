// Collects the images and PDFs the rows reference and writes them under <uploadDir>/public/<folder>/.
// Rows store '/uploads/<folder>/<name>' whether or not files are written (API tests write none).
// Names end in a short content hash: /uploads/ is served with a one-year `immutable` cache, and the
// demo's documents change between seed runs (their dates follow `now`), so changed bytes need a new URL.
import { renderSVG } from 'uqr';
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { writeFileAtomically } from '#server/files/durable-write.ts';
import { webpAtWidth } from '#server/files/webp.ts';
import { join } from 'node:path';
import { composeSvg, imageEncoding, renderImage, type ImageSpec } from './images.ts';
import {
  documentDescription,
  imageDescription,
  qrDescription,
  type LibraryDescription,
  type WrittenFile,
} from './library-entries.ts';
import { buildPdf, PDF_LAYOUT, type BilingualPdf } from './pdf.ts';
import { MEDIA_WIDTHS } from '#shared/contract/values.ts';

/** 10 hex digits (40 bits) of SHA-256: enough to tell versions of one file apart. */
export const contentHash = (data: string | Buffer): string =>
  createHash('sha256').update(data).digest('hex').slice(0, 10);

/** The demo's payment QR code is a square PNG this many pixels wide. */
const QR_SIZE = 320;

/** The demo's files are made again by the next seed: no fsync for each of the hundreds. */
const REWRITABLE = { durable: false };

type Job = {
  folder: string;
  name: string;
  make: () => Promise<Buffer> | Buffer;
  /** An image: its WebP copies are written beside it, as the media library does for uploads. */
  image?: boolean;
  /** How the media library lists it (library-entries.ts); null: not a library entry. */
  library: LibraryDescription | null;
};

/**
 * The WebP copies of a demo image, one for every width of MEDIA_WIDTHS, named `<name>-<width>.webp`
 * beside it (`slide-1-ab12cd34ef.jpg` → `slide-1-ab12cd34ef-480.webp`), so pages offer them in
 * `srcset` from the address alone (shared/media-sources.ts) as they do for the media library's.
 * A narrower image's wider copies are its own size, as the library's (admin-media/store.ts).
 */
async function writeWebpCopies(target: string, data: Buffer): Promise<void> {
  const base = target.replace(/\.(?:jpg|png|webp)$/, '');
  for (const width of MEDIA_WIDTHS) {
    await writeFileAtomically(`${base}-${width}.webp`, await webpAtWidth(data, width), REWRITABLE);
  }
}

export class SeedFiles {
  private readonly jobs = new Map<string, Job>();

  /**
   * Registers an image (once per URL) and returns its public URL. Encoding is slow and needed only when
   * files are written, so the hash covers what determines the bytes: the SVG and the encoder settings
   * (sharp is pinned to an exact version in package.json).
   */
  image(folder: string, name: string, spec: ImageSpec): string {
    const hash = contentHash(JSON.stringify([composeSvg(spec), imageEncoding[spec.format]]));
    return this.add({
      folder,
      name: `${name}-${hash}.${spec.format}`,
      make: () => renderImage(spec),
      image: true,
      library: imageDescription(folder, name, spec),
    });
  }

  /**
   * Registers a one-page bilingual PDF and returns its public URL. Building one shapes text and subsets
   * fonts (~25 ms), so like an image it is built only when written, and the hash covers what determines
   * its bytes: the text and the layout version (pdfkit, fontkit and the font are pinned exactly).
   */
  pdf(folder: string, name: string, content: BilingualPdf): string {
    const hash = contentHash(JSON.stringify([PDF_LAYOUT, content]));
    return this.add({
      folder,
      name: `${name}-${hash}.pdf`,
      make: () => buildPdf(content),
      library: documentDescription(folder, name, { ne: content.ne.title, en: content.en.title }),
    });
  }

  /** Registers a QR code of `text` as a PNG (the demo's donation QR) and returns its public URL. */
  qr(folder: string, name: string, text: string): string {
    const svg = renderSVG(text, { border: 2 });
    return this.add({
      folder,
      name: `${name}-${contentHash(svg)}.png`,
      make: () => sharp(Buffer.from(svg)).resize(QR_SIZE, QR_SIZE, { kernel: 'nearest' }).png().toBuffer(),
      // A library image (the donations setting's picture) has its WebP copies, as an upload has.
      image: true,
      library: qrDescription(name, QR_SIZE),
    });
  }

  private add(job: Job): string {
    const url = `/uploads/${job.folder}/${job.name}`;
    if (!this.jobs.has(url)) this.jobs.set(url, job);
    return url;
  }

  /** The bytes of one registered file, built without writing it. */
  async build(url: string): Promise<Buffer> {
    const job = this.jobs.get(url);
    if (!job) throw new Error(`no seed file ${url}`);
    return job.make();
  }

  get size(): number {
    return this.jobs.size;
  }

  /**
   * Writes every registered file (a few at a time: sharp already uses the cores) and answers what was
   * written: each file's address, size and SHA-256, for its media library entry.
   */
  async writeAll(uploadDir: string): Promise<WrittenFile[]> {
    const jobs = [...this.jobs.entries()];
    const folders = new Set(jobs.map(([, job]) => job.folder));
    for (const folder of folders) await mkdir(join(uploadDir, 'public', folder), { recursive: true });
    const written: WrittenFile[] = [];
    let index = 0;
    const worker = async () => {
      while (index < jobs.length) {
        const [url, job] = jobs[index++]!;
        const target = join(uploadDir, 'public', job.folder, job.name);
        const data = await job.make();
        if (job.image) await writeWebpCopies(target, data);
        await writeFileAtomically(target, data, REWRITABLE);
        const sha256 = createHash('sha256').update(data).digest('hex');
        written.push({ url, size: data.length, sha256, library: job.library });
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    // In the order registered, whichever worker finished first.
    const order = new Map(jobs.map(([url], i) => [url, i]));
    return written.sort((a, b) => order.get(a.url)! - order.get(b.url)!);
  }
}
