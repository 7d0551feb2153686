// The SQLite database holds complaints, password hashes and sessions: its file, its -wal and -shm, and
// every copy of it (backups) are readable by this user only (0600), and a folder made for them is 0700.
// SQLite creates -wal and -shm with the mode of the database file, so making the file 0600 before
// SQLite opens it covers them from the first byte; an older installation's 0644 files are narrowed at
// the next start.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { chmod, mkdir, open } from 'node:fs/promises';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

/** The database file and what SQLite keeps beside it. */
const SQLITE_COMPANIONS = ['', '-wal', '-shm', '-journal'] as const;

/** Folders that do not exist yet are made 0700 (an existing one is left as the operator set it). */
export function makePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

export async function makePrivateFolderAsync(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

/** Creates the database file 0600 when it is missing, and narrows it and its companions to 0600. */
export function privateSqliteFiles(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
  narrowSqliteFiles(file);
}

/** Narrows the database file and whichever companions exist to 0600 (the umask may have widened them). */
export function narrowSqliteFiles(file: string): void {
  for (const suffix of SQLITE_COMPANIONS) {
    if (existsSync(`${file}${suffix}`)) chmodSync(`${file}${suffix}`, PRIVATE_FILE_MODE);
  }
}

/** An empty file made 0600, for a tool that writes into an existing file (VACUUM INTO, pg_dump). */
export async function createPrivateFile(file: string): Promise<void> {
  const handle = await open(file, 'wx', PRIVATE_FILE_MODE);
  await handle.close();
  await chmod(file, PRIVATE_FILE_MODE);
}
