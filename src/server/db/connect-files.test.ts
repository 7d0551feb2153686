// Issue 23, item 6: the SQLite database (complaints, password hashes, sessions), its -wal and -shm, and
// its backup copies are readable by this user only (0600); folders made for them are 0700. Checked with
// the modes on disk, under the usual umask (022), which made them 0644 before. Files on disk whatever
// TEST_DB says: these are SQLite's own files.
import { chmodSync, closeSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './connect.ts';
import { restoreBackup, takeBackup } from '../ops/backup.ts';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('private database files', () => {
  const root = mkdtempSync(join(tmpdir(), 'sampada-modes-'));
  let umask: number;
  beforeAll(() => {
    umask = process.umask(0o022);
  });
  afterAll(() => {
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  /** A database with a row written, its WAL still beside it. */
  async function databaseAt(file: string) {
    const handle = await connectDatabase(file);
    await sql`create table if not exists note (text text)`.execute(handle.db);
    await sql`insert into note values ('a complaint')`.execute(handle.db);
    return handle;
  }

  it('creates the database folder 0700 and the file, -wal and -shm 0600', async () => {
    const file = join(root, 'new', 'data', 'site.sqlite');
    const { db } = await databaseAt(file);
    try {
      expect(modeOf(join(root, 'new'))).toBe(0o700);
      expect(modeOf(join(root, 'new', 'data'))).toBe(0o700);
      for (const suffix of ['', '-wal', '-shm']) expect(modeOf(`${file}${suffix}`), suffix).toBe(0o600);
    } finally {
      await db.destroy();
    }
  });

  it("narrows an older installation's 0644 files at the next start", async () => {
    const file = join(root, 'old.sqlite');
    closeSync(openSync(file, 'w', 0o644));
    writeFileSync(`${file}-wal`, '');
    chmodSync(file, 0o644);
    chmodSync(`${file}-wal`, 0o644);
    const { db } = await databaseAt(file);
    try {
      for (const suffix of ['', '-wal', '-shm']) expect(modeOf(`${file}${suffix}`), suffix).toBe(0o600);
    } finally {
      await db.destroy();
    }
  });

  it('takes backups 0600 in a 0700 folder, and restores the database 0600', async () => {
    const file = join(root, 'live', 'site.sqlite');
    const { db } = await databaseAt(file);
    writeFileSync(join(root, 'live', 'auth-secret'), 'secret\n', { mode: 0o600 });
    const uploads = join(root, 'uploads');
    const into = join(root, 'backups', '2026-11-26');
    try {
      await takeBackup({ databaseUrl: file, uploadDir: uploads }, into);
    } finally {
      await db.destroy();
    }
    expect(modeOf(join(root, 'backups'))).toBe(0o700);
    expect(modeOf(into)).toBe(0o700);
    for (const name of ['database.sqlite', 'manifest.json', 'auth-secret'])
      expect(modeOf(join(into, name)), name).toBe(0o600);

    // A backup copied about with a wider mode still comes back private.
    chmodSync(join(into, 'database.sqlite'), 0o644);
    const restored = join(root, 'restored', 'db', 'site.sqlite');
    await restoreBackup(into, { databaseUrl: restored, uploadDir: join(root, 'restored-uploads') });
    expect(modeOf(join(root, 'restored'))).toBe(0o700);
    expect(modeOf(restored)).toBe(0o600);
    expect(modeOf(join(root, 'restored', 'db', 'auth-secret'))).toBe(0o600);
  });
});
