// Private files (complaint attachments) under UPLOAD_DIR/private: never served by any route.
// A file is on disk (fsynced, with its directory entry) before the database row that names it, and is
// only ever seen whole under its name: a backup taken meanwhile never copies half an attachment.
import { randomUUID } from 'node:crypto';
import { mkdir, unlink } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { privateUploadDir } from '../plugins/uploads.ts';
import { writeFileAtomically } from './durable-write.ts';

export interface StoredFile {
  /** Relative to UPLOAD_DIR/private, as stored in the database (e.g. `complaints/<uuid>.pdf`). */
  relativePath: string;
  absolutePath: string;
}

/** The absolute path of a stored private file; refuses paths that would leave the private folder. */
export function privateFilePath(uploadDir: string, relativePath: string): string {
  const root = privateUploadDir(uploadDir);
  const absolute = resolve(root, relativePath);
  if (!absolute.startsWith(root + sep)) throw new Error(`Path leaves the private folder: ${relativePath}`);
  return absolute;
}

/** Writes `data` under a new random name with the given extension, and fsyncs it. */
export async function writePrivateFile(
  uploadDir: string,
  folder: string,
  data: Uint8Array,
  ext: string,
): Promise<StoredFile> {
  const absolutePath = privateFilePath(uploadDir, join(folder, `${randomUUID()}.${ext}`));
  await mkdir(dirname(absolutePath), { recursive: true });
  await writeFileAtomically(absolutePath, data, { mode: 0o600 });
  const relativePath = relative(privateUploadDir(uploadDir), absolutePath).split(sep).join('/');
  return { relativePath, absolutePath };
}

/** Removes a stored private file; a file that is already gone is fine. */
export async function removePrivateFile(uploadDir: string, relativePath: string): Promise<void> {
  await unlink(privateFilePath(uploadDir, relativePath)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
