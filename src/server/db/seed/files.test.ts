// Seed file names carry a content hash: /uploads/ is cached for a year as immutable, so a URL must
// never serve different bytes from one seed run to the next.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDemoContent } from './build.ts';
import { contentHash, SeedFiles } from './files.ts';
import { buildPdf, PDF_LAYOUT } from './pdf.ts';

const hashed = /^\/uploads\/[a-z-]+\/[a-z0-9-]+-([0-9a-f]{10})\.(jpg|png|webp|pdf)$/;

/** Every file URL the rows of a build reference. */
function fileUrls(content: ReturnType<typeof buildDemoContent>): Set<string> {
  const urls = new Set<string>();
  JSON.stringify(content, (_key, value: unknown) => {
    if (typeof value === 'string' && value.startsWith('/uploads/')) urls.add(value);
    return value;
  });
  return urls;
}

describe('seed file names', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sampada-seed-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('end every referenced URL in a content hash, the same for the same content', () => {
    const now = new Date('2026-11-22T08:00:00Z');
    const urls = fileUrls(buildDemoContent(now));
    expect(urls.size).toBeGreaterThan(20);
    for (const url of urls) expect(url).toMatch(hashed);
    expect(fileUrls(buildDemoContent(now))).toEqual(urls);
  });

  it('change when a later seed run changes a document', () => {
    const pdfs = (now: string) =>
      [...fileUrls(buildDemoContent(new Date(now)))].filter((url) => url.startsWith('/uploads/notices/'));
    const first = pdfs('2026-11-22T08:00:00Z');
    const later = pdfs('2027-03-01T08:00:00Z');
    expect(first.length).toBeGreaterThan(0);
    // The same stem (notice-1 ...) now names other bytes, so it must not keep its URL.
    const changed = later.filter((url) => !first.includes(url));
    expect(changed.length).toBeGreaterThan(0);
  });

  it('name a PDF after the hash of its text and layout, and an image after its recipe', async () => {
    const files = new SeedFiles();
    const notice = (title: string) => ({
      ne: { title: 'सूचना', paragraphs: ['विवरण'] },
      en: { title, paragraphs: ['Body'] },
    });
    const pdfUrl = files.pdf('notices', 'notice-1', notice('Title'));
    const imageUrl = files.image('site', 'logo', {
      scene: 'logo',
      width: 64,
      height: 64,
      format: 'png',
      variant: 1,
    });
    expect(files.pdf('notices', 'notice-1', notice('Other title'))).not.toBe(pdfUrl);
    expect(
      files.image('site', 'logo', { scene: 'logo', width: 64, height: 64, format: 'png', variant: 2 }),
    ).not.toBe(imageUrl);
    await files.writeAll(dir);
    const pdfName = pdfUrl.split('/').pop()!;
    expect(pdfName).toBe(`notice-1-${contentHash(JSON.stringify([PDF_LAYOUT, notice('Title')]))}.pdf`);
    // The same text gives the same bytes, so a name never serves two different files.
    const bytes = readFileSync(join(dir, 'public', 'notices', pdfName));
    expect(await buildPdf(notice('Title'))).toEqual(bytes);
    expect(readdirSync(join(dir, 'public', 'site'))).toContain(imageUrl.split('/').pop());
  });
});
