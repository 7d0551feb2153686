// Writing a file so that it survives a power loss before the database row that names it commits:
// the data is fsynced, then its directory (so the new name is durable too). A failed write removes
// what it began and its error names the file (a write through a file handle carries no path, and a
// full disk's log line must say which disk: ops/disk-space.ts).
import { randomUUID } from 'node:crypto';
import { open, rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { WRITE_PROBE_PREFIX } from '../writable.ts';

/** The suffix of a file still being written under its temporary name (writeFileAtomically). */
const TEMPORARY_SUFFIX = '.tmp';

/**
 * A file that is not (yet) what its name says: a temporary name before its rename, or a write probe.
 * Never served, never backed up (a backup copying one would hold half a file), swept when old.
 */
export function isUnfinishedWrite(path: string): boolean {
  const name = basename(path);
  return name.endsWith(TEMPORARY_SUFFIX) || name.startsWith(WRITE_PROBE_PREFIX);
}

/** Makes a new directory entry durable; some platforms cannot open a directory: best effort there. */
async function syncDirectory(path: string): Promise<void> {
  let handle;
  try {
    handle = await open(path, 'r');
  } catch {
    return;
  }
  try {
    await handle.sync();
  } catch {
    /* not supported here */
  } finally {
    await handle.close();
  }
}

/** Writes `data` into a new file at `path` (never over an existing one) and fsyncs it. */
async function writeNewFileDurably(path: string, data: Uint8Array, mode = 0o644): Promise<void> {
  const handle = await open(path, 'wx', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => {});
    await unlink(path).catch(() => {});
    if (error && typeof error === 'object' && !('path' in error)) Object.assign(error, { path });
    throw error;
  }
}

/**
 * Writes `data` at `path` through a temporary name and a rename: no reader, and no second writer (two
 * servers seeding at once), ever sees half a file. A `.tmp` left by a crash is never served
 * (plugins/uploads.ts) and is swept (files/orphan-sweep.ts). `durable`: fsynced, then its folder, for a
 * file a database row will name; the demo seed, which can be written again, skips it (hundreds of files).
 * `mode`: the file's permissions from its first byte (0600 for a private file).
 */
export async function writeFileAtomically(
  path: string,
  data: Uint8Array,
  { durable = true, mode = 0o644 }: { durable?: boolean; mode?: number } = {},
) {
  const temporary = `${path}.${randomUUID()}${TEMPORARY_SUFFIX}`;
  if (durable) await writeNewFileDurably(temporary, data, mode);
  else await writeFile(temporary, data, { flag: 'wx', mode });
  await rename(temporary, path);
  if (durable) await syncDirectory(dirname(path));
}
