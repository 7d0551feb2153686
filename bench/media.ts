// The media library's work per upload, in-process: what storing a phone photo costs (time, memory), and
// that an image bomb is refused without being decoded.
//   node bench/media.ts [--rounds 5]
// Prints the median time to store a 4000×3000 JPEG (original and three WebP copies), the process's peak
// memory while doing so, the time to store a PDF with its first page drawn, and the time and memory of
// refusing a PNG whose header claims 60000×60000.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { MediaRefused, storeMedia } from '#server/modules/admin-media/store.ts';
import { pngClaiming } from '#server/test-support/png-header.ts';
import { buildPdf } from '#server/db/seed/pdf.ts';

const at = process.argv.indexOf('--rounds');
const rounds = at === -1 ? 5 : Number(process.argv[at + 1]);
const dir = mkdtempSync(join(tmpdir(), 'sampada-media-bench-'));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);

/** A photo-like 12 MP JPEG (noise compresses like a photo, unlike a flat colour). */
async function photo(seed: number) {
  const noise = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 120, g: 80 + seed, b: 40 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return noise;
}

try {
  const inputs = await Promise.all(Array.from({ length: rounds }, (_, i) => photo(i)));
  const startRss = process.memoryUsage().rss;
  peak = startRss;
  const times: number[] = [];
  for (const input of inputs) {
    const started = performance.now();
    await storeMedia(dir, input);
    times.push(performance.now() - started);
  }
  const photoPeak = peak;
  const bombTimes: number[] = [];
  peak = process.memoryUsage().rss;
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    try {
      await storeMedia(dir, pngClaiming(60_000, 60_000));
      throw new Error('the bomb was stored');
    } catch (error) {
      if (!(error instanceof MediaRefused)) throw error;
    }
    bombTimes.push(performance.now() - started);
  }
  const bombPeak = peak;
  const pdf = await buildPdf({
    ne: { title: 'गुठी संस्थान ऐन, २०३३', paragraphs: ['नेपाल राजपत्रमा प्रकाशित पाठ नै आधिकारिक मानिनेछ।'] },
    en: { title: 'Guthi Sansthan Act, 2033', paragraphs: ['Unofficial English rendering for reference.'] },
  });
  const pdfTimes: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    // Another byte each round: a new file, drawn again (the same bytes would reuse the thumbnail).
    await storeMedia(dir, Buffer.concat([pdf, Buffer.from(`%${i}\n`)]));
    pdfTimes.push(performance.now() - started);
  }
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  console.log(`PDF with its first-page thumbnail (worker thread): median ${Math.round(median(pdfTimes))} ms`);
  console.log(`12 MP JPEG (${mb(inputs[0]!.length)}): median ${Math.round(median(times))} ms over ${rounds}`);
  console.log(`  RSS ${mb(startRss)} before, peak ${mb(photoPeak)}`);
  console.log(
    `60000×60000 PNG header: refused in median ${median(bombTimes).toFixed(1)} ms, peak RSS ${mb(bombPeak)}`,
  );
} finally {
  clearInterval(sampler);
  rmSync(dir, { recursive: true, force: true });
}
