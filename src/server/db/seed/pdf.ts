// The demo's documents (notices, articles, laws, vacancy papers): one A4 page, the Nepali text first
// (the official language of the trust's documents), then the English. The site has one file per item
// for both languages, so one bilingual PDF serves both (ADR 012).
// pdfkit lays text out with fontkit, which shapes Devanagari with the font's OpenType tables
// (conjuncts, reph, pre-base i-matra). Mukta, already the site's font (OFL 1.1, embedding allowed),
// is embedded as a subset: Fontsource splits it into a Devanagari and a Latin file, so each run of
// text is set in the file that has its characters.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff.ts';

interface PdfText {
  title: string;
  paragraphs: readonly string[];
}

export interface BilingualPdf {
  ne: PdfText;
  en: PdfText;
}

/** Part of every PDF's file-name hash (files.ts): bump it when the layout below changes. */
export const PDF_LAYOUT = 'bilingual-mukta-1';

type Face = 'neRegular' | 'neBold' | 'enRegular' | 'enBold';

let faces: Record<Face, fontkit.Font> | undefined;

/**
 * Shaping dominates the build time and the demo's documents repeat their words, so layouts are kept
 * per font across documents. pdfkit scales a run's positions in place: each caller gets its own copy.
 */
function withLayoutCache(font: fontkit.Font): fontkit.Font {
  const cache = new Map<string, fontkit.GlyphRun>();
  const layout = (text: string, features?: string[]) => {
    const key = features ? `${features.join()}\u0000${text}` : text;
    let run = cache.get(key);
    if (!run) cache.set(key, (run = font.layout(text, features)));
    // Same prototype (advanceWidth is a getter over positions), fresh positions.
    return Object.assign(Object.create(Object.getPrototypeOf(run) as object) as fontkit.GlyphRun, run, {
      positions: run.positions.map((position) => ({ ...position })),
    });
  };
  return Object.create(font, { layout: { value: layout } }) as fontkit.Font;
}

/** Parsed once per process and shared by every document: fontkit caches glyphs and layouts on them. */
function loadFaces(): Record<Face, fontkit.Font> {
  if (faces) return faces;
  const require = createRequire(import.meta.url);
  // The package exports only its CSS and LICENSE; the font files sit beside LICENSE.
  const dir = join(dirname(require.resolve('@fontsource/mukta/LICENSE')), 'files');
  const open = (subset: string, weight: number) =>
    withLayoutCache(
      fontkit.create(
        woffToSfnt(readFileSync(join(dir, `mukta-${subset}-${weight}-normal.woff`))),
      ) as fontkit.Font,
    );
  faces = {
    neRegular: open('devanagari', 400),
    neBold: open('devanagari', 600),
    enRegular: open('latin', 400),
    enBold: open('latin', 600),
  };
  return faces;
}

const isDevanagari = (char: string) => {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x0900 && code <= 0x097f) ||
    (code >= 0x1cd0 && code <= 0x1cf9) ||
    (code >= 0xa8e0 && code <= 0xa8ff) ||
    code === 0x200c || // zero-width non-joiner and joiner shape conjuncts
    code === 0x200d
  );
};

/** Splits text into runs of one script; spaces join the run they follow (both files have a space). */
function scriptRuns(text: string): { text: string; devanagari: boolean }[] {
  const runs: { text: string; devanagari: boolean }[] = [];
  for (const char of text) {
    const devanagari = char.trim() === '' ? null : isDevanagari(char);
    const last = runs.at(-1);
    if (last && (devanagari === null || devanagari === last.devanagari)) last.text += char;
    else runs.push({ text: char, devanagari: devanagari ?? false });
  }
  return runs;
}

/** A fixed date keeps the bytes (and so the file name) the same for the same text. */
const CREATED = new Date('2026-01-01T00:00:00Z');

function write(doc: PDFKit.PDFDocument, text: string, size: number, bold: boolean) {
  const runs = scriptRuns(text);
  runs.forEach((run, i) => {
    const face: Face = run.devanagari ? (bold ? 'neBold' : 'neRegular') : bold ? 'enBold' : 'enRegular';
    doc
      .font(face)
      .fontSize(size)
      .text(run.text, { continued: i < runs.length - 1, lineGap: 4 });
  });
  doc.moveDown(0.6);
}

function section(doc: PDFKit.PDFDocument, part: PdfText, titleSize: number) {
  write(doc, part.title, titleSize, true);
  for (const paragraph of part.paragraphs) write(doc, paragraph, 11, false);
}

export function buildPdf(content: BilingualPdf): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: 'ne',
    // No default Helvetica: it would be parsed for every document and never used.
    font: null as unknown as string,
    info: { Title: content.ne.title, Author: 'Guthi Sansthan', CreationDate: CREATED },
  });
  for (const [name, face] of Object.entries(loadFaces())) {
    // pdfkit also takes a fontkit font (its types list only files and buffers).
    doc.registerFont(name, face as unknown as Buffer);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  section(doc, content.ne, 16);
  doc.moveDown(0.4);
  const y = doc.y;
  doc.moveTo(56, y).lineTo(539, y).lineWidth(0.5).strokeColor('#999999').stroke();
  doc.moveDown(1);
  section(doc, content.en, 14);
  doc.end();
  return done;
}
