// The uncached home render (issue 24: ≤ 5 ms p50): one request at a time, each a page the store has
// never seen (`/?miss=n`), against the production server; prints p50/p90 of the whole answer as the
// client sees it (loopback included). `--cache-off` starts the server with RESPONSE_CACHE_MB=0 (the
// page's API reads run their queries too); `--profile <dir>` writes the server's V8 CPU profile there.
// Run: node bench/home-render.ts [--requests 400] [--path /] [--cache-off] [--profile /tmp/prof]
import { request as httpRequest } from 'node:http';
import { median, withBenchServer } from './bench-server.ts';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1]! : fallback;
};
const requests = Number(arg('--requests', '400'));
const path = arg('--path', '/');
const profile = arg('--profile', '');
const cacheOff = process.argv.includes('--cache-off');

function get(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

const env: Record<string, string> = {};
if (cacheOff) env.RESPONSE_CACHE_MB = '0';
if (profile) env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${profile}`;
const separator = path.includes('?') ? '&' : '?';
await withBenchServer(
  'home-render',
  async (server) => {
    // Warm-up: the page's API reads stored (unless the cache is off), the JIT warmed.
    for (let n = 0; n < 50; n++) await get(`${server.baseUrl}${path}${separator}warm=${n}`);
    const times: number[] = [];
    let bytes = 0;
    for (let n = 0; n < requests; n++) {
      const answer = await get(`${server.baseUrl}${path}${separator}miss=${Date.now()}-${n}`);
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      times.push(answer.ms);
      bytes = answer.bytes;
    }
    times.sort((a, b) => a - b);
    const p90 = times[Math.floor(times.length * 0.9)]!;
    console.log(
      `${path} uncached${cacheOff ? ' (cache off)' : ''}: p50 ${median(times).toFixed(2)} ms, p90 ${p90.toFixed(2)} ms, ${requests} requests, ${bytes} bytes sent`,
    );
  },
  env,
);
