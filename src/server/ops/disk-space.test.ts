// Which errors mean "no space left", and which disk the log line names (disk-full.test.ts fills a real one).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskOf, diskState, freeBytes, isDiskFull } from './disk-space.ts';

const withCode = (code: string, extra: object = {}) => Object.assign(new Error(code), { code }, extra);
const places = { UPLOAD_DIR: '/srv/sampada/uploads', DATABASE_URL: '/srv/sampada/site.sqlite' };

describe('disk full errors', () => {
  it.each(['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100'])('%s is a full disk', (code) => {
    expect(isDiskFull(withCode(code))).toBe(true);
    expect(isDiskFull(new Error('wrapped', { cause: withCode(code) }))).toBe(true);
  });

  it.each(['EACCES', 'SQLITE_BUSY', 'SQLITE_ERROR', '53200', '23505'])('%s is not', (code) => {
    expect(isDiskFull(withCode(code))).toBe(false);
  });

  it('names the disk: the uploads folder, the SQLite file, or PostgreSQL server', () => {
    expect(
      diskOf(withCode('ENOSPC', { path: '/srv/sampada/uploads/private/complaints/x.png' }), places),
    ).toEqual({
      disk: 'uploads folder',
      path: '/srv/sampada/uploads',
    });
    expect(diskOf(withCode('SQLITE_FULL'), places)).toEqual({
      disk: 'database file',
      path: '/srv/sampada/site.sqlite',
    });
    expect(diskOf(withCode('53100'), { ...places, DATABASE_URL: 'postgres://db/site' })).toEqual({
      disk: "PostgreSQL server's disk",
      path: null,
    });
  });
});

describe('free space', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sampada-disk-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is read from the disk of a path not made yet', async () => {
    const free = await freeBytes(join(dir, 'not', 'made', 'yet'));
    expect(free).toBeGreaterThan(0);
    // The same disk (others may write to it meanwhile: within a GB).
    expect(Math.abs(free! - (await freeBytes(dir))!)).toBeLessThan(1024 ** 3);
  });

  it('is "full" below the threshold and "ok" above it', async () => {
    const freeMb = (await freeBytes(dir))! / 1024 / 1024;
    expect(await diskState(dir, freeMb + 1024)).toBe('full');
    expect(await diskState(dir, 0)).toBe('ok');
  });
});
