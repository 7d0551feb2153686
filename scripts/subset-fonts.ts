// Writes the site's Mukta files (src/web/fonts/): @fontsource/mukta's, cut to the characters pages use
// and without TrueType hinting (issue 24: fonts subset to what pages use; ADR 030).
//
//   node scripts/subset-fonts.ts
//
// - Devanagari: the whole Devanagari block (staff write any Nepali text), the joiners and the dotted
//   circle. HarfBuzz's subsetter keeps every glyph the layout tables (GSUB/GPOS) reach from these
//   characters, so conjuncts, half forms and mark positioning (Devanagari shaping) are unchanged.
// - Latin: ASCII, Latin-1, general punctuation and the few symbols the site prints.
// - No hinting: phones and macOS ignore TrueType hinting; it was ~40% of the Devanagari files.
// The unicode-range of each @font-face in src/web/app.css must list the same characters: anything
// else falls to the metric-matched fallback.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const SOURCE_DIR = 'node_modules/@fontsource/mukta/files';
const TARGET_DIR = 'src/web/fonts';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');

/** Keep in step with the unicode-range lists in app.css. */
export const SUBSETS = {
  devanagari: range(0x0900, 0x097f) + '\u200c\u200d\u25cc',
  latin:
    range(0x0020, 0x007e) +
    range(0x00a0, 0x00ff) +
    range(0x2000, 0x206f) +
    '\u20ac\u20b9\u2122\u2190\u2191\u2192\u2193\u2212',
} as const;

mkdirSync(TARGET_DIR, { recursive: true });
for (const [subset, text] of Object.entries(SUBSETS)) {
  for (const weight of [400, 600]) {
    const source = readFileSync(join(SOURCE_DIR, `mukta-${subset}-${weight}-normal.woff2`));
    const output = await subsetFont(source, text, { targetFormat: 'woff2', noHinting: true });
    const target = join(TARGET_DIR, `mukta-${subset}-${weight}.woff2`);
    writeFileSync(target, output);
    console.log(
      `${target}: ${(source.length / 1024).toFixed(1)} KB → ${(output.length / 1024).toFixed(1)} KB`,
    );
  }
}
