// The thumbnailer against hostile PDFs made in the test (pdf-hostile-files.ts): each ends with a bounded
// picture or none (the caller's plain page), inside the time limit, with the drawing process's memory
// under its cap; the server's own process never holds the drawing. A normal PDF still gets its real
// first page.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildPdf } from '../db/seed/pdf.ts';
import { HOSTILE_PDFS, nestedFormsPdf, onePagePdf } from './pdf-hostile-files.ts';
import {
  drawPdfFirstPage,
  PDF_THUMBNAIL_MAX_RSS_MB,
  PDF_THUMBNAIL_SANDBOX,
  PDF_THUMBNAIL_TIMEOUT_MS,
} from './pdf-thumbnail.ts';

const WIDTH = 480;
/** Time to kill the process and answer, past a limit. */
const SLACK_MS = 2_000;
/** What a process can add between two readings of its memory (every 5 ms, on a thread of their own). */
const MEMORY_SLACK_MB = 16;

/** Red, green, blue of the pixel at x, y of a PNG. */
async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return [...data.subarray(at, at + 3)];
}

const BLUE = [0, 0, 255];
const WHITE = [255, 255, 255];

describe('a normal PDF', () => {
  it('gets its first page drawn, Devanagari heading included', async () => {
    const pdf = await buildPdf({
      ne: { title: 'गुठी संस्थान ऐन, २०३३', paragraphs: ['नेपाल राजपत्रमा प्रकाशित पाठ।'] },
      en: { title: 'Guthi Sansthan Act, 2033', paragraphs: ['Unofficial English rendering.'] },
    });
    const run = await drawPdfFirstPage(pdf, WIDTH);
    expect(run.outcome).toBe('drawn');
    expect(await sharp(run.png!).metadata()).toMatchObject({ format: 'png', width: 480, height: 679 });
    const { channels } = await sharp(run.png!).extract({ left: 0, top: 0, width: 480, height: 120 }).stats();
    expect(channels[0]!.min).toBeLessThan(100);
  });

  it('is drawn the way its page is turned, the blue square in its corner', async () => {
    const upright = await drawPdfFirstPage(onePagePdf('/MediaBox [0 0 595 842]'), WIDTH);
    expect(await sharp(upright.png!).metadata()).toMatchObject({ width: 480, height: 679 });
    expect(await pixel(upright.png!, 5, 674)).toEqual(BLUE);
    expect(await pixel(upright.png!, 5, 5)).toEqual(WHITE);
    // /Rotate 90 turns the page clockwise: landscape, the lower left corner now upper left.
    const turned = await drawPdfFirstPage(onePagePdf('/MediaBox [0 0 595 842] /Rotate 90'), WIDTH);
    expect(await sharp(turned.png!).metadata()).toMatchObject({ width: 480, height: 339 });
    expect(await pixel(turned.png!, 5, 5)).toEqual(BLUE);
  });
});

/**
 * What a hostile file must come to: a picture of this size, or none. One of each kind here (each costs a
 * drawing process); bench/hostile-pdfs.ts runs them all, and the forms and the inflating stream are
 * the limits' tests below.
 */
const EXPECTED: Record<string, { width: number; height: number } | 'no-picture'> = {
  'tall strip (MediaBox 10 × 12000)': 'no-picture',
  'rotated strip (12000 × 10, /Rotate 90)': 'no-picture',
  'huge box (MediaBox 200000 × 280000)': { width: 480, height: 672 },
  'box past a double (MediaBox 10^400)': 'no-picture',
  // pdf.js reads an empty box as US Letter.
  'zero box (MediaBox 0 0 0 0)': { width: 480, height: 621 },
  'huge UserUnit (75000 on 14400 × 14400)': { width: 480, height: 480 },
  '20,000 pages': { width: 480, height: 679 },
  'arrays and dictionaries nested 100,000 deep': 'no-picture',
  'image claiming 100000 × 100000 pixels': 'no-picture',
};

describe('a hostile PDF', () => {
  it.each(Object.entries(EXPECTED))('%s: %j', async (name, expected) => {
    const run = await drawPdfFirstPage(await HOSTILE_PDFS[name]!(), WIDTH);
    expect(run.ms).toBeLessThan(PDF_THUMBNAIL_TIMEOUT_MS + SLACK_MS);
    if (run.peakRssMb !== null) expect(run.peakRssMb).toBeLessThan(PDF_THUMBNAIL_MAX_RSS_MB);
    if (expected === 'no-picture') {
      expect(run).toMatchObject({ outcome: 'no-picture', png: null });
    } else {
      expect(run.outcome).toBe('drawn');
      expect(await sharp(run.png!).metadata()).toMatchObject(expected);
    }
  });
});

describe('the limits', () => {
  it('kills a drawing at the time limit', async () => {
    // Forms drawing each other twice, 40 deep: 2^40 drawings from 9 KB.
    const run = await drawPdfFirstPage(nestedFormsPdf(40, 2), WIDTH, { timeoutMs: 500 });
    expect(run).toMatchObject({ outcome: 'timeout', png: null });
    expect(run.ms).toBeLessThan(500 + SLACK_MS);
  });

  it('kills a drawing past its memory cap, native memory included', async () => {
    // 512 MB of spaces inflated by pdf.js: ArrayBuffers, outside any JavaScript heap limit.
    const run = await drawPdfFirstPage(await HOSTILE_PDFS['stream inflating to 512 MB']!(), WIDTH, {
      maxRssMb: 160,
    });
    expect(run).toMatchObject({ outcome: 'memory', png: null });
    expect(run.peakRssMb).toBeGreaterThan(160);
    expect(run.peakRssMb).toBeLessThan(160 + MEMORY_SLACK_MB);
  });

  it('kills a drawing at its memory cap while the server is too busy to look', async () => {
    const pdf = await HOSTILE_PDFS['stream inflating to 512 MB']!();
    // Once the drawing has begun to inflate (past Node's, pdf.js's and Skia's ~125 MB), the server's
    // event loop is blocked until the process ends (at most 10 s), as by a long render: a watch on that
    // loop would read nothing while the file inflated to 512 MB. The watch is a thread of its own.
    const blockOnceGrowing = setInterval(() => {
      const pid = workerPids()[0];
      if (pid === undefined || (residentMb(pid) ?? 0) < 135) return;
      clearInterval(blockOnceGrowing);
      const until = performance.now() + 10_000;
      while (performance.now() < until && residentMb(pid) !== null);
    }, 1);
    onTestFinished(() => clearInterval(blockOnceGrowing));
    const run = await drawPdfFirstPage(pdf, WIDTH, { maxRssMb: 160 });
    expect(run).toMatchObject({ outcome: 'memory', png: null });
    expect(run.peakRssMb).toBeLessThan(160 + MEMORY_SLACK_MB);
  });

  it('draws one PDF at a time, however many are asked for at once', async () => {
    const drawings = () => workerPids().length;
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, drawings())), 5);
    const page = onePagePdf('/MediaBox [0 0 595 842]');
    const runs = await Promise.all([1, 2, 3].map(() => drawPdfFirstPage(page, WIDTH)));
    clearInterval(watch);
    expect(runs.map((run) => run.outcome)).toEqual(['drawn', 'drawn', 'drawn']);
    expect(most).toBe(1);
  });
});

describe('waiting for a turn', () => {
  it('gives up at its own time limit while another drawing runs', async () => {
    const settled: string[] = [];
    const slow = drawPdfFirstPage(nestedFormsPdf(40, 2), WIDTH, { timeoutMs: 4_000 }).then((run) => {
      settled.push('slow');
      return run;
    });
    const waiting = drawPdfFirstPage(onePagePdf('/MediaBox [0 0 595 842]'), WIDTH, { timeoutMs: 500 }).then(
      (run) => {
        settled.push('waiting');
        return run;
      },
    );
    expect(await waiting).toMatchObject({ outcome: 'busy', png: null });
    expect((await slow).png).toBeNull();
    expect(settled).toEqual(['waiting', 'slow']);
  });
});

describe('the drawing process', () => {
  it('can read its own code and nothing else, write nothing and start nothing', () => {
    const secrets = mkdtempSync(join(tmpdir(), 'sampada-sandbox-'));
    onTestFinished(() => rmSync(secrets, { recursive: true, force: true }));
    writeFileSync(join(secrets, 'auth-secret'), 'secret');
    const attempts = `
      const fs = require('node:fs');
      const tries = {
        code: () => fs.readFileSync(${JSON.stringify(new URL('./pdf-thumbnail-size.ts', import.meta.url).pathname)}),
        secret: () => fs.readFileSync(${JSON.stringify(join(secrets, 'auth-secret'))}),
        write: () => fs.writeFileSync(${JSON.stringify(join(secrets, 'planted'))}, 'x'),
        spawn: () => require('node:child_process').spawnSync('true'),
      };
      const results = {};
      for (const [name, attempt] of Object.entries(tries)) {
        try { attempt(); results[name] = 'allowed'; } catch (error) { results[name] = error.code; }
      }
      console.log(JSON.stringify(results));`;
    const run = spawnSync(process.execPath, [...PDF_THUMBNAIL_SANDBOX, '-e', attempts], { encoding: 'utf8' });
    expect(JSON.parse(run.stdout)).toEqual({
      code: 'allowed',
      secret: 'ERR_ACCESS_DENIED',
      write: 'ERR_ACCESS_DENIED',
      spawn: 'ERR_ACCESS_DENIED',
    });
  });
});

/** A process's resident memory in MB, or null once it has exited (a killed process not yet reaped has none). */
function residentMb(pid: string) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid.trim()}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}

/** The drawing processes this test's process has started and that still run. */
function workerPids() {
  return readdirSync(`/proc/${process.pid}/task`)
    .flatMap((task) => readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').split(' '))
    .filter((pid) => pid.trim() && readCommand(pid).includes('pdf-thumbnail-worker'));
}

function readCommand(pid: string) {
  try {
    return readFileSync(`/proc/${pid.trim()}/cmdline`, 'utf8');
  } catch {
    return ''; // It has exited.
  }
}
