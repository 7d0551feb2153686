// npm run backup / npm run restore, as an operator runs them: the backup script runs in its own process
// while complaints with attachments keep arriving; restored into a fresh place, every complaint that was
// acknowledged before the backup began is there with its file. On SQLite (a file) and on PostgreSQL
// (fresh databases on TEST_DATABASE_URL's server). Not run on PGlite (vitest.config.ts): it lives in memory.
// Restore checks every file against the manifest's SHA-256: a backup missing one complaint attachment, or
// with it cut to 10 bytes, is refused naming the file; with --force it is restored without it, and the
// complaint whose file is gone is listed.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createHash, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { parseEnv } from '../env.ts';
import { multipart } from '../test-support/multipart.ts';
import { privateUploadDir } from '../plugins/uploads.ts';
import { MANIFEST, restoreBackup, type BackupManifest } from './backup.ts';

const kind = process.env.TEST_DB;
const node = resolve('node_modules/.bin/node');
/** A real 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4w8AAAAJoAM1w/7HYAAAAAElFTkSuQmCC',
  'base64',
);

function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(node, [script, ...args], { env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => done({ code, output }));
  });
}

/** Two fresh places: where the site runs, and where the backup is brought back. */
async function places(dir: string) {
  if (kind === 'postgres') {
    const server = process.env.TEST_DATABASE_URL!;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    const suffix = `${process.pid}_${Date.now()}`;
    const names = [`sampada_backup_from_${suffix}`, `sampada_backup_into_${suffix}`];
    for (const name of names) await admin.query(`create database ${name}`);
    const url = (name: string) => {
      const parsed = new URL(server);
      parsed.pathname = `/${name}`;
      return parsed.toString();
    };
    return {
      from: url(names[0]!),
      into: url(names[1]!),
      drop: async () => {
        for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  return {
    from: join(dir, 'live', 'site.sqlite'),
    into: join(dir, 'restored', 'site.sqlite'),
    drop: async () => {},
  };
}

describe('backup and restore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sampada-backup-'));
  const liveUploads = join(dir, 'live', 'uploads');
  const restoredUploads = join(dir, 'restored', 'uploads');
  const backupDir = join(dir, 'backup');
  let urls: Awaited<ReturnType<typeof places>>;
  let live: DatabaseHandle;
  let restored: DatabaseHandle | undefined;
  /** References acknowledged (201), with when. */
  const acknowledged: { reference: string; at: number }[] = [];
  let backupBegan = 0;
  let backupEnded = 0;
  let manifest: BackupManifest;

  beforeAll(async () => {
    urls = await places(dir);
    live = await connectDatabase(urls.from);
    await migrateToLatest(live.db);
    const now = new Date().toISOString();
    const branch = await live.db
      .insertInto('branch')
      .values({ parent_id: null, name_en: 'Patan', name_ne: 'पाटन', sort_order: 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const category = await live.db
      .insertInto('complaint_category')
      .values({ name_en: 'Land', name_ne: 'जग्गा', sort_order: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const config = parseEnv({
      NODE_ENV: 'test',
      DATABASE_URL: urls.from,
      UPLOAD_DIR: liveUploads,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_WRITE_MAX: '100000',
      RATE_LIMIT_GENERAL_MAX: '100000',
      RESPONSE_CACHE_MB: '0',
    });
    const app = await buildApp({ config, db: live.db });
    await app.ready();

    let writing = true;
    const writeLoad = (async () => {
      for (let i = 0; writing; i += 1) {
        const { payload, headers } = await multipart({
          name: `Citizen ${i}`,
          contact: '9841000000',
          address: 'Patan',
          branch: String(branch.id),
          category: String(category.id),
          title: `Complaint ${i}`,
          details: 'Written while a backup is taken.',
          file: { name: `photo-${i}.png`, type: 'image/png', content: new Uint8Array(png) },
        });
        const res = await app.inject({ method: 'POST', url: '/api/base/complaints', payload, headers });
        if (res.statusCode !== 201) throw new Error(`complaint ${i}: ${res.statusCode} ${res.body}`);
        acknowledged.push({ reference: res.json<{ reference: string }>().reference, at: Date.now() });
      }
    })();
    // Some writes before, the backup while writes go on, some writes after.
    while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 10));
    // Half a file a killed server left under its temporary name: never part of a backup.
    writeFileSync(
      join(privateUploadDir(liveUploads), 'complaints', `${randomUUID()}.png.${randomUUID()}.tmp`),
      'half',
    );
    backupBegan = Date.now();
    const backup = await runScript('scripts/backup.ts', ['--into', backupDir], {
      DATABASE_URL: urls.from,
      UPLOAD_DIR: liveUploads,
    });
    expect(backup.code, backup.output).toBe(0);
    backupEnded = Date.now();
    const countAtEnd = acknowledged.length;
    while (acknowledged.length < countAtEnd + 5) await new Promise((r) => setTimeout(r, 10));
    writing = false;
    await writeLoad;
    await app.close();
    manifest = JSON.parse(readFileSync(join(backupDir, MANIFEST), 'utf8')) as BackupManifest;

    const restore = await runScript('scripts/restore.ts', [backupDir], {
      DATABASE_URL: urls.into,
      UPLOAD_DIR: restoredUploads,
    });
    expect(restore.code, restore.output).toBe(0);
    restored = await connectDatabase(urls.into);
  }, 120_000);

  afterAll(async () => {
    await live?.db.destroy();
    await restored?.db.destroy();
    await urls?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('was taken while complaints kept arriving', () => {
    const during = acknowledged.filter((entry) => entry.at > backupBegan && entry.at < backupEnded);
    expect(during.length).toBeGreaterThan(0);
  });

  it('writes a manifest naming the database and the files', () => {
    expect(manifest.database).toBe(kind === 'postgres' ? 'postgres' : 'sqlite');
    expect(manifest.uploadFiles).toBeGreaterThanOrEqual(20);
  });

  it('brings back every complaint acknowledged before the backup began, with its file', async () => {
    const before = acknowledged.filter((entry) => entry.at <= backupBegan).map((entry) => entry.reference);
    expect(before.length).toBeGreaterThanOrEqual(20);
    const rows = await restored!.db
      .selectFrom('complaint')
      .select(['reference', 'attachment_path'])
      .where('reference', 'in', before)
      .execute();
    expect(rows.map((row) => row.reference).sort()).toEqual([...before].sort());
    for (const row of rows) {
      const file = join(privateUploadDir(restoredUploads), row.attachment_path!);
      expect(existsSync(file), row.attachment_path!).toBe(true);
      expect(readFileSync(file).equals(png)).toBe(true);
    }
    // The copy is a working database: the schema is whole and the sequence goes on.
    const total = await restored!.db
      .selectFrom('complaint')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBeGreaterThanOrEqual(before.length);
  });

  it('refuses to restore over a database or uploads that hold something, unless forced', async () => {
    await expect(
      restoreBackup(backupDir, { databaseUrl: urls.into, uploadDir: restoredUploads }),
    ).rejects.toThrow(/not empty|exists|has tables/);
  });

  it('refuses a damaged backup', async () => {
    const damaged = join(dir, 'damaged');
    const copy = await runScript('scripts/backup.ts', ['--into', damaged], {
      DATABASE_URL: urls.into,
      UPLOAD_DIR: restoredUploads,
    });
    expect(copy.code, copy.output).toBe(0);
    const file = join(damaged, manifest.databaseFile);
    const bytes = readFileSync(file);
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
    writeFileSync(file, bytes);
    await expect(
      restoreBackup(damaged, { databaseUrl: join(dir, 'x', 'y.sqlite'), uploadDir: join(dir, 'x', 'u') }),
    ).rejects.toThrow(/checksum/);
  });
  /**
   * A copy of the backup with one complaint attachment damaged; answers the copy and the file's path. The file
   * is the first complaint's: the backup's file list also holds files of complaints that arrived after the
   * database was dumped, and those have no row in the restored database to list.
   */
  async function damagedCopy(name: string, damage: (file: string) => void) {
    const copy = join(dir, name);
    cpSync(backupDir, copy, { recursive: true });
    const first = await live.db
      .selectFrom('complaint')
      .select('attachment_path')
      .where('reference', '=', acknowledged[0]!.reference)
      .executeTakeFirstOrThrow();
    const path = `private/${first.attachment_path!}`;
    expect(manifest.files![path]).toBeDefined();
    damage(join(copy, 'uploads', path));
    return { copy, path };
  }

  it('names every file with its SHA-256 and size in the manifest', () => {
    expect(manifest.format).toBe(2);
    const files = Object.entries(manifest.files!);
    expect(files).toHaveLength(manifest.uploadFiles);
    const pngSha256 = createHash('sha256').update(png).digest('hex');
    const attachments = files.filter(([path]) => path.startsWith('private/complaints/'));
    expect(attachments.length).toBeGreaterThanOrEqual(20);
    // Whole files only: attachments written while the backup ran are renamed into place complete, and
    // neither a temporary name nor a write probe is copied.
    for (const [, file] of attachments) expect(file).toEqual({ sha256: pngSha256, bytes: png.length });
    expect(files.filter(([path]) => /\.tmp$|\.write-probe-/.test(path))).toEqual([]);
  });

  it.each([
    ['missing', (file: string) => unlinkSync(file), /missing/],
    ['cut to 10 bytes', (file: string) => truncateSync(file, 10), /changed \(its SHA-256 differs\)/],
  ] as const)(
    'refuses a backup with one attachment %s, naming it, and restores nothing',
    async (name, damage, says) => {
      const { copy, path } = await damagedCopy(`damaged-${name.replaceAll(' ', '-')}`, damage);
      const place = join(dir, `untouched-${name.replaceAll(' ', '-')}`);
      const restore = await runScript('scripts/restore.ts', [copy], {
        DATABASE_URL: kind === 'postgres' ? urls.into : join(place, 'site.sqlite'),
        UPLOAD_DIR: join(place, 'uploads'),
      });
      expect(restore.code).toBe(1);
      expect(restore.output).toContain(`uploads/${path}`);
      expect(restore.output).toMatch(says);
      expect(restore.output).toMatch(/Nothing was restored/);
      expect(existsSync(place)).toBe(false);
    },
  );

  it('with --force restores a damaged backup without the file, listing the complaint whose file is gone', async () => {
    const { copy, path } = await damagedCopy('damaged-forced', (file) => truncateSync(file, 10));
    const complaint = await live.db
      .selectFrom('complaint')
      .select(['id', 'reference'])
      .where('attachment_path', '=', path.slice('private/'.length))
      .executeTakeFirstOrThrow();
    const restore = await runScript('scripts/restore.ts', [copy, '--force'], {
      DATABASE_URL: urls.into,
      UPLOAD_DIR: restoredUploads,
    });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain(`Not restored (changed in the backup): uploads/${path}`);
    expect(restore.output).toContain(
      `Complaint ${complaint.reference} (id ${complaint.id}) has lost its attachment ${path.slice('private/'.length)}`,
    );
    expect(restore.output.match(/has lost its attachment/g)).toHaveLength(1);
    expect(restore.output).toContain(`${manifest.uploadFiles - 1} of ${manifest.uploadFiles} files`);
    expect(existsSync(join(restoredUploads, path))).toBe(false);
    // Every other file came back whole.
    const other = Object.keys(manifest.files!).find((file) => file !== path && file.startsWith('private/'))!;
    expect(readFileSync(join(restoredUploads, other)).equals(png)).toBe(true);
  });

  it('restores a format 1 backup (no per-file checksums), saying so, and still refuses one missing a file', async () => {
    const old = join(dir, 'format-1');
    cpSync(backupDir, old, { recursive: true });
    const { files: _files, ...rest } = manifest;
    writeFileSync(join(old, MANIFEST), JSON.stringify({ ...rest, format: 1 }));
    const place = join(dir, 'from-format-1');
    const env = {
      DATABASE_URL: kind === 'postgres' ? urls.into : join(place, 'site.sqlite'),
      UPLOAD_DIR: join(place, 'uploads'),
    };
    const args = kind === 'postgres' ? [old, '--force'] : [old];
    const restore = await runScript('scripts/restore.ts', args, env);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toMatch(/predates per-file checksums/);

    unlinkSync(
      join(
        old,
        'uploads',
        Object.keys(manifest.files!).find((f) => f.startsWith('private/'))!,
      ),
    );
    const forced = await runScript('scripts/restore.ts', [old, '--force'], env);
    expect(forced.code, forced.output).toBe(0);
    // Every file it holds was restored: nothing is named as left out.
    expect(forced.output).not.toMatch(/Not restored/);
    expect(forced.output).toContain(`where its manifest says ${manifest.uploadFiles}`);
    expect(forced.output).toContain(`${manifest.uploadFiles - 1} of ${manifest.uploadFiles} files`);
    rmSync(place, { recursive: true, force: true });
    const strict = await runScript('scripts/restore.ts', [old], {
      DATABASE_URL: join(place, 'site.sqlite'),
      UPLOAD_DIR: join(place, 'uploads'),
    });
    expect(strict.code).toBe(1);
    expect(strict.output).toMatch(/files or total size differ from the manifest/);
  });
});
