// Can the server write where it must? The database (a read-only SQLite file or PostgreSQL standby
// still answers reads) and both upload folders. Asked at start-up and by /api/health; each probe is a
// real write, since permission bits say nothing to root, a read-only mount or a full disk.
import { randomUUID } from 'node:crypto';
import { mkdir, open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import { privateUploadDir, publicUploadDir } from './plugins/uploads.ts';

/** A dot file: never served (dotfiles: 'deny'), and swept at start-up if a crash left one. */
export const WRITE_PROBE_PREFIX = '.write-probe-';

export type DatabaseState = 'ok' | 'unreachable' | 'read-only';

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

/**
 * A write that changes nothing: the database still has to grant a write (SQLite takes its write lock).
 * On a private table with no content_version trigger (migration 015), so a probe drops no stored page
 * (issue 24: a load balancer's probe every 2 s emptied every server's cache).
 */
const probeWrite = (db: Kysely<Database>) =>
  db
    .deleteFrom('job_run')
    .where(sql<boolean>`1 = 0`)
    .execute();

export async function databaseState(
  db: Kysely<Database>,
): Promise<{ state: DatabaseState; detail?: string }> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    return { state: 'unreachable', detail: firstLine(error) };
  }
  try {
    await probeWrite(db);
    return { state: 'ok' };
  } catch (error) {
    return { state: 'read-only', detail: firstLine(error) };
  }
}

/** Null when the database takes writes, else why not (for the start-up message). */
export async function checkDatabaseWritable(db: Kysely<Database>): Promise<string | null> {
  const { state, detail } = await databaseState(db);
  return state === 'ok' ? null : `${state} (${detail})`;
}

async function probeFolder(folder: string): Promise<void> {
  const probe = join(folder, `${WRITE_PROBE_PREFIX}${randomUUID()}`);
  const handle = await open(probe, 'wx', 0o600);
  try {
    await handle.writeFile('probe');
  } finally {
    await handle.close();
    await unlink(probe).catch(() => {});
  }
}

/** Null when files can be stored under UPLOAD_DIR (public and private), else why not. */
export async function uploadsProblem(uploadDir: string, create = false): Promise<string | null> {
  for (const folder of [publicUploadDir(uploadDir), privateUploadDir(uploadDir)]) {
    try {
      if (create) await mkdir(folder, { recursive: true });
      await probeFolder(folder);
    } catch (error) {
      return `cannot write to ${folder} (${firstLine(error)})`;
    }
  }
  return null;
}

/** At start-up: creates the folders, then checks them. */
export const checkUploadsWritable = (uploadDir: string) => uploadsProblem(uploadDir, true);
