// Prints the metric overrides of the 'Mukta Fallback' faces in src/web/app.css: how much to scale a
// local system font, and which ascent, descent and line gap to give it, so text set in it takes the
// room Mukta's would (no reflow when Mukta arrives, the menu fits one row either way).
//
//   node scripts/font-fallback-metrics.ts
//
// Mukta's numbers come from the WOFF files in @fontsource/mukta; the system fonts' from their files on
// this machine (Debian: fonts-dejavu, fonts-liberation (Arial's metrics), fonts-lohit-deva).
// size-adjust = Mukta's average advance / the fallback's, over a sample of the site's text (the
// English menu and body, or Nepali); the vertical overrides are Mukta's hhea values over that scale.
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

interface Font {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  advance: (codePoint: number) => number | undefined;
}

/** The tables of a TrueType/OpenType file or a WOFF 1.0 file (zlib per table). */
function tables(bytes: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  const woff = bytes.toString('latin1', 0, 4) === 'wOFF';
  const count = bytes.readUInt16BE(woff ? 12 : 4);
  for (let i = 0; i < count; i++) {
    const at = woff ? 44 + i * 20 : 12 + i * 16;
    const tag = bytes.toString('latin1', at, at + 4);
    const offset = bytes.readUInt32BE(at + (woff ? 4 : 8));
    const length = bytes.readUInt32BE(at + (woff ? 8 : 12));
    const raw = bytes.subarray(offset, offset + length);
    const original = woff ? bytes.readUInt32BE(at + 12) : length;
    found.set(tag, woff && length < original ? inflateSync(raw) : raw);
  }
  return found;
}

/** The glyph of each BMP code point (cmap format 4). */
function glyphMap(cmap: Buffer): (codePoint: number) => number {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const offset = cmap.readUInt32BE(8 + i * 8);
    if (platform === 3 && encoding === 1 && cmap.readUInt16BE(offset) === 4) {
      const t = cmap.subarray(offset);
      const segments = t.readUInt16BE(6) / 2;
      const ends = 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const ranges = deltas + segments * 2;
      return (cp) => {
        for (let s = 0; s < segments; s++) {
          if (cp > t.readUInt16BE(ends + s * 2)) continue;
          const start = t.readUInt16BE(starts + s * 2);
          if (cp < start) return 0;
          const delta = t.readInt16BE(deltas + s * 2);
          const range = t.readUInt16BE(ranges + s * 2);
          if (range === 0) return (cp + delta) & 0xffff;
          const glyph = t.readUInt16BE(ranges + s * 2 + range + (cp - start) * 2);
          return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
        }
        return 0;
      };
    }
  }
  throw new Error('no Unicode BMP cmap');
}

function readFont(path: string): Font {
  const t = tables(readFileSync(path));
  const head = t.get('head')!;
  const hhea = t.get('hhea')!;
  const hmtx = t.get('hmtx')!;
  const metrics = hhea.readUInt16BE(34);
  const glyph = glyphMap(t.get('cmap')!);
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascent: hhea.readInt16BE(4),
    descent: hhea.readInt16BE(6),
    lineGap: hhea.readInt16BE(8),
    advance: (cp) => {
      const g = glyph(cp);
      if (g === 0) return undefined;
      return hmtx.readUInt16BE(Math.min(g, metrics - 1) * 4);
    },
  };
}

/** Average advance per em over the sample's characters that both fonts have. */
function averageWidth(font: Font, sample: string, other: Font): number {
  let total = 0;
  let n = 0;
  for (const char of sample) {
    const cp = char.codePointAt(0)!;
    const mine = font.advance(cp);
    if (mine === undefined || other.advance(cp) === undefined) continue;
    total += mine / font.unitsPerEm;
    n++;
  }
  return total / n;
}

const SAMPLES = {
  latin:
    'Home Our Services Branches Notice Article Vacancy Rules and Regulations Festival Cultural Heritage ' +
    'About Us Contact Guthi Sansthan safeguards temples, festivals and Guthi land across the country. ' +
    'Public notice on collection of Kut and Malpot for FY 2083/84',
  devanagari:
    'गृहपृष्ठ हाम्रा सेवाहरू शाखाहरू सूचना लेख रिक्त पद नियम तथा कानुन चाडपर्व सांस्कृतिक सम्पदा हाम्रो बारेमा ' +
    'सम्पर्क गुठी संस्थानले देशभरका मन्दिर, चाडपर्व र गुठी जग्गाको संरक्षण गर्छ।',
};

const MUKTA = 'node_modules/@fontsource/mukta/files/mukta';
const fallbacks = [
  {
    name: 'Arial, Liberation Sans',
    script: 'latin',
    files: [
      '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
      '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
    ],
  },
  {
    name: 'DejaVu Sans',
    script: 'latin',
    files: [
      '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
      '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    ],
  },
  {
    name: 'Lohit Devanagari',
    script: 'devanagari',
    files: [
      '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf',
      '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf',
    ],
  },
] as const;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
for (const fallback of fallbacks) {
  for (const [index, weight] of ([400, 600] as const).entries()) {
    const mukta = readFont(`${MUKTA}-${fallback.script}-${weight}-normal.woff`);
    const local = readFont(fallback.files[index]!);
    const sample = SAMPLES[fallback.script];
    const scale = averageWidth(mukta, sample, local) / averageWidth(local, sample, mukta);
    const em = mukta.unitsPerEm * scale;
    console.log(
      `${fallback.name} for Mukta ${fallback.script} ${weight}: size-adjust: ${percent(scale)}; ` +
        `ascent-override: ${percent(mukta.ascent / em)}; descent-override: ${percent(-mukta.descent / em)}; ` +
        `line-gap-override: ${percent(mukta.lineGap / em)};`,
    );
  }
}
