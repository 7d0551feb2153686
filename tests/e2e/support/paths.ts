// Where things are, independent of the current directory (vitest, npm scripts and plain node).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = fileURLToPath(new URL('../../../', import.meta.url));
export const RESULTS_DIR = join(ROOT_DIR, 'test-results');
export const SCREENSHOT_DIR = join(RESULTS_DIR, 'screenshots');
export const SERVER_LOG = join(RESULTS_DIR, 'e2e-server.log');

/** Node 24 from node_modules (the system Node is too old for the stack); else the Node running us. */
export function nodeBinary(): string {
  const local = join(ROOT_DIR, 'node_modules/.bin/node');
  return existsSync(local) ? local : process.execPath;
}
