// A full disk, told plainly. A write that fails for want of space (ENOSPC/EDQUOT from the file system,
// SQLITE_FULL from SQLite, SQLSTATE 53100 from PostgreSQL) is not the visitor's fault nor a bug: the API
// answers 507 with "the site cannot store submissions right now" in the visitor's language and a
// Retry-After, and logs one line naming the disk (upload folder or database file) and its free space.
// Readiness reports a disk "full" below DISK_FREE_MIN_MB, so a load balancer takes the server out
// before submissions start failing (docs/operations.md, "Full disks").
import { statfs } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { databaseKind } from '../db/connect.ts';

/** Seconds a client should wait: space comes back only when someone frees it. */
export const DISK_FULL_RETRY_AFTER_SECONDS = 300;

const FILE_SYSTEM_FULL = new Set(['ENOSPC', 'EDQUOT']);
/** better-sqlite3's code when SQLite's write gets ENOSPC (also for the WAL and a rollback journal). */
const SQLITE_FULL = new Set(['SQLITE_FULL']);
/** PostgreSQL's disk_full. */
const POSTGRES_FULL = '53100';

const codeOf = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : '';

/** Whether an error (or one it wraps) means "no space left to store this". */
export function isDiskFull(error: unknown, depth = 0): boolean {
  const code = codeOf(error);
  if (FILE_SYSTEM_FULL.has(code) || SQLITE_FULL.has(code) || code === POSTGRES_FULL) return true;
  if (depth < 3 && error instanceof Error && error.cause) return isDiskFull(error.cause, depth + 1);
  return false;
}

/** Bytes free to this (unprivileged) user on the disk holding `path`, or null when it cannot be read. */
export async function freeBytes(path: string): Promise<number | null> {
  let at = resolve(path);
  for (;;) {
    try {
      const stats = await statfs(at);
      return stats.bavail * stats.bsize;
    } catch {
      const parent = dirname(at);
      if (parent === at) return null;
      at = parent; // Not made yet: the disk it would be on.
    }
  }
}

export interface DiskPlaces {
  UPLOAD_DIR: string;
  DATABASE_URL: string;
}

/** The SQLite database file, or null for PostgreSQL (its disk is the database server's). */
function sqliteFile(config: DiskPlaces): string | null {
  if (databaseKind(config.DATABASE_URL) !== 'sqlite' || config.DATABASE_URL === ':memory:') return null;
  return resolve(config.DATABASE_URL);
}

/** Which disk a disk-full error is about: its name for the log, and a path on it. */
export function diskOf(error: unknown, config: DiskPlaces): { disk: string; path: string | null } {
  const code = codeOf(error);
  const path = error && typeof error === 'object' && 'path' in error ? String(error.path) : null;
  const uploads = resolve(config.UPLOAD_DIR);
  if (path && (resolve(path) === uploads || resolve(path).startsWith(uploads + sep))) {
    return { disk: 'uploads folder', path: uploads };
  }
  if (SQLITE_FULL.has(code)) return { disk: 'database file', path: sqliteFile(config) };
  if (code === POSTGRES_FULL) return { disk: "PostgreSQL server's disk", path: null };
  return { disk: 'disk', path };
}

/** The one log line of a write refused for want of space. */
export async function logDiskFull(request: FastifyRequest, error: unknown, config: DiskPlaces) {
  const { disk, path } = diskOf(error, config);
  const free = path ? await freeBytes(path) : null;
  const freeText = free === null ? 'free space unknown' : `${(free / 1024 / 1024).toFixed(1)} MB free`;
  request.log.error(
    { disk, path, freeBytes: free, code: codeOf(error) || undefined },
    `disk full: the ${disk}${path ? ` ${path}` : ''} cannot store this (${freeText}); answered 507`,
  );
}

export type DiskState = 'ok' | 'full';

/** "full" when the disk holding `path` has less than `minMb` free (an unreadable disk is left to the write probe). */
export async function diskState(path: string, minMb: number): Promise<DiskState> {
  const free = await freeBytes(path);
  return free !== null && free < minMb * 1024 * 1024 ? 'full' : 'ok';
}

/** Readiness: the upload disk and a SQLite database's disk against DISK_FREE_MIN_MB. */
export async function diskStates(
  config: DiskPlaces & { DISK_FREE_MIN_MB: number },
): Promise<{ uploads: DiskState; database: DiskState }> {
  const database = sqliteFile(config);
  const [uploads, databaseDisk] = await Promise.all([
    diskState(config.UPLOAD_DIR, config.DISK_FREE_MIN_MB),
    database ? diskState(database, config.DISK_FREE_MIN_MB) : ('ok' as const),
  ]);
  return { uploads, database: databaseDisk };
}
