// The real server process (`node src/server/main.ts`, API alone with NODE_ENV=test) for tests of
// start-up and of what keeps it alive: spawn with an environment, wait for it to listen or exit.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const projectNode = resolve('node_modules/.bin/node');
const node = existsSync(projectNode) ? projectNode : process.execPath;

export interface ServerProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
  /** The listening address, or null when the process exited first. */
  listening: Promise<string | null>;
  /** SIGTERM, then SIGKILL after 5 s; resolves with the exit code. */
  stop: () => Promise<number | null>;
}

export interface ServerProcessOptions {
  timeoutMs?: number;
  cwd?: string;
  /** Run as this user id (root only: through setpriv), e.g. to meet files it may not write. */
  uid?: number;
}

export function startServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): ServerProcess {
  // A minute: a start that compiles TypeScript on a loaded two-core machine once took more than 15 s.
  const { timeoutMs = 60_000, cwd, uid } = options;
  const main = resolve('src/server/main.ts');
  const [command, args] =
    uid === undefined
      ? [node, [main]]
      : ['setpriv', [`--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', node, main]];
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const listening = new Promise<string | null>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`neither listening nor exited:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // PORT=0 lets the system pick a free port; Fastify logs the address it listens at.
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      done(null);
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    return exited;
  };
  return { child, output: () => output, exited, listening, stop };
}
