// Loaded into the bench's server with `--import` (NODE_OPTIONS), never by the server itself: writes one
// JSON line a second to MEMORY_SAMPLE_FILE with process.memoryUsage() and the garbage collections of
// that second and the event loop's longest delay in it, so a bench sees what grows (heap, external,
// the rest of RSS) and what pauses, from inside the process, without a reading in the public API.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.MEMORY_SAMPLE_FILE;
if (file) {
  let gcCount = 0;
  let gcMs = 0;
  let gcMaxMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcCount += 1;
      gcMs += entry.duration;
      gcMaxMs = Math.max(gcMaxMs, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  // How long the loop was held at most (a readiness probe waits that long before it is even read).
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  const started = Date.now();
  setInterval(() => {
    const m = process.memoryUsage();
    const line = {
      s: Math.round((Date.now() - started) / 1000),
      rss: mb(m.rss),
      heapUsed: mb(m.heapUsed),
      heapTotal: mb(m.heapTotal),
      external: mb(m.external),
      arrayBuffers: mb(m.arrayBuffers),
      gcCount,
      gcMs: Math.round(gcMs),
      gcMaxMs: Math.round(gcMaxMs),
      loopMaxMs: Math.round(loopDelay.max / 1e6),
    };
    gcCount = gcMs = gcMaxMs = 0;
    loopDelay.reset();
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 1000).unref();
}
