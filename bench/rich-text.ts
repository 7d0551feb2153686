// What sanitising a rich text body costs a save (ADR 031): the server's allowlist (sanitize-html) over
// bodies the size editors write (a short notice, a long article, a 200-row table at the 60,000-character
// limit), and what taking its plain text costs the search index and feeds. Medians of --rounds runs.
// Run: node bench/rich-text.ts [--rounds 200]
import { performance } from 'node:perf_hooks';
import { sanitizeRichText } from '#server/rich-text/sanitize.ts';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 200;

const paragraph =
  '<p>गुठी संस्थानले <strong>आगामी</strong> पर्वको तयारीका लागि <a href="https://example.np/a">सूचना</a> जारी गरेको छ।</p>';
const row = (n: number) =>
  `<tr><td><p>${n}</p></td><td><p>२०८३-०१-०५</p></td><td><p>संस्कृत</p></td><td><p>हल क</p></td></tr>`;
const bodies: [string, string][] = [
  ['short notice (3 paragraphs)', paragraph.repeat(3)],
  [
    'long article (60 paragraphs, a list)',
    paragraph.repeat(60) + '<ul><li><p>एक</p></li><li><p>दुई</p></li></ul>',
  ],
  [
    'table of 200 rows',
    `<h2>नतिजा</h2><table><tbody>${Array.from({ length: 200 }, (_, n) => row(n)).join('')}</tbody></table>`,
  ],
];

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
function time(run: () => unknown) {
  const took: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    run();
    took.push(performance.now() - start);
  }
  return median(took).toFixed(3);
}

for (const [name, body] of bodies) {
  console.log(
    `${name}: ${body.length} chars; sanitise ${time(() => sanitizeRichText(body))} ms; plain text ${time(() => plainTextOf(body))} ms (median of ${rounds})`,
  );
}
