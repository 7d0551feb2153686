// Complaint attachments are written before the row that names them (private-storage.ts), and removed
// again when the insert fails; a crash or kill between the two leaves a file no row names, which
// nothing would ever delete. At start-up, files in UPLOAD_DIR/private/complaints that no complaint
// names, and write probes (writable.ts) left behind, are removed once they are old enough that no
// request can still be about to insert their row (a second server may share the folder).
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { privateUploadDir, publicUploadDir } from '../plugins/uploads.ts';
import { WRITE_PROBE_PREFIX } from '../writable.ts';

/** Attachments live in UPLOAD_DIR/private/complaints: no URL reaches them. */
export const ATTACHMENT_FOLDER = 'complaints';
/** Far longer than any request (files are written seconds before their row). */
export const ORPHAN_MIN_AGE_MS = 15 * 60_000;

async function filesIn(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function removeIfOlder(path: string, before: number): Promise<boolean> {
  const { mtimeMs } = await stat(path);
  if (mtimeMs > before) return false;
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  return true;
}

/** Removes orphaned attachments and stale write probes; answers the removed paths (under UPLOAD_DIR). */
export async function sweepOrphanFiles(
  db: Kysely<Database>,
  uploadDir: string,
  now = Date.now(),
): Promise<string[]> {
  const before = now - ORPHAN_MIN_AGE_MS;
  const removed: string[] = [];
  const attachments = join(privateUploadDir(uploadDir), ATTACHMENT_FOLDER);
  const names = await filesIn(attachments);
  if (names.length > 0) {
    const rows = await db
      .selectFrom('complaint')
      .select('attachment_path')
      .where('attachment_path', 'is not', null)
      .execute();
    const named = new Set(rows.map((row) => row.attachment_path));
    for (const name of names) {
      if (named.has(`${ATTACHMENT_FOLDER}/${name}`)) continue;
      if (await removeIfOlder(join(attachments, name), before))
        removed.push(`private/${ATTACHMENT_FOLDER}/${name}`);
    }
  }
  for (const [label, folder] of [
    ['public', publicUploadDir(uploadDir)],
    ['private', privateUploadDir(uploadDir)],
  ] as const) {
    for (const name of await filesIn(folder)) {
      if (name.startsWith(WRITE_PROBE_PREFIX) && (await removeIfOlder(join(folder, name), before))) {
        removed.push(`${label}/${name}`);
      }
    }
  }
  return removed;
}
