// Builds the website when build/ is missing or older than its sources, so `npm ci && npm start` works
// on a fresh clone and after a `git pull`. "Older" compares the newest modification time of the
// website's inputs with the one recorded in build/.stamp by the last build made here.
// Run alone: `node scripts/ensure-build.ts` (prints what it decided); `--stamp` only records the stamp.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const BUILD_DIR = join(ROOT, 'build');
const STAMP = join(BUILD_DIR, '.stamp');
const SERVER_ENTRY = join(BUILD_DIR, 'server', 'index.js');
/** Held while building, so two processes (a test run and `npm start`) never write build/ at once. */
const LOCK_DIR = join(ROOT, '.build-lock');
/** A lock older than this was left by a killed build. */
const STALE_LOCK_MS = 10 * 60_000;
/** Everything that goes into the website build. */
const INPUTS = [
  'src/web',
  'src/shared',
  'public',
  'vite.config.ts',
  'scripts/vite-dictionary-files.ts',
  'scripts/build-sw.ts',
  'react-router.config.ts',
  'package-lock.json',
];
/** Tests and test data do not change the build. */
const IGNORED = /(\.test\.tsx?$|\/node_modules\/|\/\.)/;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return IGNORED.test(path) ? 0 : stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function sourcesMtime(): number {
  return Math.max(...INPUTS.map((input) => newestMtime(join(ROOT, input))));
}

function stampedMtime(): number | null {
  try {
    const stamp = JSON.parse(readFileSync(STAMP, 'utf8')) as { sourcesMtimeMs?: unknown };
    return typeof stamp.sourcesMtimeMs === 'number' ? stamp.sourcesMtimeMs : null;
  } catch {
    return null;
  }
}

/** Why a build is needed, or null when build/ is current. */
export function buildReason(): string | null {
  if (!existsSync(SERVER_ENTRY)) return 'build/ is missing';
  const stamped = stampedMtime();
  if (stamped === null) return 'build/.stamp is missing';
  if (sourcesMtime() > stamped) return 'the sources changed since the last build';
  return null;
}

function run(args: string[]): void {
  // The same Node that runs this script (Node 24 from node_modules under npm scripts).
  // NODE_ENV=production whatever the caller runs under (vitest sets "test"): otherwise Vite bundles
  // React's development build into the site.
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0)
    throw new Error(`"node ${args.join(' ')}" failed (exit ${result.status ?? 'signal'})`);
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** mkdir is atomic: whoever creates the folder holds the lock. */
function withBuildLock<T>(work: () => T): T {
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch {
      const age = Date.now() - (statSync(LOCK_DIR, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(LOCK_DIR, { recursive: true, force: true });
      else sleepSync(500);
    }
  }
  try {
    return work();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

/** A production install (`npm ci --omit=dev`) has no build tools: it serves the build it was given. */
const BUILD_TOOL = join(ROOT, 'node_modules/@react-router/dev/bin.cjs');

export function ensureBuild(log: (message: string) => void = console.log): boolean {
  const needed = buildReason();
  if (!needed) {
    log('website build is up to date');
    return false;
  }
  if (!existsSync(BUILD_TOOL)) {
    if (existsSync(SERVER_ENTRY)) {
      log(`serving build/ as it is (${needed}; the build tools are not installed: npm ci --omit=dev)`);
      return false;
    }
    throw new Error(
      'build/ is missing and the build tools are not installed: run "npm ci && npm run build" first',
    );
  }
  return withBuildLock(() => {
    // Asked again under the lock: another process may have just built.
    const reason = buildReason();
    if (!reason) {
      log('website build is up to date');
      return false;
    }
    log(`building the website: ${reason}`);
    // Read before building: a source saved during the build makes the next start build again.
    const mtime = sourcesMtime();
    run([BUILD_TOOL, 'build']);
    run([join(ROOT, 'scripts/build-sw.ts')]);
    run([join(ROOT, 'scripts/compress-build.ts')]);
    writeStamp(mtime);
    return true;
  });
}

/** Records that build/ matches the sources as of `mtime` (`npm run build` calls this with --stamp). */
export function writeStamp(mtime: number = sourcesMtime()): void {
  writeFileSync(STAMP, `${JSON.stringify({ sourcesMtimeMs: mtime, builtAt: new Date().toISOString() })}\n`);
}

if (import.meta.main) {
  if (process.argv.includes('--stamp')) writeStamp();
  else ensureBuild();
}
