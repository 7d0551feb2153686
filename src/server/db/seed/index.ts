// Demo content: a complete bilingual site (offices, notices, festivals, calendar, laws, people ...)
// generated deterministically for a given `now`, with real image and PDF files when uploadDir is set.
import { sql, type Kysely, type Transaction } from 'kysely';
import { isSqlite } from '../dialect-helpers.ts';
import type { Database } from '../schema.ts';
import { buildDemoContent } from './build.ts';
import { insertDemoContent } from './insert.ts';
import { libraryRows } from './library-entries.ts';
import { deleteDemoContent } from './reset.ts';
import { isDatabaseEmpty } from '../is-empty.ts';

export { isDatabaseEmpty };

export interface SeedOptions {
  /** Where generated images and documents are written (UPLOAD_DIR); null skips writing files (API tests). */
  uploadDir: string | null;
  /** The moment content dates are relative to (created_at of notices, articles ...). */
  now?: Date;
}

export interface SeedReport {
  /** Rows inserted (or reused, for branches and categories) per table. */
  rows: Record<string, number>;
  /** Files written under uploadDir (0 without one). */
  files: number;
}

/** Serialises seeding across servers sharing one PostgreSQL database ("sampada-seed" in ASCII). */
const SEED_LOCK_KEY = 0x73656564;

/** Longer ago than any demo item's date: the files were there before the items that use them. */
const UPLOADED_DAYS_BEFORE = 731;

/** The content built for `now`, its files written, and those files' media library rows. */
async function prepare(options: SeedOptions) {
  const now = options.now ?? new Date();
  const content = buildDemoContent(now);
  // Files first: committed rows never point at files that do not exist yet.
  const written = options.uploadDir ? await content.files.writeAll(options.uploadDir) : [];
  const uploadedAt = new Date(now.getTime() - UPLOADED_DAYS_BEFORE * 86_400_000).toISOString();
  return { content: { ...content, library: libraryRows(written, uploadedAt) }, files: written.length };
}

/** Inserts the demo content in one transaction. */
export async function seedDemoContent(db: Kysely<Database>, options: SeedOptions): Promise<SeedReport> {
  const { content, files } = await prepare(options);
  const rows = await db.transaction().execute((trx) => insertDemoContent(trx, content));
  return { rows, files };
}

/** Serialises seeding transactions: the first statement of each, so a second one waits here. */
async function lockSeeding(db: Kysely<Database>, trx: Transaction<Database>): Promise<void> {
  if (isSqlite(db)) {
    // A no-op write takes SQLite's write lock now, so a second process waits here instead of
    // failing at its first insert after both saw an empty database.
    await trx.deleteFrom('setting_group').where('name', '=', '').execute();
  } else {
    await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_KEY)})`.execute(trx);
  }
}

/** Seeds only a fresh database; returns whether it seeded. Safe when several servers start at once. */
export async function seedDemoContentIfEmpty(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  const { content } = await prepare(options);
  return db.transaction().execute(async (trx) => {
    await lockSeeding(db, trx);
    if (!(await isDatabaseEmpty(trx))) return false;
    await insertDemoContent(trx, content);
    return true;
  });
}

export interface ResetReport extends SeedReport {
  /** Content rows deleted per table (submissions and the rows they name are kept). */
  deleted: Record<string, number>;
}

/**
 * `db:seed --reset`: writes the new files first, then deletes the old content and inserts the new in
 * ONE transaction, so a failure at any step leaves the site as it was (never empty or half-seeded).
 * Contact messages and complaints are never deleted (reset.ts).
 */
export async function resetDemoContent(db: Kysely<Database>, options: SeedOptions): Promise<ResetReport> {
  const { content, files } = await prepare(options);
  return db.transaction().execute(async (trx) => {
    await lockSeeding(db, trx);
    const deleted = await deleteDemoContent(trx);
    const rows = await insertDemoContent(trx, content);
    return { deleted, rows, files };
  });
}

export { countContentRows } from './reset.ts';
