// The small disk's lock sweeps what a killed run left: a full disk must not fail every later run.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDisk } from './small-disk.ts';

describe('lockDisk', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('sweeps a killed run’s filler and folders once it holds the lock, and releases it', async () => {
    const disk = mkdtempSync(join(tmpdir(), 'small-disk-'));
    dirs.push(disk);
    mkdirSync(join(disk, 'sqlite-abc', 'uploads'), { recursive: true });
    writeFileSync(join(disk, 'sqlite-abc', 'filler'), Buffer.alloc(4096));
    writeFileSync(join(disk, 'filler'), 'x');
    const unlock = await lockDisk(disk);
    expect(readdirSync(disk)).toEqual(['.disk-full-test.lock']);
    unlock();
    expect(existsSync(join(disk, '.disk-full-test.lock'))).toBe(false);
  });

  it('waits while another run holds the lock, sweeping nothing of theirs', async () => {
    const disk = mkdtempSync(join(tmpdir(), 'small-disk-'));
    dirs.push(disk);
    const unlockFirst = await lockDisk(disk);
    writeFileSync(join(disk, 'in-use'), 'x');
    let second: (() => void) | null = null;
    const waiting = lockDisk(disk).then((unlock) => (second = unlock));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(second).toBeNull();
    expect(existsSync(join(disk, 'in-use'))).toBe(true);
    unlockFirst();
    await waiting;
    expect(existsSync(join(disk, 'in-use'))).toBe(false);
    second!();
  });
});
