// Small PDFs that make a careless renderer take gigabytes or minutes, made here byte by byte (the tests
// of pdf-thumbnail.ts and bench/hostile-pdfs.ts): absurd page boxes, a huge UserUnit, thousands of
// pages, deep nesting, forms that draw each other, a stream that inflates to half a gigabyte.
import { once } from 'node:events';
import { createDeflate, deflateSync } from 'node:zlib';

type PdfObject = string | { dict: string; stream: Buffer };

/** A PDF of `objects` (object 1 is the catalog), with a correct cross-reference table. */
function pdfOf(objects: PdfObject[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const add = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if (typeof object === 'string') {
      add(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
    } else {
      const dict = object.dict.replace(/>>\s*$/, ` /Length ${object.stream.length} >>`);
      add(Buffer.from(`${index + 1} 0 obj\n${dict}\nstream\n`, 'latin1'));
      add(object.stream);
      add(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  add(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** A blue square in the page's lower left corner. */
const MARKS = '0 0 1 rg 0 0 72 72 re f';

const stream = (text: string, dict = '<< >>') => ({ dict, stream: Buffer.from(text, 'latin1') });

/** One page: `pageEntries` go into the page dictionary (its boxes, /Rotate, /UserUnit, resources). */
export function onePagePdf(pageEntries: string, content = MARKS, extra: PdfObject[] = []): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R ${pageEntries} /Contents 4 0 R >>`,
    stream(content),
    ...extra,
  ]);
}

/** `pages` pages in one flat page tree; `count` is what the tree claims (a lie makes readers walk it). */
function manyPagesPdf(pages: number, count = pages): Buffer {
  const first = 4; // Objects 1-3: catalog, page tree, the shared content.
  const kids = Array.from({ length: pages }, (_, i) => `${first + i} 0 R`).join(' ');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    stream(MARKS),
    ...Array.from(
      { length: pages },
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R >>',
    ),
  ]);
}

/** Form XObjects /F1 … /Fn, each drawing the next `fanOut` times: depth n, fanOut^n drawings in all. */
export function nestedFormsPdf(depth: number, fanOut: number): Buffer {
  const formObject = (level: number): PdfObject => {
    const next = level < depth ? `/F${level + 1}` : null;
    const body = next
      ? Array.from({ length: fanOut }, () => `q 0.9 0 0 0.9 1 1 cm ${next} Do Q`).join('\n')
      : MARKS;
    const resources = next ? `/Resources << /XObject << ${next} ${5 + level} 0 R >> >>` : '';
    return stream(body, `<< /Type /XObject /Subtype /Form /BBox [0 0 595 842] ${resources} >>`);
  };
  return onePagePdf(
    '/MediaBox [0 0 595 842] /Resources << /XObject << /F1 5 0 R >> >>',
    '/F1 Do',
    Array.from({ length: depth }, (_, i) => formObject(i + 1)),
  );
}

/** A content stream of `depth` nested arrays, and a page dictionary nested as deep. */
function deepNestingPdf(depth: number): Buffer {
  const arrays = `${'['.repeat(depth)}${']'.repeat(depth)} pop\n${MARKS}`;
  const dicts = `/Deep ${'<< /A '.repeat(depth)}1${' >>'.repeat(depth)}`;
  return onePagePdf(`/MediaBox [0 0 595 842] ${dicts}`, arrays);
}

/** `megabytes` MB of spaces, deflated a megabyte at a time (never held whole). */
async function deflatedSpaces(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const megabyte = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < megabytes; i += 1) {
    if (!deflate.write(megabyte)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(chunks);
}

/** A page whose content stream inflates to `megabytes` MB of spaces (from about 1/1000 of that). */
async function inflatingStreamPdf(megabytes: number): Promise<Buffer> {
  const spaces = await deflatedSpaces(megabytes);
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    { dict: '<< /Filter /FlateDecode >>', stream: spaces },
  ]);
}

/** An image that claims `width` × `height` pixels behind a few bytes of compressed data. */
function hugeImagePdf(width: number, height: number): Buffer {
  return onePagePdf(
    '/MediaBox [0 0 595 842] /Resources << /XObject << /Im 5 0 R >> >>',
    `${MARKS}\nq 595 0 0 842 0 0 cm /Im Do Q`,
    [
      {
        dict: `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode >>`,
        stream: deflateSync(Buffer.alloc(1024)),
      },
    ],
  );
}

/** A number too large for a double (pdf.js reads it as Infinity). */
const OVERFLOW = '9'.repeat(400);

/** Every hostile file, by name, with what it tries. */
export const HOSTILE_PDFS: Record<string, () => Buffer | Promise<Buffer>> = {
  // The audit's file: 10 × 12,000 points, 436 bytes.
  'tall strip (MediaBox 10 × 12000)': () => onePagePdf('/MediaBox [0 0 10 12000]'),
  'wide strip (MediaBox 12000 × 10)': () => onePagePdf('/MediaBox [0 0 12000 10]'),
  'huge box (MediaBox 200000 × 280000)': () => onePagePdf('/MediaBox [0 0 200000 280000]'),
  'box past a double (MediaBox 10^400)': () => onePagePdf(`/MediaBox [0 0 ${OVERFLOW} ${OVERFLOW}]`),
  'zero box (MediaBox 0 0 0 0)': () => onePagePdf('/MediaBox [0 0 0 0]'),
  'negative box (MediaBox 0 0 -595 -842)': () => onePagePdf('/MediaBox [0 0 -595 -842]'),
  'huge UserUnit (75000 on 14400 × 14400)': () => onePagePdf('/MediaBox [0 0 14400 14400] /UserUnit 75000'),
  'UserUnit past a double': () => onePagePdf(`/MediaBox [0 0 595 842] /UserUnit ${OVERFLOW}`),
  'rotated strip (12000 × 10, /Rotate 90)': () => onePagePdf('/MediaBox [0 0 12000 10] /Rotate 90'),
  'tiny CropBox on a huge MediaBox': () => onePagePdf('/MediaBox [0 0 200000 200000] /CropBox [0 0 1 1]'),
  '20,000 pages': () => manyPagesPdf(20_000),
  '100,000 pages, /Count 999999999': () => manyPagesPdf(100_000, 999_999_999),
  'arrays and dictionaries nested 100,000 deep': () => deepNestingPdf(100_000),
  'forms nested 2,000 deep': () => nestedFormsPdf(2_000, 1),
  'forms drawing each other, 2^40 drawings': () => nestedFormsPdf(40, 2),
  'stream inflating to 512 MB': () => inflatingStreamPdf(512),
  'image claiming 100000 × 100000 pixels': () => hugeImagePdf(100_000, 100_000),
};
