// A thread of the server's own (started by pdf-thumbnail.ts for each drawing) that reads the drawing
// process's resident memory every few milliseconds and kills it past its cap. It is a thread, not a
// timer on the server's event loop, because that loop may be late by tens of milliseconds while it
// renders pages or a test suite keeps both cores busy, and an inflating PDF grows ~1 MB a millisecond:
// a CI run read 187 MB against a 160 MB cap with the old timer. This thread does nothing but sleep and
// read /proc, so the kernel wakes it on time. Plain Node, no imports of the project: it runs as it is.
import { readFileSync } from 'node:fs';
import { workerData } from 'node:worker_threads';

/** What the thread and the caller share, as Int32 slots of one SharedArrayBuffer. */
export const WATCH_SLOTS = { stop: 0, peakKb: 1, over: 2, length: 3 } as const;

export interface MemoryWatchData {
  pid: number;
  maxRssKb: number;
  intervalMs: number;
  shared: SharedArrayBuffer;
}

/** The resident memory of `pid` in kB from /proc, or null once it is gone (or not on Linux). */
function residentKb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

function watch({ pid, maxRssKb, intervalMs, shared }: MemoryWatchData) {
  const slots = new Int32Array(shared);
  while (Atomics.load(slots, WATCH_SLOTS.stop) === 0) {
    const kb = residentKb(pid);
    if (kb === null) return;
    if (kb > Atomics.load(slots, WATCH_SLOTS.peakKb)) Atomics.store(slots, WATCH_SLOTS.peakKb, kb);
    if (kb > maxRssKb) {
      // Marked before the kill: the caller reads the mark when it sees the process exit.
      Atomics.store(slots, WATCH_SLOTS.over, 1);
      process.kill(pid, 'SIGKILL');
      return;
    }
    // Sleeps until the interval passes or the caller says stop.
    Atomics.wait(slots, WATCH_SLOTS.stop, 0, intervalMs);
  }
}

if (workerData) watch(workerData as MemoryWatchData);
