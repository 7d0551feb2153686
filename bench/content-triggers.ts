// What migration 015's content_version triggers cost a write (ADR 024): the same writes with and
// without them, on SQLite (a row trigger: one bump per row) and, when DATABASE_URL names one, PostgreSQL
// (a statement trigger: one bump per statement). Each write is its own statement and transaction, as a
// staff edit is; a bulk statement of many rows is timed too.
// Medians of --rounds runs, alternating.
// Run: node bench/content-triggers.ts [--writes 2000] [--bulk 100000] [--rounds 3] (DATABASE_URL=postgres://... for PostgreSQL)
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { connectDatabase } from '#server/db/connect.ts';
import { createMigrator } from '#server/db/migrate.ts';
import type { Database } from '#server/db/schema.ts';
import { arg, BENCH_DIR } from './bench-server.ts';

/** The migration before the triggers, and the one that adds them. */
const BEFORE = '014-edit-drafts';
const WITH = '015-content-version-triggers';

const WRITES = Number(arg('--writes', '2000'));
const BULK = Number(arg('--bulk', '100000'));
const ROUNDS = Number(arg('--rounds', '3'));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

interface Measured {
  perWriteMs: number;
  bulkMs: number;
}

async function measure(db: Kysely<Database>): Promise<Measured> {
  // Untouched by the cache's plugin: the triggers' own cost only.
  const plain = db.withoutPlugins();
  await sql`delete from service`.execute(plain);
  const singles = await timed(async () => {
    for (let n = 0; n < WRITES; n += 1) {
      await sql`insert into service (url, name_en, name_ne, description_en, description_ne, sort_order)
        values ('/x', ${`s${n}`}, 'से', '', '', ${n})`.execute(plain);
    }
  });
  const bulk = await timed(() =>
    sql`insert into service (url, name_en, name_ne, description_en, description_ne, sort_order)
      select s.url, s.name_en, s.name_ne, s.description_en, s.description_ne, s.sort_order from service s
      cross join (select 1 from service limit ${Math.ceil(BULK / WRITES)}) as times`.execute(plain),
  );
  return { perWriteMs: singles / WRITES, bulkMs: bulk };
}

/** Migrated up to `migration`, measured, dropped. */
async function measureAt(url: string, migration: string) {
  const postgres = url.startsWith('postgres');
  const schema = `bench_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres ? await connectDatabase(url) : undefined;
  if (admin) await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const handle = await connectDatabase(url, postgres ? { schema } : {});
  try {
    const { error } = await (await createMigrator(handle.db)).migrateTo(migration);
    if (error) throw error;
    return await measure(handle.db);
  } finally {
    await handle.db.destroy();
    if (admin) {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.db.destroy();
    }
  }
}

/** Alternating, ROUNDS times each (the machine's load moves): the medians. */
async function run(url: (variant: string) => string, label: string) {
  const without: Measured[] = [];
  const withTriggers: Measured[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    without.push(await measureAt(url('before'), BEFORE));
    withTriggers.push(await measureAt(url('with'), WITH));
  }
  const perWrite = (list: Measured[]) => median(list.map((m) => m.perWriteMs)).toFixed(3);
  const bulk = (list: Measured[]) => median(list.map((m) => m.bulkMs)).toFixed(0);
  console.log(
    `| ${label} | ${perWrite(without)} ms | ${perWrite(withTriggers)} ms | ` +
      `${bulk(without)} ms | ${bulk(withTriggers)} ms |`,
  );
}

console.log(
  `| database | one insert, no triggers | with triggers | ${BULK} rows in one statement, no triggers | with triggers |`,
);
console.log('| --- | --- | --- | --- | --- |');
const folder = join(BENCH_DIR, 'content-triggers');
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
await run((variant) => join(folder, `${variant}.sqlite`), 'SQLite (file, WAL, synchronous FULL)');
const postgres = process.env.DATABASE_URL;
if (postgres?.startsWith('postgres')) await run(() => postgres, 'PostgreSQL');
rmSync(folder, { recursive: true, force: true });
