// Issues 12 and 24's throughput targets, measured side by side in one run with wrk (16 connections, 2 threads):
// each target page or API answer from the response cache, against nginx serving the very same bytes
// (the brotli answer saved to a file) from 127.0.0.1. Then a home render with the cache off, at one
// connection (its p50 is the server's render time plus loopback). Prints each measure beside its
// target; exits 1 when one is missed.
// Needs nginx and wrk (apt-get install -y nginx wrk). Run: node bench/cache.ts [--seconds 10]
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { arg, BENCH_DIR, startBenchServer } from './bench-server.ts';

const seconds = Number(arg('--seconds', '10'));
const TARGETS = ['/', '/notice?page=2', '/calendar', '/api/notices?page=2'];
const MIN_RATIO = 0.25;
const MAX_UNCACHED_HOME_P50_MS = 5;
const NGINX_PORT = 3391;

for (const tool of ['nginx', 'wrk']) {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
  } catch {
    console.error(`${tool} is missing: apt-get install -y nginx wrk`);
    process.exit(2);
  }
}

interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

function wrk(url: string, connections: number, threads: number, duration = seconds): WrkResult {
  const out = execFileSync(
    'wrk',
    [
      `-t${threads}`,
      `-c${connections}`,
      `-d${duration}s`,
      '--latency',
      '-H',
      'accept-encoding: br, gzip',
      url,
    ],
    { encoding: 'utf8' },
  );
  const ms = (label: string) => {
    const match = new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!match) return NaN;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p50: ms('50%'),
    p99: ms('99%'),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
  };
}

/** The bytes as sent (fetch would decode them). */
function rawGet(url: string): Promise<{ coding: string | undefined; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ coding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

function startNginx(root: string, files: string[]): () => void {
  const conf = join(root, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 2;
pid ${root}/nginx.pid;
error_log ${root}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${root}/tmp;
  sendfile on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${root}/files;
${files.map((file) => `    location = /${file} { default_type ${file.startsWith('api') ? 'application/json' : 'text/html'}; add_header Content-Encoding br; add_header Vary "Cookie, Accept-Language, Accept-Encoding"; }`).join('\n')}
  }
}
`,
  );
  const child = spawn('nginx', ['-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  return () => child.kill('SIGTERM');
}

const root = join(BENCH_DIR, 'nginx');
rmSync(root, { recursive: true, force: true });
mkdirSync(join(root, 'files'), { recursive: true });
mkdirSync(join(root, 'tmp'), { recursive: true });

const rows: string[] = [];
let missed = false;
const check = (name: string, value: string, target: string, ok: boolean) => {
  if (!ok) missed = true;
  rows.push(`| ${name} | ${value} | ${target} | ${ok ? 'met' : '**missed**'} |`);
};

const cached = await startBenchServer('cache');
const files: string[] = [];
try {
  for (const [index, path] of TARGETS.entries()) {
    // The first answer stores it (brotli 5); asked for again, it is recompressed at brotli 11 in the
    // background: the bytes nginx serves are those the store sends once that is done.
    let { coding, bytes } = await rawGet(`${cached.baseUrl}${path}`);
    for (let attempt = 0; attempt < 20; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, attempt < 2 ? 0 : 500));
      const again = await rawGet(`${cached.baseUrl}${path}`);
      const settled = attempt >= 2 && again.bytes.equals(bytes);
      ({ coding, bytes } = again);
      if (settled) break;
    }
    if (coding !== 'br') throw new Error(`${path}: not served in brotli`);
    const file = `${path.startsWith('/api') ? 'api' : 'page'}-${index}`;
    writeFileSync(join(root, 'files', file), bytes);
    files.push(file);
  }
  const stopNginx = startNginx(root, files);
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    for (const [index, path] of TARGETS.entries()) {
      const ours = wrk(`${cached.baseUrl}${path}`, 16, 2);
      const theirs = wrk(`http://127.0.0.1:${NGINX_PORT}/${files[index]}`, 16, 2);
      const ratio = ours.rps / theirs.rps;
      console.error(`${path}: ${ours.rps.toFixed(0)}/s vs nginx ${theirs.rps.toFixed(0)}/s`);
      check(
        `cached \`${path}\` vs nginx`,
        `${ours.rps.toFixed(0)}/s vs ${theirs.rps.toFixed(0)}/s = ${ratio.toFixed(2)}× (p50 ${ours.p50} ms, p99 ${ours.p99} ms, non-2xx ${ours.non2xx})`,
        `≥ ${MIN_RATIO}×`,
        ratio >= MIN_RATIO && ours.non2xx === 0,
      );
    }
  } finally {
    stopNginx();
  }
} finally {
  await cached.stop();
}

const uncached = await startBenchServer('cache-off', { RESPONSE_CACHE_MB: '0' });
try {
  wrk(`${uncached.baseUrl}/`, 1, 1, 2);
  const home = wrk(`${uncached.baseUrl}/`, 1, 1);
  check(
    'uncached `/` at one connection, p50',
    `${home.p50} ms (${home.rps.toFixed(0)} pages/s, p99 ${home.p99} ms)`,
    `≤ ${MAX_UNCACHED_HOME_P50_MS} ms`,
    home.p50 <= MAX_UNCACHED_HOME_P50_MS,
  );
} finally {
  await uncached.stop();
}

console.log(`\n| measure | result | target | |\n| --- | --- | --- | --- |\n${rows.join('\n')}`);
process.exit(missed ? 1 : 0);
