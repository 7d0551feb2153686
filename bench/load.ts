// Throughput and latency of the production server on a fresh seeded SQLite database, with
// autocannon against 127.0.0.1 only: the JSON API, the server-rendered home page and a
// server-rendered list page, 10 s each (after a 2 s warm-up), 10 connections, requests as a
// browser sends them (Accept-Encoding: br, gzip). The same run gives the SSR/API ratio.
// Run: node bench/load.ts [--seconds 10] [--connections 10]
import autocannon from 'autocannon';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { arg, BENCH_DIR, withBenchServer } from './bench-server.ts';

const seconds = Number(arg('--seconds', '10'));
const connections = Number(arg('--connections', '10'));
const WARM_UP_SECONDS = 2;

const TARGETS = [
  { name: 'API', path: '/api/notices?page=2' },
  { name: 'SSR home', path: '/' },
  { name: 'SSR list', path: '/notice?page=3' },
] as const;

interface Measured {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  kbPerRequest: number;
  non2xx: number;
  errors: number;
  requests: number;
}

async function hit(url: string, duration: number) {
  return autocannon({
    url,
    connections,
    duration,
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html,application/json' },
  });
}

const results = await withBenchServer(
  'load',
  async (server) => {
    const measured: Measured[] = [];
    for (const target of TARGETS) {
      if (!server.baseUrl.startsWith('http://127.0.0.1:')) throw new Error('loopback only');
      const url = `${server.baseUrl}${target.path}`;
      await hit(url, WARM_UP_SECONDS);
      const result = await hit(url, seconds);
      measured.push({
        name: target.name,
        path: target.path,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        kbPerRequest: result.throughput.total / Math.max(1, result.requests.total) / 1024,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        requests: result.requests.total,
      });
      console.error(`load: ${target.name} done (${Math.round(result.requests.average)} req/s)`);
    }
    return measured;
  },
  // Request logging is the production default (info); keep it so the figures are what production does.
  {},
);

const date = new Date().toISOString();
mkdirSync(BENCH_DIR, { recursive: true });
writeFileSync(join(BENCH_DIR, 'load.json'), JSON.stringify({ date, seconds, connections, results }, null, 2));
console.log(`\nautocannon, ${connections} connections, ${seconds} s each, 127.0.0.1, ${date}\n`);
console.log('| target | path | req/s | p50 | p99 | KB/response | requests | non-2xx | errors |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.path} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.kbPerRequest.toFixed(1)} | ${r.requests} | ${r.non2xx} | ${r.errors} |`,
  );
}
const api = results.find((r) => r.name === 'API')!;
for (const r of results.filter((item) => item.name !== 'API')) {
  console.log(
    `\n${r.name} / API throughput: ${(r.rps / api.rps).toFixed(2)} (p50 ${(r.p50 / Math.max(api.p50, 1)).toFixed(1)}x)`,
  );
}
if (results.some((r) => r.non2xx > 0 || r.errors > 0)) process.exitCode = 1;
