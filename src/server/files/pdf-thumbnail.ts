// A PDF's first page as a small PNG, drawn in a worker thread with a time limit: a heavy or hostile PDF
// costs that thread, never the server's event loop, and is abandoned after PDF_THUMBNAIL_TIMEOUT_MS
// (the upload is then kept without a thumbnail).
import { Worker } from 'node:worker_threads';

export const PDF_THUMBNAIL_TIMEOUT_MS = 15_000;

export function pdfFirstPage(data: Buffer, width: number, timeoutMs = PDF_THUMBNAIL_TIMEOUT_MS) {
  return new Promise<Buffer | null>((resolve) => {
    const worker = new Worker(new URL('./pdf-thumbnail-worker.ts', import.meta.url), {
      workerData: { data: new Uint8Array(data), width },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve(null);
    }, timeoutMs);
    const finish = (value: Buffer | null) => {
      clearTimeout(timer);
      resolve(value);
      void worker.terminate();
    };
    worker.once('message', (png: Uint8Array | null) => finish(png ? Buffer.from(png) : null));
    worker.once('error', () => finish(null));
    worker.once('exit', () => finish(null));
  });
}
