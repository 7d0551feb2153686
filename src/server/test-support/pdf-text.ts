// Reads back the text of a PDF the way a viewer's copy or search does: each shown glyph mapped through
// its font's ToUnicode table. Enough for one-page PDFs with Type0 (Identity-H) fonts and hex strings,
// as pdfkit writes them; a font without ToUnicode (or a standard font) yields no text at all.
import { inflateSync } from 'node:zlib';

export interface PdfTextResult {
  /** BaseFont of every font a page uses, e.g. 'BZZZZZ+Mukta-Regular'. */
  fonts: string[];
  /** The shown text in content-stream order (glyph order: a Devanagari i-matra precedes its consonant). */
  text: string;
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const at = body.indexOf('stream');
    if (at < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const start =
      match.index + match[0].indexOf(body) + at + 'stream'.length + (body[at + 6] === '\r' ? 2 : 1);
    const raw = pdf.subarray(start, start + length);
    objects.set(Number(match[1]), {
      dict,
      stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw,
    });
  }
  return objects;
}

const hexToText = (hex: string) =>
  String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

/** Glyph code (4 hex digits) → Unicode text, from bfchar and bfrange entries. */
function readToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of block!.matchAll(/<([0-9a-f]{4})>\s*<([0-9a-f\s]+)>/gi))
      map.set(parseInt(code!, 16), hexToText(text!));
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    // Each entry: <from> <to> then either [<text> ...] (one per code) or <first text> (counting up).
    for (const [, from, to, target] of block!.matchAll(
      /<([0-9a-f]{4})>\s*<([0-9a-f]{4})>\s*(\[[^\]]*\]|<[0-9a-f\s]+>)/gi,
    )) {
      const first = parseInt(from!, 16);
      if (target!.startsWith('[')) {
        [...target!.matchAll(/<([0-9a-f\s]+)>/gi)].forEach(([, text], i) =>
          map.set(first + i, hexToText(text!)),
        );
      } else {
        const start = hexToText(target!.slice(1, -1)).charCodeAt(0);
        for (let code = first; code <= parseInt(to!, 16); code++)
          map.set(code, String.fromCharCode(start + code - first));
      }
    }
  }
  return map;
}

const ref = (dict: string, key: string) => {
  const id = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict)?.[1];
  return id === undefined ? undefined : Number(id);
};

export function pdfText(pdf: Buffer): PdfTextResult {
  const objects = readObjects(pdf);
  const fonts: string[] = [];
  let text = '';
  for (const page of [...objects.values()].filter((o) => /\/Type\s*\/Page\b/.test(o.dict))) {
    const resourcesId = ref(page.dict, 'Resources');
    const resources = resourcesId === undefined ? page.dict : objects.get(resourcesId)!.dict;
    const fontList = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    const tables = new Map<string, Map<number, string>>();
    for (const [, name, id] of fontList.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(id))!.dict;
      fonts.push(/\/BaseFont\s*\/([^\s/>]+)/.exec(font)?.[1] ?? '?');
      const toUnicode = ref(font, 'ToUnicode');
      const cmap = toUnicode === undefined ? null : objects.get(toUnicode)?.stream;
      tables.set(name!, cmap ? readToUnicode(cmap.toString('latin1')) : new Map());
    }
    const content = objects.get(ref(page.dict, 'Contents')!)!.stream!.toString('latin1');
    let table = new Map<number, string>();
    for (const [, font, shown] of content.matchAll(
      /\/([\w.+-]+)\s+[\d.]+\s+Tf|(\[[^\]]*\]\s*TJ|<[0-9a-f]*>\s*Tj)/gi,
    )) {
      if (font) table = tables.get(font) ?? new Map();
      for (const [, hex] of shown?.matchAll(/<([0-9a-f]*)>/gi) ?? [])
        for (const code of hex!.match(/.{4}/g) ?? []) text += table.get(parseInt(code, 16)) ?? '';
    }
    text += '\n';
  }
  return { fonts, text };
}
