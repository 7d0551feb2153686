// Starts the real server (node src/server/main.ts, production mode) on a fresh temporary SQLite
// database and upload folder, with the demo seed, on a free port. Plain Node (no vitest): the
// vitest globalSetup and scripts/screenshots.ts both use it.
// The server runs on a snapshot of build/ (its working directory is a temporary folder holding a
// copy of build/ and a link to node_modules): a rebuild during the run (another terminal, an
// editor's watcher) cannot pull the assets from under the pages being tested.
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { nodeBinary, ROOT_DIR, SERVER_LOG } from './paths.ts';

export interface RunningServer {
  baseUrl: string;
  logFile: string;
  /** The server's process id (benchmarks read its memory). */
  pid: number;
  /** Its SQLite file: for `npm run users`, which an operator runs beside the server. */
  databaseUrl: string;
  /** SIGTERM, wait for the exit, delete the temporary database and uploads. */
  stop: () => Promise<void>;
}

/** A database migrated and seeded once, with its upload folder: servers start from copies. */
export interface SeedTemplate {
  databaseFile: string;
  uploadDir: string;
}

/**
 * Seeds the demo content once (scripts/db-seed.ts, as an operator would) into a temporary folder. The
 * seed writes ~200 pictures and PDFs and takes most of a server's start (8 s of CPU, 36 s under a loaded
 * machine); a server given the copy finds its content there and seeds nothing (seedDemoContentIfEmpty).
 */
export function seedTemplate(): { template: SeedTemplate; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'sampada-e2e-seed-'));
  const template = { databaseFile: join(dir, 'sampada.sqlite'), uploadDir: join(dir, 'uploads') };
  // With the PDFs' pictures drawn once here, not by every server in its first minute (~40 of them,
  // seconds each under load: a fresh server's /vacancy took over 30 s to load while it drew them).
  const result = spawnSync(nodeBinary(), [join(ROOT_DIR, 'scripts/db-seed.ts'), '--pdf-pictures'], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: template.databaseFile,
      UPLOAD_DIR: template.uploadDir,
      LOG_LEVEL: 'error',
    },
  });
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`The e2e seed failed: ${result.stdout}\n${result.stderr}`);
  }
  return { template, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

// Two minutes: on a loaded shared machine (load average 20 on 2 cores) a start took over one.
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;

/** The last lines of the server log, for error messages. */
export function logTail(logFile: string, lines = 30): string {
  try {
    return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function waitForHealth(baseUrl: string, deadline: number): Promise<void> {
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`/api/health did not answer 200 in time (last: ${last})`);
}

/**
 * The environment and Node flags `npm start` runs the server with (package.json's start script, the one
 * definition): tests and benchmarks measure the server as it runs in production, memory bounds included
 * (ADR 051).
 */
function startCommand(): { env: Record<string, string>; nodeFlags: string[] } {
  const { scripts } = JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = scripts.start.trim().split(/\s+/);
  const node = words.indexOf('node');
  if (node < 0) throw new Error(`package.json's start script does not run node: ${scripts.start}`);
  const env = Object.fromEntries(
    words.slice(0, node).map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
  );
  return { env, nodeFlags: words.slice(node + 1).filter((word) => word.startsWith('--')) };
}

export async function startServer(
  options: {
    logFile?: string;
    env?: Record<string, string>;
    nodeFlags?: string[];
    /** Start from a copy of this seeded database and its files (seedTemplate()) instead of seeding. */
    template?: SeedTemplate;
  } = {},
) {
  const logFile = options.logFile ?? SERVER_LOG;
  mkdirSync(dirname(logFile), { recursive: true });
  const tempDir = mkdtempSync(join(tmpdir(), 'sampada-e2e-'));
  const log = createWriteStream(logFile);
  const workDir = join(tempDir, 'app');
  cpSync(join(ROOT_DIR, 'build'), join(workDir, 'build'), { recursive: true });
  symlinkSync(join(ROOT_DIR, 'node_modules'), join(workDir, 'node_modules'), 'dir');
  if (options.template) {
    copyFileSync(options.template.databaseFile, join(tempDir, 'sampada.sqlite'));
    cpSync(options.template.uploadDir, join(tempDir, 'uploads'), { recursive: true });
  }

  // Production dependencies only: a development package loaded by the server fails it (forbid-dev-packages.ts).
  const start = startCommand();
  const args = [
    ...start.nodeFlags,
    // A bench's experiment (bench-server.ts --node-flags), after npm start's so that it wins.
    ...(options.nodeFlags ?? []),
    '--import',
    join(ROOT_DIR, 'tests/e2e/support/forbid-dev-packages.ts'),
    join(ROOT_DIR, 'src/server/main.ts'),
  ];
  const child = spawn(nodeBinary(), args, {
    // website.ts serves build/ relative to the working directory: the snapshot.
    cwd: workDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      // Port 0: the kernel picks a free port; the "Server listening at" log line tells us which.
      PORT: '0',
      DATABASE_URL: join(tempDir, 'sampada.sqlite'),
      UPLOAD_DIR: join(tempDir, 'uploads'),
      SEED_DEMO_CONTENT: 'true',
      // Every test comes from 127.0.0.1, and a worker's files share its server for the whole run: no
      // limit may trip by accident, whatever the files do (a CI run once failed on this server's own
      // write limit). Each is far past what the suite can send in its window; the tests of the limits
      // set their own (http-limits.test.ts, src/server/**/*.test.ts).
      RATE_LIMIT_GENERAL_MAX: '1000000',
      RATE_LIMIT_WRITE_MAX: '1000000',
      RATE_LIMIT_STAFF_UPLOAD_MAX: '1000000',
      RATE_LIMIT_STATUS_CHECK_MAX: '1000000',
      RATE_LIMIT_ALERT_TOKEN_MAX: '1000000',
      // The seed template has every PDF's picture already (seedTemplate); a server seeding for itself
      // would take a core for two minutes drawing 177 of them: its cards show the document card instead
      // (the drawing is tested in files/missing-thumbnails.test.ts).
      MAKE_MISSING_THUMBNAILS: 'false',
      LOG_LEVEL: 'info',
      ...start.env,
      ...options.env,
    },
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });

  let exited: number | string | null = null;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = code ?? signal ?? 'unknown';
      resolve();
    }),
  );

  const cleanUp = () => {
    log.end();
    rmSync(tempDir, { recursive: true, force: true });
  };
  const stop = async () => {
    if (exited === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exit;
      clearTimeout(timer);
    }
    cleanUp();
  };

  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('no "Server listening" line in time')),
        START_TIMEOUT_MS,
      );
      let buffer = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(buffer);
        if (match) {
          clearTimeout(timer);
          buffer = '';
          resolve(Number(match[1]));
        } else if (buffer.length > 100_000) buffer = buffer.slice(-1000);
      });
      void exit.then(() => {
        clearTimeout(timer);
        reject(new Error(`the server exited during start (${String(exited)})`));
      });
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl, Date.now() + START_TIMEOUT_MS);
    return {
      baseUrl,
      logFile,
      pid: child.pid!,
      databaseUrl: join(tempDir, 'sampada.sqlite'),
      stop,
    } satisfies RunningServer;
  } catch (error) {
    await stop();
    throw new Error(
      `The e2e server did not start: ${(error as Error).message}\n` +
        `Server log: ${logFile}\n--- last lines ---\n${logTail(logFile)}`,
      { cause: error },
    );
  }
}
