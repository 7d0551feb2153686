// The uncached home render (issue 24: ≤ 5 ms p50): one request at a time, each a page the store has
// never seen (`/?miss=n`), against the production server; prints p50/p90 of the whole answer as the
// client sees it (loopback included), and the server's CPU time per page, all threads and the main
// thread alone (steadier than wall-clock times on a shared machine). `--cache-off` starts the server
// with RESPONSE_CACHE_MB=0 (the page's API reads run their queries too); `--profile <dir>` writes the
// server's V8 CPU profile there.
// `--against <tree>` compares with another checkout (e.g. a `git worktree` of the parent commit, built):
// both servers run at once and take turns, request by request, so a shared machine's changing load
// falls on both alike; the ratios are the figures to read then.
// Run: node bench/home-render.ts [--requests 400] [--path /] [--cache-off] [--profile /tmp/prof]
//      [--against ../before]
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import { BENCH_DIR, median, withBenchServer } from './bench-server.ts';
import type * as BuildModule from '../tests/e2e/support/build.ts';
import type * as ServerModule from '../tests/e2e/support/server.ts';
import type { RunningServer } from '../tests/e2e/support/server.ts';

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1]! : fallback;
};
const requests = Number(arg('--requests', '400'));
const path = arg('--path', '/');
const profile = arg('--profile', '');
const cacheOff = process.argv.includes('--cache-off');
const against = arg('--against', '');

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

/**
 * The server process's CPU time so far (user + system, all its threads: brotli runs on libuv's pool),
 * in ms. On a shared machine wall-clock times grow with the load; CPU time per page grows much less.
 */
function cpuMs(pid: number): number {
  return ticksMs(`/proc/${pid}/stat`);
}

/**
 * The main thread's CPU time alone (JavaScript, rendering, the event loop), in ms: what a miss costs
 * the one thread that renders, without V8's helper threads and libuv's pool (brotli), whose share of
 * the two cores varies most from run to run (2026-12-06: alone runs of one tree differed 30% in p50,
 * 10% in main-thread time).
 */
function mainThreadMs(pid: number): number {
  return ticksMs(`/proc/${pid}/task/${pid}/stat`);
}

function ticksMs(statFile: string): number {
  // Fields 14 and 15 (utime, stime) in clock ticks (100 a second on Linux), after the command name in
  // parentheses.
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Side {
  name: string;
  server: RunningServer;
  times: number[];
  cpuMs: number;
  mainThreadMs: number;
  bytes: number;
}

/** `--against <tree>`: another checkout's server (its own build and code) answers every other miss. */
async function startOther(tree: string, env: Record<string, string>): Promise<RunningServer> {
  const root = resolve(tree);
  const { ensureBuild } = (await import(join(root, 'tests/e2e/support/build.ts'))) as typeof BuildModule;
  const { startServer } = (await import(join(root, 'tests/e2e/support/server.ts'))) as typeof ServerModule;
  ensureBuild((line) => console.error(line));
  return startServer({
    logFile: join(BENCH_DIR, 'home-render-against-server.log'),
    env: { RATE_LIMIT_GENERAL_MAX: '100000000', ...env },
  });
}

async function measure(sides: Side[]): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  // Warm-up: the page's API reads stored (unless the cache is off), the JIT warmed.
  for (const side of sides)
    for (let n = 0; n < 50; n++) await get(`${side.server.baseUrl}${path}${separator}warm=${n}`);
  const cpuBefore = sides.map((side) => cpuMs(side.server.pid));
  const mainBefore = sides.map((side) => mainThreadMs(side.server.pid));
  for (let n = 0; n < requests; n++) {
    // Taking turns (and turns about who goes first): a change of the machine's load falls on both.
    for (const side of n % 2 ? [...sides].reverse() : sides) {
      const answer = await get(`${side.server.baseUrl}${path}${separator}miss=${Date.now()}-${n}`);
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} (${side.name})`);
      side.times.push(answer.ms);
      side.bytes = answer.bytes;
    }
  }
  sides.forEach((side, index) => {
    side.cpuMs = (cpuMs(side.server.pid) - cpuBefore[index]!) / requests;
    side.mainThreadMs = (mainThreadMs(side.server.pid) - mainBefore[index]!) / requests;
  });
  for (const side of sides) {
    const sorted = [...side.times].sort((a, b) => a - b);
    const p90 = sorted[Math.floor(sorted.length * 0.9)]!;
    console.log(
      `${side.name}: ${path} uncached${cacheOff ? ' (cache off)' : ''}: p50 ${median(sorted).toFixed(2)} ms, p90 ${p90.toFixed(2)} ms, server CPU ${side.cpuMs.toFixed(2)} ms a page (main thread ${side.mainThreadMs.toFixed(2)}), ${requests} requests, ${side.bytes} bytes sent`,
    );
  }
  if (sides.length === 2) {
    const [mine, other] = sides as [Side, Side];
    const ratios = mine.times.map((ms, n) => ms / other.times[n]!);
    console.log(
      `this tree / ${other.name}: p50 ${(median(mine.times) / median(other.times)).toFixed(2)}, median of the per-round ratios ${median(ratios).toFixed(2)}, CPU a page ${(mine.cpuMs / other.cpuMs).toFixed(2)}, main thread a page ${(mine.mainThreadMs / other.mainThreadMs).toFixed(2)}`,
    );
  }
}

const env: Record<string, string> = {};
if (cacheOff) env.RESPONSE_CACHE_MB = '0';
if (profile) env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${profile}`;
await withBenchServer(
  'home-render',
  async (server) => {
    const mine: Side = { name: 'this tree', server, times: [], cpuMs: 0, mainThreadMs: 0, bytes: 0 };
    if (!against) return measure([mine]);
    const other = await startOther(against, env);
    try {
      await measure([mine, { name: against, server: other, times: [], cpuMs: 0, mainThreadMs: 0, bytes: 0 }]);
    } finally {
      await other.stop();
    }
  },
  env,
);
