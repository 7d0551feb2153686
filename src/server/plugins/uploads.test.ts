import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { privateUploadDir, publicUploadDir } from './uploads.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

describe('public uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    mkdirSync(join(publicUploadDir(t.uploadDir), 'notices'), { recursive: true });
    writeFileSync(join(publicUploadDir(t.uploadDir), 'notices', 'n1.png'), PNG);
    writeFileSync(join(publicUploadDir(t.uploadDir), 'notices', 'n1.pdf'), PDF);
    // A file being written (media, a PDF's picture) under its temporary name.
    writeFileSync(join(publicUploadDir(t.uploadDir), 'notices', 'n2.png.1234.tmp'), PNG);
    mkdirSync(join(privateUploadDir(t.uploadDir), 'complaints'), { recursive: true });
    writeFileSync(join(privateUploadDir(t.uploadDir), 'complaints', 'secret.pdf'), PDF);
  });
  afterAll(() => t.close());

  it('serves an image with its type, nosniff, a year of caching and an ETag', async () => {
    const res = await t.app.inject('/uploads/notices/n1.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers.etag).toBeTruthy();
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const again = await t.app.inject({
      url: '/uploads/notices/n1.png',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends documents with a CSP that lets no script run', async () => {
    const res = await t.app.inject('/uploads/notices/n1.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).not.toContain('script-src');
  });

  it('never reaches private files', async () => {
    for (const url of [
      '/uploads/../private/complaints/secret.pdf',
      '/uploads/%2e%2e/private/complaints/secret.pdf',
      '/uploads/..%2fprivate%2fcomplaints%2fsecret.pdf',
      '/uploads/private/complaints/secret.pdf',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.rawPayload.includes(PDF), url).toBe(false);
    }
  });

  it('never serves a temporary file, however its address is spelled', async () => {
    for (const url of [
      '/uploads/notices/n2.png.1234.tmp',
      '/uploads/notices/n2.png.1234%2etmp',
      '/uploads/notices/n2.png.1234.tm%70?x=1',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.rawPayload.includes(PNG), url).toBe(false);
    }
    // The same bytes under a final name are served: the 404 is the name's doing.
    writeFileSync(join(publicUploadDir(t.uploadDir), 'notices', 'n2.png'), PNG);
    expect((await t.app.inject('/uploads/notices/n2.png')).statusCode).toBe(200);
  });

  it('answers a missing file with 404', async () => {
    expect((await t.app.inject('/uploads/notices/missing.png')).statusCode).toBe(404);
  });
});
