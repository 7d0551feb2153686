// The small disk of the disk-full tests: a tmpfs that `.ci/run` mounts (as root) and names in
// TEST_SMALL_DISK_DIR. The api projects' test (src/server/ops/disk-full.test.ts) and the browser one
// (tests/e2e/disk-full.test.ts) may run side by side in CI, so each takes the disk's lock first.
import { closeSync, mkdirSync, openSync, readdirSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_NAME = '.disk-full-test.lock';

/**
 * One test file at a time on the shared small disk; answers the function that releases it. Whoever
 * holds the lock is the disk's only user, so it first sweeps what a killed run left there: a run
 * killed after filling the disk left it full, and every later run on the same mount then failed.
 */
export async function lockDisk(dir: string): Promise<() => void> {
  const lock = join(dir, LOCK_NAME);
  for (;;) {
    try {
      mkdirSync(lock);
      sweepLeftovers(dir);
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock left by a killed run is stale after three minutes (a run holds it for well under one).
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 180_000) rmSync(lock, { force: true, recursive: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Removes everything on the disk but the lock. */
function sweepLeftovers(dir: string) {
  for (const name of readdirSync(dir)) {
    if (name !== LOCK_NAME) rmSync(join(dir, name), { recursive: true, force: true });
  }
}

/** Writes a file until the disk refuses another byte; answers its path. */
export function fillDisk(dir: string): string {
  const file = join(dir, 'filler');
  const fd = openSync(file, 'w');
  try {
    for (const size of [1 << 20, 4096, 1]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
  return file;
}
