// The media library with a hostile PDF: the audit's 436-byte file (a 10 × 12,000 point page) and one that
// inflates to 512 MB are stored (201), each with the plain page as its picture, and the server's own
// memory does not move: the drawing happens in its own process.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfThumbnail } from '#shared/media-sources.ts';
import { multipart } from '../test-support/multipart.ts';
import { asStaff, createStaff, type TestStaff } from '../test-support/staff.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { HOSTILE_PDFS } from './pdf-hostile-files.ts';

let t: TestApp;
let editor: TestStaff;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  editor = await createStaff(t, 'editor');
});
afterAll(() => t.close());

async function upload(name: string, data: Buffer) {
  const body = await multipart({
    file: { name, type: 'application/pdf', content: new Uint8Array(data) },
  });
  return asStaff(t, editor, { method: 'POST', url: '/api/admin/media?lng=en', ...body });
}

describe('a hostile PDF uploaded to the media library', () => {
  it.each(['tall strip (MediaBox 10 × 12000)', 'stream inflating to 512 MB'])(
    '%s: stored, with the plain page as its picture',
    async (name) => {
      const data = await HOSTILE_PDFS[name]!();
      const before = process.memoryUsage().rss;
      let peak = before;
      const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      const response = await upload('notice.pdf', data).finally(() => clearInterval(watch));
      expect(response.statusCode, response.body).toBe(201);
      const document = response.json().data;
      expect(document).toMatchObject({ kind: 'document', mime: 'application/pdf' });
      // This process (the server) never holds the drawing: the tall page's canvas was once 1.1 GB here.
      expect((peak - before) / 1024 / 1024).toBeLessThan(100);

      const picture = await t.app.inject({ method: 'GET', url: pdfThumbnail(document.url)! });
      expect(picture.statusCode).toBe(200);
      expect(await sharp(picture.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 480,
        height: 679,
      });
      // The plain page is white with light grey lines: nothing darker than them anywhere.
      const { channels } = await sharp(picture.rawPayload).stats();
      expect(Math.min(...channels.slice(0, 3).map((channel) => channel.min))).toBeGreaterThan(180);
    },
  );
});
