// A PDF's first page as a small PNG, drawn in a process of its own (pdf-thumbnail-worker.ts) under hard
// limits: its resident memory, native included (pdf.js's decoded streams and images, the canvas), is
// read every few milliseconds by a thread of its own (memory-watch-worker.ts) and the process killed past
// PDF_THUMBNAIL_MAX_RSS_MB; it is killed after
// PDF_THUMBNAIL_TIMEOUT_MS; one drawing runs at a time in the whole server, and a call that waits longer
// than that for its turn gets no picture. A worker thread could not
// do this: its heap limit leaves out canvases and ArrayBuffers, which count in the server's own memory.
// A page with an absurd size gets no picture (pdf-thumbnail-size.ts); the caller then shows a plain page.
import { fork } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { WATCH_SLOTS, type MemoryWatchData } from './memory-watch-worker.ts';
import type { ThumbnailAnswer, ThumbnailRequest } from './pdf-thumbnail-worker.ts';

export const PDF_THUMBNAIL_TIMEOUT_MS = 15_000;

/**
 * The drawing process's resident memory at which it is killed. Node, pdf.js and Skia take ~125 MB of it
 * before drawing (~78 MB of that file-backed: the node binary and Skia's library, shared or page cache);
 * a normal page peaks near 130 MB. With the server's 350 MB this stays inside the 512 MB that
 * docs/operations.md gives a server.
 */
export const PDF_THUMBNAIL_MAX_RSS_MB = 192;

/** How often the drawing process's memory is read. */
const WATCH_INTERVAL_MS = 5;

const WORKER = fileURLToPath(new URL('./pdf-thumbnail-worker.ts', import.meta.url));
const MEMORY_WATCH = new URL('./memory-watch-worker.ts', import.meta.url);
const HERE = fileURLToPath(new URL('./', import.meta.url));
const MODULES = realpathSync(fileURLToPath(new URL('../../../node_modules/', import.meta.url)));

/**
 * Node's permission model for the drawing process: it may read its own code (this folder, the installed
 * packages, the package.json that makes them modules) and load the canvas's native library, and nothing
 * else: no database, secrets or uploads to read, no file to write, no process or thread to start, should
 * a file find a hole in pdf.js.
 */
export const PDF_THUMBNAIL_SANDBOX = [
  '--permission',
  '--allow-addons',
  `--allow-fs-read=${HERE}`,
  `--allow-fs-read=${MODULES}/`,
  `--allow-fs-read=${fileURLToPath(new URL('../../../package.json', import.meta.url))}`,
];

export interface ThumbnailRun {
  /** The PNG, or null: the page had no sensible size or could not be read (no-picture), the process
   * died (crashed: a stack or heap limit), it was killed at a limit (timeout, memory), or its turn did
   * not come in time (busy: nothing about the file, so it may be tried again later). */
  png: Buffer | null;
  outcome: 'drawn' | 'no-picture' | 'crashed' | 'timeout' | 'memory' | 'busy';
  /** The drawing process's highest resident memory seen, in MB (null where /proc cannot be read). */
  peakRssMb: number | null;
  ms: number;
}

/** Starts the memory watch of process `pid`: `peakMb()` and `over()` read what it has seen so far. */
function watchMemory(pid: number, maxRssMb: number) {
  const shared = new SharedArrayBuffer(WATCH_SLOTS.length * Int32Array.BYTES_PER_ELEMENT);
  const slots = new Int32Array(shared);
  const workerData: MemoryWatchData = {
    pid,
    maxRssKb: maxRssMb * 1024,
    intervalMs: WATCH_INTERVAL_MS,
    shared,
  };
  const thread = new Worker(MEMORY_WATCH, { workerData });
  // A thread that fails to start (no /proc, no threads) leaves the time limit as the only limit.
  thread.on('error', () => {});
  thread.unref();
  return {
    peakMb: () => {
      const kb = Atomics.load(slots, WATCH_SLOTS.peakKb);
      return kb === 0 ? null : kb / 1024;
    },
    over: () => Atomics.load(slots, WATCH_SLOTS.over) === 1,
    stop: () => {
      Atomics.store(slots, WATCH_SLOTS.stop, 1);
      Atomics.notify(slots, WATCH_SLOTS.stop);
    },
  };
}

/** One drawing process: `run` settles with the answer or a limit, `gone` once the process has exited. */
function drawOnce(data: Buffer, width: number, timeoutMs: number, maxRssMb: number) {
  const started = performance.now();
  let gone!: Promise<unknown>;
  const run = new Promise<ThumbnailRun>((resolve) => {
    const child = fork(WORKER, [], {
      // A small JavaScript heap: pdf.js's objects stay well inside it, and the RSS watch catches the rest.
      execArgv: ['--max-old-space-size=96', '--max-semi-space-size=2', ...PDF_THUMBNAIL_SANDBOX],
      // None of the server's settings (database address, secrets) reach the process that reads the file.
      env: {},
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      // Bytes as bytes (the default JSON would turn a 20 MB file into an array of numbers).
      serialization: 'advanced',
    });
    const memory = child.pid === undefined ? null : watchMemory(child.pid, maxRssMb);
    let answeredRssMb = 0;
    let settled = false;
    const finish = (png: Buffer | null, outcome: ThumbnailRun['outcome']) => {
      if (!settled) {
        settled = true;
        const watched = memory?.peakMb() ?? null;
        const peakRssMb =
          watched === null && answeredRssMb === 0 ? null : Math.max(watched ?? 0, answeredRssMb);
        resolve({ png, outcome, peakRssMb, ms: performance.now() - started });
      }
      clearTimeout(timer);
      memory?.stop();
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => finish(null, 'timeout'), timeoutMs);
    gone = new Promise((exited) => child.once('exit', exited).once('error', exited));
    child.once('message', ({ png, rssMb }: ThumbnailAnswer) => {
      answeredRssMb = rssMb;
      finish(png ? Buffer.from(png) : null, png ? 'drawn' : 'no-picture');
    });
    child.once('error', () => finish(null, 'crashed'));
    // Killed by the memory watch, or died on its own.
    child.once('exit', () => finish(null, memory?.over() ? 'memory' : 'crashed'));
    child.send({ data: new Uint8Array(data), width } satisfies ThumbnailRequest);
  });
  return { run, gone };
}

// One drawing at a time in the whole server (uploads and the background run alike), the next only once
// the last process has exited, so at most one drawing's memory exists at any moment.
let turn: Promise<unknown> = Promise.resolve();

export interface ThumbnailLimits {
  /** For the drawing, and again for waiting its turn: an upload answers within twice this. */
  timeoutMs?: number;
  maxRssMb?: number;
}

/** Draws `data`'s first page at most `width` pixels wide, within the limits above, with how it went. */
export function drawPdfFirstPage(
  data: Buffer,
  width: number,
  { timeoutMs = PDF_THUMBNAIL_TIMEOUT_MS, maxRssMb = PDF_THUMBNAIL_MAX_RSS_MB }: ThumbnailLimits = {},
): Promise<ThumbnailRun> {
  // A call whose turn does not come in time gives up (and is not drawn later).
  let gaveUp = false;
  let waiting: NodeJS.Timeout | undefined;
  const late = new Promise<ThumbnailRun>((resolve) => {
    waiting = setTimeout(() => {
      gaveUp = true;
      resolve({ png: null, outcome: 'busy', peakRssMb: null, ms: timeoutMs });
    }, timeoutMs);
  });
  const drawing = turn.then(() => {
    clearTimeout(waiting);
    return gaveUp ? { run: late, gone: Promise.resolve() } : drawOnce(data, width, timeoutMs, maxRssMb);
  });
  turn = drawing.then(({ gone }) => gone);
  return Promise.race([late, drawing.then(({ run }) => run)]);
}

/** `data`'s first page as PNG bytes, or null (no sensible page size, unreadable, or over a limit). */
export async function pdfFirstPage(data: Buffer, width: number) {
  return (await drawPdfFirstPage(data, width)).png;
}
