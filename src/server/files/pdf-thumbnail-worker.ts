// Runs in a worker thread (pdf-thumbnail.ts): renders a PDF's first page with pdf.js onto a canvas,
// MEDIA_THUMBNAIL_WIDTH pixels wide on white, and answers it as PNG bytes (or null if it cannot).
// pdf.js parses and draws on the thread it runs on: here, never the server's.
import { createCanvas } from '@napi-rs/canvas';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const { data, width } = workerData as { data: Uint8Array; width: number };
const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

async function render(): Promise<Uint8Array | null> {
  const task = getDocument({
    data,
    // No fonts from the system or the network: a PDF's own fonts, or pdf.js's standard ones.
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    standardFontDataUrl: join(root, 'standard_fonts/'),
    cMapUrl: join(root, 'cmaps/'),
    cMapPacked: true,
  });
  try {
    const page = await (await task.promise).getPage(1);
    const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    return await canvas.encode('png');
  } catch {
    return null;
  } finally {
    await task.destroy();
  }
}

parentPort!.postMessage(await render());
