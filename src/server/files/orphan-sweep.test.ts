import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateUploadDir, publicUploadDir } from '../plugins/uploads.ts';
import { complaintRow, insertBranches } from '../test-support/fixtures.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { ATTACHMENT_FOLDER, ORPHAN_MIN_AGE_MS, sweepOrphanFiles } from './orphan-sweep.ts';

describe('start-up sweep of orphaned upload files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  /** Writes a file under UPLOAD_DIR, last modified `ageMs` ago; answers its absolute path. */
  function fileAged(relative: string, ageMs: number): string {
    const path = join(t.uploadDir, relative);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, 'x');
    const when = new Date(Date.now() - ageMs);
    utimesSync(path, when, when);
    return path;
  }

  it('removes old files no complaint names and old write probes; keeps named and recent ones', async () => {
    const [branch] = await insertBranches(t.db, ['A'], '2025-01-01T00:00:00.000Z');
    const category = await t.db
      .insertInto('complaint_category')
      .values({ name_en: 'Other', name_ne: 'अन्य', sort_order: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const old = ORPHAN_MIN_AGE_MS + 60_000;
    const named = fileAged(`private/${ATTACHMENT_FOLDER}/named.png`, old);
    await t.db
      .insertInto('complaint')
      .values({
        ...complaintRow({
          branch_id: branch,
          category_id: category.id,
          created_at: '2025-01-01T00:00:00.000Z',
        }),
        attachment_path: `${ATTACHMENT_FOLDER}/named.png`,
        attachment_type: 'image/png',
        attachment_size: 1,
        attachment_name: 'named.png',
      })
      .execute();
    const orphan = fileAged(`private/${ATTACHMENT_FOLDER}/orphan.pdf`, old);
    const recentOrphan = fileAged(`private/${ATTACHMENT_FOLDER}/in-flight.pdf`, 1000);
    const probe = fileAged('public/.write-probe-1234', old);
    const seedFile = fileAged('public/notice-abc.pdf', old);

    const removed = await sweepOrphanFiles(t.db, t.uploadDir);

    expect(removed.sort()).toEqual(['private/complaints/orphan.pdf', 'public/.write-probe-1234']);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(probe)).toBe(false);
    expect(existsSync(named)).toBe(true);
    expect(existsSync(recentOrphan)).toBe(true);
    expect(existsSync(seedFile)).toBe(true);
    expect(existsSync(publicUploadDir(t.uploadDir)) && existsSync(privateUploadDir(t.uploadDir))).toBe(true);
  });
  it('removes old media upload sets no media row names and old .tmp files anywhere; keeps named and recent ones', async () => {
    const hash = (c: string) => c.repeat(64);
    const named = hash('a');
    await t.db
      .insertInto('media')
      .values({
        kind: 'image',
        hash: named,
        url: `/uploads/media/aa/${named}.png`,
        mime: 'image/png',
        size: 1,
        width: 1,
        height: 1,
        name: 'named.png',
        created_at: '2025-01-01T00:00:00.000Z',
      })
      .execute();
    const old = ORPHAN_MIN_AGE_MS + 60_000;
    const kept = [
      fileAged(`public/media/aa/${named}.png`, old),
      fileAged(`public/media/aa/${named}-640.webp`, old),
      // An upload in progress: its files are written seconds before its row.
      fileAged(`public/media/cc/${hash('c')}.png`, 1000),
      fileAged(`public/media/cc/${hash('c')}-640.webp.1234.tmp`, 1000),
      // Not a media library file: the demo seed's, named otherwise.
      fileAged('public/slides/slide-1-abcdef.jpg', old),
    ];
    const swept = [
      fileAged(`public/media/bb/${hash('b')}.png`, old),
      fileAged(`public/media/bb/${hash('b')}-320.webp`, old),
      fileAged(`public/media/bb/${hash('b')}-thumb.webp`, old),
      fileAged(`public/media/aa/${named}-1280.webp.0f0f.tmp`, old),
      fileAged('public/notices/notice-1.pdf-thumb.webp.77.tmp', old),
      fileAged('private/complaints/.tmp-left.tmp', old),
    ];

    const removed = await sweepOrphanFiles(t.db, t.uploadDir);

    expect(removed.sort()).toEqual(swept.map((path) => path.slice(t.uploadDir.length + 1)).sort());
    for (const path of swept) expect(existsSync(path), path).toBe(false);
    for (const path of kept) expect(existsSync(path), path).toBe(true);
  });
});
