// The media library through the API: files judged by content, images refused over the pixel limit from
// their header alone, WebP copies made and served, one file per content, texts required for images.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES, mediaItemResponse } from '#shared/contract/admin/media.ts';
import { translate } from '#shared/i18n/index.ts';
import { mediaSrcSet, pdfThumbnail } from '#shared/media-sources.ts';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';
import { asStaff, createStaff, type TestStaff } from '#server/test-support/staff.ts';
import { strictly } from '#server/test-support/strictly.ts';
import { pngClaiming } from '#server/test-support/png-header.ts';
import { buildPdf } from '#server/db/seed/pdf.ts';

let t: TestApp;
let editor: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, 'editor');
});
afterAll(() => t.close());

/** A multipart body of text fields and one file. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----sampada${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A PDF as the demo seed makes them: a Devanagari heading and text, then English. */
const pdfWithText = () =>
  buildPdf({
    ne: { title: 'गुठी संस्थान ऐन, २०३३', paragraphs: ['नेपाल राजपत्रमा प्रकाशित पाठ।'] },
    en: { title: 'Guthi Sansthan Act, 2033', paragraphs: ['Unofficial English rendering.'] },
  });

const ALT = { alt_ne: 'काष्ठमण्डपको पूर्वी ढोका', alt_en: 'The east door of the Kasthamandap' };

async function upload(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const body = multipart(fields, file);
  return asStaff(t, editor, {
    method: 'POST',
    url: '/api/admin/media?lng=en',
    payload: body.payload,
    headers: body.headers,
  });
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

describe('the media library', () => {
  it('stores an image with WebP copies no wider than it, served from addresses named by its content', async () => {
    const data = await photo(2400, 1600);
    const response = await upload(ALT, { name: 'kasthamandap.jpg', type: 'image/jpeg', data });
    expect(response.statusCode, response.body).toBe(201);
    const item = strictly(mediaItemResponse).parse(response.json()).data;
    expect(item).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 2400, height: 1600, ...ALT });
    expect(item.variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
    for (const variant of item.variants) {
      const served = await t.app.inject({ method: 'GET', url: variant.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(variant.width);
    }
    const original = await t.app.inject({ method: 'GET', url: item.url });
    expect(original.rawPayload.equals(data)).toBe(true);

    // The same bytes again: another entry, the same files.
    const again = (await upload(ALT, { name: 'copy.jpg', type: 'image/jpeg', data })).json().data;
    expect(again.id).not.toBe(item.id);
    expect(again.url).toBe(item.url);

    const small = (
      await upload(ALT, { name: 'small.jpg', type: 'image/jpeg', data: await photo(700, 500) })
    ).json().data;
    expect(small.variants.map((variant: { width: number }) => variant.width)).toEqual([480, 700]);
    // Every copy a page names from the address alone exists (a narrower image's wider copies too).
    for (const entry of mediaSrcSet(small.url)!.split(', ')) {
      const served = await t.app.inject({ method: 'GET', url: entry.split(' ')[0]! });
      expect(served.statusCode, entry).toBe(200);
    }
  });

  it('stores a PDF as a document, judged by its content and not its name', async () => {
    // Not a PDF that can be drawn: stored, with a plain page as its thumbnail (every PDF has one).
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const stored = await upload({}, { name: 'notice.pdf', type: 'application/pdf', data: pdf });
    expect(stored.statusCode, stored.body).toBe(201);
    const document = stored.json().data;
    expect(document).toMatchObject({ kind: 'document', width: null });
    expect(document.variants[0].url).toBe(pdfThumbnail(document.url));
    const plain = await t.app.inject({ method: 'GET', url: document.variants[0].url });
    expect(plain.headers['content-type']).toBe('image/webp');

    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const disguised = await upload(ALT, { name: 'photo.jpg', type: 'image/jpeg', data: html });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errors).toEqual({ file: translate('en', 'validation.media_type') });
  });

  it('draws a real PDF’s first page, Devanagari text included, as its thumbnail', async () => {
    const pdf = await pdfWithText();
    const document = (await upload({}, { name: 'act.pdf', type: 'application/pdf', data: pdf })).json().data;
    const thumbnail = await t.app.inject({ method: 'GET', url: pdfThumbnail(document.url)! });
    expect(thumbnail.statusCode).toBe(200);
    const { width, height } = await sharp(thumbnail.rawPayload).metadata();
    expect([width, Math.round(height! / 10)]).toEqual([480, 68]);
    // The heading is drawn: the top of the page has dark pixels, unlike the plain page.
    const { channels } = await sharp(thumbnail.rawPayload)
      .extract({ left: 0, top: 0, width: 480, height: 120 })
      .stats();
    expect(channels[0]!.min).toBeLessThan(100);
  });

  it('refuses an image bomb from its header, before decoding it', async () => {
    const bomb = pngClaiming(60_000, 60_000);
    const response = await upload(ALT, { name: 'bomb.png', type: 'image/png', data: bomb });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ file: translate('en', 'validation.media_too_many_pixels') });
  });

  it('asks for an image’s text in both languages, a file, and at most 20 MB', async () => {
    const data = await photo(600, 400);
    const bare = await upload({ alt_en: 'Only English' }, { name: 'a.jpg', type: 'image/jpeg', data });
    expect(bare.json().errors).toEqual({ alt_ne: translate('en', 'validation.alt_required') });
    const none = await upload(ALT);
    expect(none.json().errors).toEqual({ file: translate('en', 'validation.media_file_required') });
    const big = Buffer.alloc(MEDIA_MAX_BYTES + 1, 0xff);
    const tooBig = await upload(ALT, { name: 'big.jpg', type: 'image/jpeg', data: big });
    expect(tooBig.statusCode).toBe(413);
  });

  it('edits texts, moves a file to the trash and back; the address keeps working meanwhile', async () => {
    const item = (
      await upload(ALT, { name: 'door.jpg', type: 'image/jpeg', data: await photo(800, 600) })
    ).json().data;
    const url = `/api/admin/media/${item.id}`;
    const edited = await asStaff(t, editor, {
      method: 'PUT',
      url,
      payload: { alt_ne: 'ढोका', alt_en: 'The door' },
    });
    expect(edited.json().data.alt_en).toBe('The door');
    expect((await asStaff(t, editor, { method: 'DELETE', url })).json().data.deleted_at).not.toBeNull();
    const listed = (await asStaff(t, editor, { method: 'GET', url: '/api/admin/media?pageSize=100' })).json()
      .data;
    expect(listed.map((entry: { id: number }) => entry.id)).not.toContain(item.id);
    const trash = (await asStaff(t, editor, { method: 'GET', url: '/api/admin/media?trashed=1' })).json()
      .data;
    expect(trash.map((entry: { id: number }) => entry.id)).toContain(item.id);
    expect((await t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(200);
    await asStaff(t, editor, { method: 'POST', url: `${url}/restore` });
    const found = (await asStaff(t, editor, { method: 'GET', url: '/api/admin/media?q=door' })).json().data;
    expect(found.map((entry: { id: number }) => entry.id)).toContain(item.id);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'media')
      .where('entity_id', '=', String(item.id))
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      'media.uploaded',
      'media.updated',
      'media.trashed',
      'media.restored',
    ]);
  });
});
