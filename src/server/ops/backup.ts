// `npm run backup` and `npm run restore` (docs/operations.md). A backup is a folder:
//   manifest.json      what it holds, when it was taken, from which kind of database
//   database.sqlite    SQLite: a consistent copy made with VACUUM INTO while the servers keep writing
//   database.dump      PostgreSQL: pg_dump's custom format (one snapshot, taken in one transaction)
//   auth-secret        SQLite only, when the server made one beside the database (staff sessions and
//                      two-step secrets need it)
//   vapid-keys.json    SQLite only, likewise: the Web Push key pair browsers subscribed with (ADR 048)
//   uploads/           the upload folder, copied after the database's snapshot
// The manifest (format 2) names every file under uploads/ with its SHA-256 and size: restore refuses a
// backup whose file is missing or changed, naming it, before it touches anything (or, with --force,
// restores without those files and lists each complaint whose attachment is gone). A format 1 manifest
// (before 2026-11-26) has only a count and a byte total: restore checks those instead and says so.
// The database is copied first and the files after: a file is written before the row that names it is
// committed, so every row in the copy finds its file (later files are copied too, harmless). A file is
// renamed into place whole (files/durable-write.ts): files under a temporary name are never copied.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { connectDatabase, databaseKind, type DatabaseKind } from '../db/connect.ts';
import {
  createPrivateFile,
  makePrivateFolderAsync,
  PRIVATE_FILE_MODE,
  PRIVATE_FOLDER_MODE,
} from '../db/connect-files.ts';
import { isUnfinishedWrite } from '../files/durable-write.ts';

export const MANIFEST = 'manifest.json';
const SQLITE_FILE = 'database.sqlite';
const DUMP_FILE = 'database.dump';
/** Secrets a server on SQLite makes beside the database file (auth/secret.ts, push/vapid.ts). */
const SECRET_FILES = ['auth-secret', 'vapid-keys.json'];
const UPLOADS = 'uploads';

/** One file of the backup's uploads/, by its path under uploads/ (forward slashes). */
interface BackedUpFile {
  sha256: string;
  bytes: number;
}

export interface BackupManifest {
  format: 1 | 2;
  createdAt: string;
  database: Exclude<DatabaseKind, 'pglite'>;
  databaseFile: string;
  databaseSha256: string;
  uploadFiles: number;
  uploadBytes: number;
  /** Format 2: every file under uploads/. */
  files?: Record<string, BackedUpFile>;
}

/** A file the manifest names that the backup does not hold as it was. */
interface FileProblem {
  path: string;
  problem: 'missing' | 'changed';
}

/** A complaint whose attachment a forced restore could not bring back. */
interface ComplaintWithoutFile {
  id: number;
  reference: string | null;
  attachmentPath: string;
}

/** A format 1 backup whose files differ in count or total size from its manifest: what was found. */
interface UnnamedDifference {
  files: number;
  bytes: number;
}

/** What checking a backup's files against its manifest found. */
interface FileCheck {
  /** Each file the manifest names that is missing or changed (format 2). */
  problems: FileProblem[];
  /** Format 1 names no file: a difference in count or total size is all it can show. */
  unnamedDifference: UnnamedDifference | null;
  /** False for a format 1 manifest: only the count and total size could be checked. */
  verified: boolean;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Empty when every file was checked and found as backed up. */
  problems: FileProblem[];
  /** Format 1 only: the files found differ from the manifest's count or size (each was restored as found). */
  unnamedDifference: UnnamedDifference | null;
  /** After a forced restore: the complaints whose attachment is among the problems. */
  complaintsWithoutFile: ComplaintWithoutFile[];
  /** False for a format 1 manifest: only the count and total size could be checked. */
  filesVerified: boolean;
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

/** Every file under a folder, by its path relative to it (forward slashes). */
async function filesUnder(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Files and bytes under a folder. */
async function countFiles(folder: string): Promise<{ files: number; bytes: number }> {
  let bytes = 0;
  const paths = await filesUnder(folder);
  for (const path of paths) bytes += (await stat(join(folder, path))).size;
  return { files: paths.length, bytes };
}

/** Each file under a folder with its SHA-256 and size. */
async function hashFiles(folder: string): Promise<Record<string, BackedUpFile>> {
  const files: Record<string, BackedUpFile> = {};
  for (const path of await filesUnder(folder)) {
    const file = join(folder, path);
    files[path] = { sha256: await sha256(file), bytes: (await stat(file)).size };
  }
  return files;
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
    for (const name of SECRET_FILES) {
      const secret = join(dirname(resolve(place.databaseUrl)), name);
      if (existsSync(secret)) {
        await cp(secret, join(into, name));
        await chmod(join(into, name), PRIVATE_FILE_MODE);
      }
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
      filter: (source) => !isUnfinishedWrite(source),
    });
  }
  const files = await hashFiles(join(into, UPLOADS));
  const manifest: BackupManifest = {
    format: 2,
    createdAt,
    database: kind,
    databaseFile,
    databaseSha256: await sha256(join(into, databaseFile)),
    uploadFiles: Object.keys(files).length,
    uploadBytes: Object.values(files).reduce((total, file) => total + file.bytes, 0),
    files,
  };
  await writeFile(join(into, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: PRIVATE_FILE_MODE,
  });
  return manifest;
}

async function readManifest(from: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(from, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${from} is not a backup: ${MANIFEST} is missing or unreadable`);
  }
  if (manifest.format !== 1 && manifest.format !== 2)
    throw new BackupError(`${from}: unknown backup format ${String(manifest.format)}`);
  if ((await sha256(join(from, manifest.databaseFile))) !== manifest.databaseSha256) {
    throw new BackupError(`${from}: ${manifest.databaseFile} does not match its checksum (damaged?)`);
  }
  return manifest;
}

/**
 * Checks the backup's uploads/ against its manifest: format 2 file by file (each present, with its
 * SHA-256); format 1 by count and total size only (its manifest has no more), reported as one problem.
 */
async function checkBackupFiles(from: string, manifest: BackupManifest): Promise<FileCheck> {
  const folder = join(from, UPLOADS);
  if (!manifest.files) {
    const found = await countFiles(folder);
    const same = found.files === manifest.uploadFiles && found.bytes === manifest.uploadBytes;
    return { problems: [], unnamedDifference: same ? null : found, verified: false };
  }
  const problems: FileProblem[] = [];
  for (const [path, expected] of Object.entries(manifest.files)) {
    const file = join(folder, path);
    if (!existsSync(file)) problems.push({ path, problem: 'missing' });
    else if ((await stat(file)).size !== expected.bytes || (await sha256(file)) !== expected.sha256)
      problems.push({ path, problem: 'changed' });
  }
  return { problems, unnamedDifference: null, verified: true };
}

/** The refusal: each damaged file named. */
function describeProblems(from: string, { problems, unnamedDifference }: FileCheck): string {
  const lines = problems.map(
    (p) => `  ${UPLOADS}/${p.path}: ${p.problem === 'missing' ? 'missing' : 'changed (its SHA-256 differs)'}`,
  );
  if (unnamedDifference) {
    lines.push(
      `  ${UPLOADS}/: its files or total size differ from the manifest (a format 1 backup names no file)`,
    );
  }
  return [
    `${from}: ${problems.length || 'some'} file(s) are not as they were backed up:`,
    ...lines,
    'Nothing was restored. Restore with --force to restore without these files (each complaint whose attachment is gone is listed).',
  ].join('\n');
}

/** The restored complaints whose attachment is one of the damaged files. */
async function complaintsWithout(place: Place, problems: FileProblem[]): Promise<ComplaintWithoutFile[]> {
  const prefix = 'private/';
  const paths = problems.filter((p) => p.path.startsWith(prefix)).map((p) => p.path.slice(prefix.length));
  if (paths.length === 0) return [];
  const { db } = await connectDatabase(place.databaseUrl);
  try {
    const rows = await db
      .selectFrom('complaint')
      .select(['id', 'reference', 'attachment_path'])
      .where('attachment_path', 'in', paths)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      reference: row.reference,
      attachmentPath: row.attachment_path!,
    }));
  } finally {
    await db.destroy();
  }
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
export async function restoreBackup(from: string, place: Place, force = false): Promise<RestoreReport> {
  const manifest = await readManifest(from);
  const check = await checkBackupFiles(from, manifest);
  const { problems, unnamedDifference, verified } = check;
  if ((problems.length > 0 || unnamedDifference) && !force)
    throw new BackupError(describeProblems(from, check));
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
    for (const name of SECRET_FILES) {
      const secret = join(from, name);
      if (existsSync(secret)) {
        await cp(secret, join(dirname(target), name), { force: true });
        await chmod(join(dirname(target), name), PRIVATE_FILE_MODE);
      }
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
  // A changed file is left out as a missing one is: a complaint's attachment cut short is not its file.
  const damaged = new Set(problems.map((p) => resolve(from, UPLOADS, p.path)));
  if (existsSync(join(from, UPLOADS))) {
    await cp(join(from, UPLOADS), place.uploadDir, {
      recursive: true,
      filter: (source) => !damaged.has(resolve(source)),
    });
  } else await mkdir(place.uploadDir, { recursive: true });
  return {
    manifest,
    problems,
    unnamedDifference,
    complaintsWithoutFile: await complaintsWithout(place, problems),
    filesVerified: verified,
  };
}
