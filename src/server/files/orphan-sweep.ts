// Files a crash or kill can leave behind, which nothing would ever delete, removed at start-up and every
// hour (main.ts), once they are old enough that no request can still be about to use them (a second
// server may share the folder):
// - complaint attachments no complaint names: written before their row, removed again when the insert
//   fails; a crash between the two leaves the file (UPLOAD_DIR/private/complaints);
// - media library upload sets no media row names: an upload's files are named by its SHA-256 and
//   written before its row (UPLOAD_DIR/public/media/<2>/<hash>*); a crash, or an upload refused after
//   its files were written (e.g. an image without its alternative text), leaves them;
// - `*.tmp` files anywhere under UPLOAD_DIR: a file is written to a temporary name and then renamed
//   (media, PDF first-page pictures, seed files); they are never served (plugins/uploads.ts);
// - write probes (writable.ts).
import { readdir, stat, unlink } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { privateUploadDir, publicUploadDir } from '../plugins/uploads.ts';
import { isUnfinishedWrite } from './durable-write.ts';

/** Attachments live in UPLOAD_DIR/private/complaints: no URL reaches them. */
export const ATTACHMENT_FOLDER = 'complaints';
/** Media library files: UPLOAD_DIR/public/media/<first two hex digits>/<sha256>[-suffix].<ext>. */
const MEDIA_FOLDER = 'media';
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

/** Every file under a folder, recursively, as absolute paths. */
async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const MEDIA_HASH = /^([0-9a-f]{64})[-.]/;

async function removeIfOlder(path: string, before: number): Promise<boolean> {
  // Gone already: another server's sweep (they may share the folder) or the rename of a `.tmp`.
  const stats = await stat(path).catch(() => null);
  if (!stats || stats.mtimeMs > before) return false;
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
  // Temporary files and write probes anywhere under both folders.
  const root = resolve(uploadDir);
  for (const folder of [publicUploadDir(uploadDir), privateUploadDir(uploadDir)]) {
    for (const path of await filesUnder(folder)) {
      if (!isUnfinishedWrite(path)) continue;
      if (await removeIfOlder(path, before)) removed.push(relative(root, path).split(sep).join('/'));
    }
  }
  // Media upload sets no row names (a trashed row still names its files: pages keep showing them).
  const media = join(publicUploadDir(uploadDir), MEDIA_FOLDER);
  const mediaFiles = (await filesUnder(media)).filter((path) => MEDIA_HASH.test(basename(path)));
  if (mediaFiles.length > 0) {
    const rows = await db.selectFrom('media').select('hash').execute();
    const named = new Set(rows.map((row) => row.hash));
    for (const path of mediaFiles) {
      if (named.has(MEDIA_HASH.exec(basename(path))![1]!)) continue;
      if (await removeIfOlder(path, before)) removed.push(relative(root, path).split(sep).join('/'));
    }
  }
  return removed;
}
