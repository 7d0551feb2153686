// Runs as its own process (forked by pdf-thumbnail.ts, which watches its memory and time): renders a
// PDF's first page with pdf.js onto a canvas no larger than thumbnailPixels allows, on white, and
// answers it as PNG bytes, or null when the page has no sensible size, cannot be drawn, or has an image
// too large to decode here (a picture without it would be a false one). Whatever a hostile file makes
// pdf.js or the canvas allocate, native memory included, is this process's, and ends with it.
import { createCanvas } from '@napi-rs/canvas';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { thumbnailPixels } from './pdf-thumbnail-size.ts';

export interface ThumbnailRequest {
  data: Uint8Array;
  width: number;
}

export interface ThumbnailAnswer {
  png: Uint8Array | null;
  /** This process's resident memory once drawn, in MB: one more reading for the watch's peak. (Not the
   * kernel's maximum, which on Linux carries over the forking server's across exec.) */
  rssMb: number;
}

/**
 * The largest image pdf.js decodes, in pixels. Decoding costs ~16 bytes a pixel (coefficients, samples,
 * RGBA copies): a 200 dpi A4 scan (3.9 million) draws in ~170 MB of this process; a 300 dpi one (8.7
 * million, ~250 MB) gets the plain page.
 */
const MAX_IMAGE_PIXELS = 4_000_000;

// pdf.js says so when it leaves an image out (maxImageSize); the page is then not drawn.
let imageLeftOut = false;
console.warn = (message: unknown) => {
  if (String(message).includes('Image exceeded maximum allowed size')) imageLeftOut = true;
};

const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

async function render({ data, width }: ThumbnailRequest): Promise<Uint8Array | null> {
  const task = getDocument({
    data,
    // No fonts from the system or the network: a PDF's own fonts, or pdf.js's standard ones.
    disableFontFace: true,
    useSystemFonts: false,
    // Warnings reach console.warn above (nothing is printed: the process's output goes nowhere).
    verbosity: 1,
    standardFontDataUrl: join(root, 'standard_fonts/'),
    cMapUrl: join(root, 'cmaps/'),
    cMapPacked: true,
    // An image's decoded pixels are held whole: a small file can claim a huge one.
    maxImageSize: MAX_IMAGE_PIXELS,
  });
  try {
    // Only the first page is drawn. Opening the file, pdf.js checks that the last page exists, which in a
    // flat page tree reads every page's dictionary (~2 MB a thousand pages): 20,000 pages still draw, a
    // tree too large for the memory cap gets the plain page (bench/hostile-pdfs.ts).
    const page = await (await task.promise).getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const size = thumbnailPixels(natural, width);
    if (!size) return null;
    const viewport = page.getViewport({ scale: size.width / natural.width });
    const canvas = createCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    return imageLeftOut ? null : await canvas.encode('png');
  } catch {
    return null;
  } finally {
    await task.destroy();
  }
}

process.once('message', (request: ThumbnailRequest) => {
  void render(request).then((png) => {
    const answer: ThumbnailAnswer = { png, rssMb: process.memoryUsage().rss / 1024 / 1024 };
    process.send!(answer, () => process.exit(0));
  });
});
