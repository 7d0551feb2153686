// The first-page pictures of public PDFs that have none: made beside each, once, and skipped for a PDF
// that cannot be drawn (its card stays a document card).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp } from '../test-support/test-app.ts';
import { buildPdf } from '../db/seed/pdf.ts';
import { publicUploadDir } from '../plugins/uploads.ts';
import { makeMissingThumbnails, makeThumbnail } from './missing-thumbnails.ts';
import { onePagePdf } from './pdf-hostile-files.ts';

const uploadDir = mkdtempSync(join(tmpdir(), 'sampada-thumbnails-'));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

describe('makeMissingThumbnails', () => {
  it('draws each PDF’s first page once, beside it, and leaves one it cannot draw', async () => {
    const notices = join(publicUploadDir(uploadDir), 'notices');
    mkdirSync(notices, { recursive: true });
    const pdf = await buildPdf({
      ne: { title: 'सूचना', paragraphs: ['नेपाली पाठ।'] },
      en: { title: 'Notice', paragraphs: ['English text.'] },
    });
    writeFileSync(join(notices, 'tender-abc.pdf'), pdf);
    writeFileSync(join(notices, 'broken.pdf'), '%PDF-1.4\nnot really\n%%EOF\n');

    expect(await makeMissingThumbnails(publicUploadDir(uploadDir))).toEqual({ made: 1, failed: 1 });
    const picture = join(notices, 'tender-abc-thumb.webp');
    const { format, width } = await sharp(picture).metadata();
    expect([format, width]).toEqual(['webp', 480]);
    expect(readdirSync(notices).sort()).toEqual(['broken.pdf', 'tender-abc-thumb.webp', 'tender-abc.pdf']);

    const made = statSync(picture).mtimeMs;
    expect(await makeMissingThumbnails(publicUploadDir(uploadDir))).toEqual({ made: 0, failed: 1 });
    expect(statSync(picture).mtimeMs).toBe(made);
  });

  it('does not try again a PDF it could not draw (a visitor asking again costs no drawing)', async () => {
    const folder = join(publicUploadDir(uploadDir), 'undrawable');
    mkdirSync(folder, { recursive: true });
    const path = join(folder, 'strip.pdf');
    writeFileSync(path, onePagePdf('/MediaBox [0 0 10 12000]'));
    expect(await makeThumbnail(path)).toBe(false);
    // Same path, now drawable bytes: still false, so no second drawing was started for it.
    writeFileSync(
      path,
      await buildPdf({ ne: { title: 'सूचना', paragraphs: [] }, en: { title: 'Notice', paragraphs: [] } }),
    );
    expect(await makeThumbnail(path)).toBe(false);
    expect(readdirSync(folder)).toEqual(['strip.pdf']);
  });
});

describe('a picture asked for before it was made', () => {
  it('is drawn when first asked for, and a picture of no PDF (or outside the folder) is refused', async () => {
    const t = await createTestApp({ seed: false });
    onTestFinished(() => t.close());
    const folder = join(publicUploadDir(t.uploadDir), 'notices');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, 'asked.pdf'),
      await buildPdf({ ne: { title: 'सूचना', paragraphs: [] }, en: { title: 'Notice', paragraphs: [] } }),
    );
    const asked = await t.app.inject('/uploads/notices/asked-thumb.webp');
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toBe('image/webp');
    expect((await sharp(asked.rawPayload).metadata()).width).toBe(480);
    for (const url of ['/uploads/notices/none-thumb.webp', '/uploads/notices/..%2F..%2Fasked-thumb.webp']) {
      expect([403, 404], url).toContain((await t.app.inject(url)).statusCode);
    }
  });
});
