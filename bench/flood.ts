// What one address can make the production server do (issue 8): memory while a client streams a
// 1 GB chunked form post, and pages/s plus /api/health latency while 500 connections request pages
// at once. Server memory is its resident set size (RSS, from /proc), sampled every 100 ms.
// Run: node bench/flood.ts [--seconds 20] [--connections 500] [--post-mb 1024]
import autocannon from 'autocannon';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { arg, BENCH_DIR, median, withBenchServer } from './bench-server.ts';

const seconds = Number(arg('--seconds', '20'));
const connections = Number(arg('--connections', '500'));
const postMb = Number(arg('--post-mb', '1024'));

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

function rss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Samples the server's RSS until stopped; returns the peak. */
function sampleRss(pid: number) {
  let peak = rss(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rss(pid))), 100);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/** Streams `totalMb` of a urlencoded body, chunked, as fast as the server takes it. */
function chunkedPost(baseUrl: string, path: string, totalMb: number) {
  return new Promise<{ status: number; sentMb: number; seconds: number }>((resolve) => {
    const started = Date.now();
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    let sent = 0;
    let status = 0;
    const done = () => resolve({ status, sentMb: mb(sent), seconds: (Date.now() - started) / 1000 });
    const req = request(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
    });
    req.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.resume();
      response.on('end', () => {
        req.destroy();
        done();
      });
    });
    req.on('error', done);
    const write = () => {
      while (sent < totalMb * 1024 * 1024 && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      if (!req.destroyed) req.end();
    };
    write();
  });
}

/**
 * /api/health one request at a time until stopped, from a worker thread: the flood's 500
 * connections keep this thread's event loop busy, which would add its own delay to the figures.
 */
function probeHealth(baseUrl: string) {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const latencies = [];
    let failures = 0;
    let running = true;
    parentPort.on('message', () => { running = false; });
    (async () => {
      while (running) {
        const started = performance.now();
        try {
          const response = await fetch(workerData + '/api/health', { signal: AbortSignal.timeout(30000) });
          await response.arrayBuffer();
          if (response.status === 200) latencies.push(performance.now() - started);
          else failures += 1;
        } catch {
          failures += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      parentPort.postMessage({ latencies, failures });
    })();
  `;
  const worker = new Worker(code, { eval: true, workerData: baseUrl });
  return () =>
    new Promise<{ latencies: number[]; failures: number }>((resolve) => {
      worker.once('message', (result: { latencies: number[]; failures: number }) => {
        void worker.terminate();
        resolve(result);
      });
      worker.postMessage('stop');
    });
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const result = await withBenchServer('flood', async (server) => {
  if (!server.baseUrl.startsWith('http://127.0.0.1:')) throw new Error('loopback only');
  const idleRss = rss(server.pid);

  const stopPostSampling = sampleRss(server.pid);
  const post = await chunkedPost(server.baseUrl, '/complaint', postMb);
  const postPeakRss = stopPostSampling();
  console.error(`flood: ${postMb} MB chunked POST done (${post.status})`);

  const beforeFloodRss = rss(server.pid);
  const stopFloodSampling = sampleRss(server.pid);
  const stopProbe = probeHealth(server.baseUrl);
  const flood = await autocannon({
    url: `${server.baseUrl}/`,
    connections,
    duration: seconds,
    timeout: 60,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
  });
  const health = await stopProbe();
  const floodPeakRss = stopFloodSampling();
  return {
    idleRssMb: mb(idleRss),
    post: { ...post, peakRssMb: mb(postPeakRss) },
    flood: {
      connections,
      seconds,
      pagesPerSecond: flood['2xx'] / seconds,
      statusCodes: flood.statusCodeStats,
      answered: flood.requests.total,
      non2xx: flood.non2xx,
      errors: flood.errors,
      timeouts: flood.timeouts,
      beforeRssMb: mb(beforeFloodRss),
      peakRssMb: mb(floodPeakRss),
    },
    health: {
      answered: health.latencies.length,
      failures: health.failures,
      p50: percentile(health.latencies, 50),
      p99: percentile(health.latencies, 99),
      median: median(health.latencies.length ? health.latencies : [NaN]),
    },
  };
});

const date = new Date().toISOString();
mkdirSync(BENCH_DIR, { recursive: true });
writeFileSync(join(BENCH_DIR, 'flood.json'), JSON.stringify({ date, ...result }, null, 2));
const { post, flood, health } = result;
console.log(`\nflood, 127.0.0.1, ${date}\n`);
console.log(`| measure | value |\n|---|---|`);
console.log(`| RSS idle | ${result.idleRssMb} MB |`);
console.log(
  `| ${postMb} MB chunked POST /complaint | status ${post.status}, ${post.sentMb} MB sent in ${post.seconds.toFixed(1)} s, peak RSS ${post.peakRssMb} MB |`,
);
console.log(
  `| ${flood.connections} connections on / for ${flood.seconds} s | ${flood.pagesPerSecond.toFixed(1)} pages/s (200), ${flood.non2xx} non-2xx, ${flood.errors} errors, ${flood.timeouts} timeouts |`,
);
console.log(`| RSS during the flood | ${flood.beforeRssMb} → peak ${flood.peakRssMb} MB |`);
console.log(
  `| /api/health during the flood | ${health.answered} answered, ${health.failures} failed, p50 ${health.p50.toFixed(0)} ms, p99 ${health.p99.toFixed(0)} ms |`,
);

// Budgets: a refused body must not grow memory, and the API must keep answering under the flood.
const budgetFailures = [
  post.peakRssMb - result.idleRssMb > 100 &&
    `POST grew RSS by ${post.peakRssMb - result.idleRssMb} MB (budget 100)`,
  health.failures > 0 && `${health.failures} /api/health requests failed`,
  !(health.p99 < 2000) && `/api/health p99 ${health.p99.toFixed(0)} ms (budget 2000)`,
].filter(Boolean);
for (const failure of budgetFailures) console.error(`flood: over budget: ${failure}`);
if (budgetFailures.length) process.exitCode = 1;
