import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './connect.ts';

// "A 2xx means durably stored": with WAL, only synchronous = FULL (2) syncs the log at every
// commit; NORMAL (1) may lose the last committed transactions on power loss.
describe('SQLite connection settings', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sampada-connect-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('uses WAL with synchronous = FULL and foreign keys', async () => {
    const { db } = await connectDatabase(join(dir, 'site.db'));
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('foreign_keys')).toBe(1);
    } finally {
      await db.destroy();
    }
  });
});
