// Start-up checks and the database's preparation, before the server listens: a deployment that
// cannot work (unreachable or read-only database, upload folder it cannot write) stops here with one
// line naming the variable, instead of answering every submission with a 500 (ADR 009).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { connectDatabase, type DatabaseKind } from './db/connect.ts';
import { isDatabaseEmpty } from './db/is-empty.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Database } from './db/schema.ts';
import { DEFAULT_DATABASE_URL, type Env } from './env.ts';
import { sweepOrphanFiles } from './files/orphan-sweep.ts';
import { checkDatabaseWritable, checkUploadsWritable } from './writable.ts';

/** A start-up failure the operator can fix; its message is the one line printed. */
export class StartupError extends Error {}

const reason = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const code = 'code' in error && typeof error.code === 'string' ? `${error.code}: ` : '';
  // AggregateError (a host with several addresses) keeps the cause in its errors.
  const message: string = error.message || (error instanceof AggregateError ? reason(error.errors[0]) : '');
  return `${code}${message}`.split('\n')[0]!;
};

/** Network failures, as opposed to a database that answers and refuses (password, missing database). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
function unreachable(error: unknown): boolean {
  if (error instanceof AggregateError) return error.errors.some(unreachable);
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return (
    (typeof code === 'string' && NETWORK_CODES.has(code)) ||
    (error instanceof Error && /timeout|terminated/i.test(error.message))
  );
}

/** The URL without its password, for messages. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * Demo content only where it is wanted: the quick start (`npm start` on the default SQLite file) and
 * development on SQLite; a deployment (PostgreSQL, or a database path of its own) starts empty unless
 * SEED_DEMO_CONTENT=true. Said once at start (logDatabaseReady).
 */
export function shouldSeedDemoContent(config: Env, kind: DatabaseKind): boolean {
  if (config.SEED_DEMO_CONTENT !== undefined) return config.SEED_DEMO_CONTENT;
  if (kind !== 'sqlite') return false;
  return config.DATABASE_URL === DEFAULT_DATABASE_URL || config.NODE_ENV === 'development';
}

export interface PreparedDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  migrations: string[];
  seeded: boolean;
  /** Not seeded because nobody asked for demo content, and holding no content. */
  startsEmpty: boolean;
  /** Orphaned upload files removed (files/orphan-sweep.ts). */
  swept: string[];
}

/** The start-up log lines about the database (after the app, and so its logger, exists). */
export function logDatabaseReady(log: FastifyBaseLogger, prepared: PreparedDatabase): void {
  const { kind, migrations, seeded } = prepared;
  log.info({ database: kind, migrations, seeded }, 'database ready');
  if (prepared.swept.length > 0) {
    log.warn({ files: prepared.swept }, 'removed upload files that no row names (left by a crash)');
  }
  if (prepared.startsEmpty) {
    log.info(
      'empty database, no demo content: it is seeded only on the default SQLite file; set SEED_DEMO_CONTENT=true to seed it',
    );
  }
}

async function openAndMigrate(config: Env) {
  const url = describeUrl(config.DATABASE_URL);
  let handle;
  try {
    handle = await connectDatabase(config.DATABASE_URL);
  } catch (error) {
    throw new StartupError(`DATABASE_URL: cannot open ${url} (${reason(error)})`);
  }
  try {
    return { ...handle, migrations: await migrateToLatest(handle.db) };
  } catch (error) {
    await handle.db.destroy().catch(() => {});
    const what =
      handle.kind === 'sqlite'
        ? 'cannot use the SQLite file'
        : unreachable(error)
          ? 'cannot reach the database'
          : 'cannot use the database';
    throw new StartupError(`DATABASE_URL: ${what} ${url} (${reason(error)})`);
  }
}

/** Opens, checks, migrates and (when wanted) seeds the database; StartupError on what stops it. */
export async function prepareDatabase(config: Env): Promise<PreparedDatabase> {
  const { db, kind, migrations } = await openAndMigrate(config);
  try {
    const problem = await checkDatabaseWritable(db);
    if (problem) throw new StartupError(`DATABASE_URL: ${describeUrl(config.DATABASE_URL)} is ${problem}`);
    const uploads = await checkUploadsWritable(config.UPLOAD_DIR);
    if (uploads) throw new StartupError(`UPLOAD_DIR: ${uploads}`);
    const seed = shouldSeedDemoContent(config, kind);
    let seeded = false;
    if (seed) {
      // Imported only here: the demo content's PDF and image makers stay out of a server that never seeds.
      const { seedDemoContentIfEmpty } = await import('./db/seed/index.ts');
      seeded = await seedDemoContentIfEmpty(db, { uploadDir: config.UPLOAD_DIR });
    }
    const startsEmpty = !seed && (await isDatabaseEmpty(db));
    const swept = await sweepOrphanFiles(db, config.UPLOAD_DIR);
    return { db, kind, migrations, seeded, startsEmpty, swept };
  } catch (error) {
    await db.destroy().catch(() => {});
    throw error;
  }
}
