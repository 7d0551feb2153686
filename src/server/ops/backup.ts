// `npm run backup` and `npm run restore` (docs/operations.md). A backup is a folder:
//   manifest.json      what it holds, when it was taken, from which kind of database
//   database.sqlite    SQLite: a consistent copy made with VACUUM INTO while the servers keep writing
//   database.dump      PostgreSQL: pg_dump's custom format (one snapshot, taken in one transaction)
//   auth-secret        SQLite only, when the server made one beside the database (staff sessions and
//                      two-step secrets need it)
//   uploads/           the upload folder, copied after the database's snapshot
// The database is copied first and the files after: a file is written before the row that names it is
// committed, so every row in the copy finds its file (later files are copied too, harmless).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { databaseKind, type DatabaseKind } from '../db/connect.ts';
import {
  createPrivateFile,
  makePrivateFolderAsync,
  PRIVATE_FILE_MODE,
  PRIVATE_FOLDER_MODE,
} from '../db/connect-files.ts';
import { WRITE_PROBE_PREFIX } from '../writable.ts';

export const MANIFEST = 'manifest.json';
const SQLITE_FILE = 'database.sqlite';
const DUMP_FILE = 'database.dump';
const SECRET_FILE = 'auth-secret';
const UPLOADS = 'uploads';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: Exclude<DatabaseKind, 'pglite'>;
  databaseFile: string;
  databaseSha256: string;
  uploadFiles: number;
  uploadBytes: number;
}

export interface Place {
  databaseUrl: string;
  uploadDir: string;
}

export class BackupError extends Error {}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error) => reject(new BackupError(`${command} could not run: ${error.message}`)));
    child.on('close', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new BackupError(`${command} failed (${code}): ${errors.trim()}`)),
    );
  });
}

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Files and bytes under a folder. */
async function countFiles(folder: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  if (!existsSync(folder)) return { files, bytes };
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

function supportedKind(url: string): 'sqlite' | 'postgres' {
  const kind = databaseKind(url);
  if (kind === 'pglite') throw new BackupError('An in-memory test database (pglite:) has nothing to back up');
  return kind;
}

async function snapshotSqlite(file: string, into: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`There is no SQLite database at ${file}`);
  const { default: SqliteDatabase } = await import('better-sqlite3');
  const source = new SqliteDatabase(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 10000');
    // Into an empty file made 0600 first (VACUUM INTO keeps an empty file's mode): the copy is never
    // readable by others, not even while it is written.
    await createPrivateFile(join(into, SQLITE_FILE));
    // One read transaction: a consistent snapshot however many writes happen meanwhile (WAL mode).
    source.prepare('VACUUM INTO ?').run(join(into, SQLITE_FILE));
  } finally {
    source.close();
  }
}

/** Takes a backup of the database and uploads at `place` into the new folder `into`. */
export async function takeBackup(place: Place, into: string): Promise<BackupManifest> {
  const kind = supportedKind(place.databaseUrl);
  if (existsSync(into) && (await readdir(into)).length > 0) {
    throw new BackupError(`${into} is not empty: a backup goes into a new folder`);
  }
  // The backup holds the whole database: its folder (and `backups/` when made here) is this user's only.
  await makePrivateFolderAsync(into);
  await chmod(into, PRIVATE_FOLDER_MODE);
  const createdAt = new Date().toISOString();
  let databaseFile: string;
  if (kind === 'sqlite') {
    await snapshotSqlite(place.databaseUrl, into);
    databaseFile = SQLITE_FILE;
    const secret = join(dirname(resolve(place.databaseUrl)), SECRET_FILE);
    if (existsSync(secret)) {
      await cp(secret, join(into, SECRET_FILE));
      await chmod(join(into, SECRET_FILE), PRIVATE_FILE_MODE);
    }
  } else {
    await createPrivateFile(join(into, DUMP_FILE));
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${join(into, DUMP_FILE)}`,
      place.databaseUrl,
    ]);
    await chmod(join(into, DUMP_FILE), PRIVATE_FILE_MODE);
    databaseFile = DUMP_FILE;
  }
  if (existsSync(place.uploadDir)) {
    await cp(place.uploadDir, join(into, UPLOADS), {
      recursive: true,
      filter: (source) => !source.split('/').pop()!.startsWith(WRITE_PROBE_PREFIX),
    });
  }
  const uploads = await countFiles(join(into, UPLOADS));
  const manifest: BackupManifest = {
    format: 1,
    createdAt,
    database: kind,
    databaseFile,
    databaseSha256: await sha256(join(into, databaseFile)),
    uploadFiles: uploads.files,
    uploadBytes: uploads.bytes,
  };
  await writeFile(join(into, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: PRIVATE_FILE_MODE,
  });
  return manifest;
}

export async function readManifest(from: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(from, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${from} is not a backup: ${MANIFEST} is missing or unreadable`);
  }
  if (manifest.format !== 1)
    throw new BackupError(`${from}: unknown backup format ${String(manifest.format)}`);
  if ((await sha256(join(from, manifest.databaseFile))) !== manifest.databaseSha256) {
    throw new BackupError(`${from}: ${manifest.databaseFile} does not match its checksum (damaged?)`);
  }
  return manifest;
}

async function postgresHasTables(url: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from information_schema.tables where table_schema = current_schema()',
    );
    return Number(rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  return !existsSync(folder) || (await readdir(folder)).length === 0;
}

/**
 * Brings a backup back into `place`: the servers must be stopped. Refuses to overwrite a database or
 * an upload folder that holds anything unless `force` is given.
 */
export async function restoreBackup(from: string, place: Place, force = false): Promise<BackupManifest> {
  const manifest = await readManifest(from);
  const kind = supportedKind(place.databaseUrl);
  if (kind !== manifest.database) {
    throw new BackupError(`${from} holds a ${manifest.database} database; DATABASE_URL is ${kind}`);
  }
  if (!force && !(await isEmptyFolder(place.uploadDir))) {
    throw new BackupError(`${place.uploadDir} is not empty (restore with --force to replace it)`);
  }
  if (kind === 'sqlite') {
    const target = resolve(place.databaseUrl);
    if (existsSync(target) && !force) {
      throw new BackupError(`${target} exists (restore with --force to replace it)`);
    }
    await makePrivateFolderAsync(dirname(target));
    for (const suffix of ['', '-wal', '-shm']) await rm(`${target}${suffix}`, { force: true });
    await cp(join(from, SQLITE_FILE), target);
    // A backup taken before the files were private may hold a 0644 copy.
    await chmod(target, PRIVATE_FILE_MODE);
    const secret = join(from, SECRET_FILE);
    if (existsSync(secret)) {
      await cp(secret, join(dirname(target), SECRET_FILE), { force: true });
      await chmod(join(dirname(target), SECRET_FILE), PRIVATE_FILE_MODE);
    }
  } else {
    if (!force && (await postgresHasTables(place.databaseUrl))) {
      throw new BackupError('The PostgreSQL database has tables (restore with --force to replace them)');
    }
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      `--dbname=${place.databaseUrl}`,
      join(from, DUMP_FILE),
    ]);
  }
  await rm(place.uploadDir, { recursive: true, force: true });
  if (existsSync(join(from, UPLOADS))) await cp(join(from, UPLOADS), place.uploadDir, { recursive: true });
  else await mkdir(place.uploadDir, { recursive: true });
  return manifest;
}
