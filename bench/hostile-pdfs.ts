// Issue 23's PDF thumbnail budget: the thumbnailer (src/server/files/pdf-thumbnail.ts) over every hostile
// file of pdf-hostile-files.ts and a normal two-language PDF, one after another, as an upload would call
// it. For each: how it ended, the time, the picture's size, this process's peak RSS (it plays the server;
// sampled every 5 ms) and the drawing process's peak RSS (read by the thumbnailer every 10 ms, and by
// the process itself once drawn). Exits 1 when this process passes the server's 350 MB, the drawing
// process passes its 200 MB (killed past 192), a file takes longer than the time limit, or a picture is
// larger than 480 × 960. 350 + 200 MB, less the ~78 MB of the drawing process that is file-backed (the
// node binary and Skia: shared or page cache), is inside the 512 MB docs/operations.md gives a server.
//   node bench/hostile-pdfs.ts [--only tall]
import { buildPdf } from '#server/db/seed/pdf.ts';
import { HOSTILE_PDFS } from '#server/files/pdf-hostile-files.ts';
import {
  drawPdfFirstPage,
  PDF_THUMBNAIL_MAX_RSS_MB,
  PDF_THUMBNAIL_TIMEOUT_MS,
} from '#server/files/pdf-thumbnail.ts';
import { PDF_MAX_HEIGHT_RATIO } from '#server/files/pdf-thumbnail-size.ts';

const BUDGET_MB = 350;
/** The drawing process: killed past PDF_THUMBNAIL_MAX_RSS_MB, so at most one 10 ms sample beyond it. */
const DRAWING_BUDGET_MB = 200;
const WIDTH = 480;
/** Time past the limit allowed for killing the process and answering. */
const SLACK_MS = 1_000;

const at = process.argv.indexOf('--only');
const only = at === -1 ? '' : process.argv[at + 1]!;

const mb = (bytes: number) => bytes / 1024 / 1024;
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);

/** A PNG's size from its header (no image library loaded into the measured process). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

const files: [string, () => Buffer | Promise<Buffer>][] = [
  [
    'normal two-language A4 page',
    () =>
      buildPdf({
        ne: { title: 'गुठी संस्थान ऐन, २०३३', paragraphs: ['नेपाल राजपत्रमा प्रकाशित पाठ नै आधिकारिक मानिनेछ।'] },
        en: {
          title: 'Guthi Sansthan Act, 2033',
          paragraphs: ['Unofficial English rendering for reference.'],
        },
      }),
  ],
  ...Object.entries(HOSTILE_PDFS),
];

const rows: string[] = [];
let missed = 0;
const startRss = mb(process.memoryUsage().rss);
for (const [name, make] of files) {
  if (only && !name.includes(only)) continue;
  const data = await make();
  peak = process.memoryUsage().rss;
  const run = await drawPdfFirstPage(data, WIDTH);
  const self = mb(peak);
  const child = run.peakRssMb ?? 0;
  const size = run.png ? pngSize(run.png) : null;
  const problems = [
    self > BUDGET_MB && 'process over budget',
    child > DRAWING_BUDGET_MB && 'drawing process over budget',
    run.ms > PDF_THUMBNAIL_TIMEOUT_MS + SLACK_MS && 'over the time limit',
    size && (size.width > WIDTH || size.height > WIDTH * PDF_MAX_HEIGHT_RATIO) && 'picture too large',
  ].filter(Boolean);
  if (problems.length) missed += 1;
  const picture = size ? `${size.width}×${size.height}` : 'plain page';
  const kb = data.length < 10_240 ? `${data.length} B` : `${Math.round(data.length / 1024)} KB`;
  rows.push(
    `| ${name} | ${kb} | ${run.outcome}: ${picture} | ${(run.ms / 1000).toFixed(1)} s | ${self.toFixed(0)} MB | ${child.toFixed(0)} MB | ${problems.length ? `**${problems.join(', ')}**` : 'met'} |`,
  );
  console.error(rows.at(-1));
}
clearInterval(sampler);

console.log(
  `\nThis process at start: ${startRss.toFixed(0)} MB RSS. Drawing process killed past ${PDF_THUMBNAIL_MAX_RSS_MB} MB or ${PDF_THUMBNAIL_TIMEOUT_MS / 1000} s. Budgets: ${BUDGET_MB} MB for this process (the server), ${DRAWING_BUDGET_MB} MB for the drawing process.\n`,
);
console.log('| file | size | outcome: picture | time | process peak | drawing process peak | budget |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
process.exit(missed ? 1 : 0);
