// The alert job's scan (ADR 046) at 100,000 notices: it runs every ALERTS_EVERY_SECONDS (60) on every
// server and asks which public items are not yet in its ledger. An SQLite database with the demo content
// plus 100,000 public notices all already alerted (the steady state), then: runs that find nothing new,
// and runs that find one new notice each. Prints p50/p95 per run against the budget: the job should cost
// under 1 % of a core, i.e. 600 ms per run of every 60 s. Exits 1 when missed.
// Run: node bench/alert-scan.ts [--items 100000] [--rounds 50]
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { runAlerts } from '#server/alerts/alert-job.ts';
import { connectDatabase } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDemoContent } from '#server/db/seed/index.ts';
import { arg, BENCH_DIR } from './bench-server.ts';
import { fillNotices } from './fill-notices.ts';

const ITEMS = Number(arg('--items', '100000'));
const ROUNDS = Number(arg('--rounds', '50'));
const TARGET_P95_MS = 600;

const folder = join(BENCH_DIR, 'alert-scan');
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
const file = join(folder, 'alerts.sqlite');

{
  const { db } = await connectDatabase(file);
  await migrateToLatest(db);
  await seedDemoContent(db, { uploadDir: null });
  await db.destroy();
}
const sqlite = new Sqlite(file);
const insertNotices = (count: number) =>
  fillNotices(sqlite, count, { title_en: `'Notice number ' || n`, title_ne: `'सूचना नम्बर ' || n` });
insertNotices(ITEMS);
// The steady state: every public item already alerted (as migration 031 marks existing items).
sqlite.exec(
  `insert or ignore into alert_item (topic, item_id, seen_at) select 'notice', id, '2026-01-01T00:00:00.000Z' from notice`,
);
sqlite.exec(
  `insert or ignore into alert_item (topic, item_id, seen_at) select case kind when 'notice' then 'vacancy' else 'result' end, id, '2026-01-01T00:00:00.000Z' from vacancy_document where kind in ('notice', 'result')`,
);
const total = (sqlite.prepare('select count(*) as n from notice').get() as { n: number }).n;

const { db } = await connectDatabase(file);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const measure = async (before: () => void) => {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    before();
    const started = performance.now();
    await runAlerts(db, 'http://127.0.0.1');
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
};

const nothingNew = await measure(() => undefined);
const oneNew = await measure(() => insertNotices(1));
await db.destroy();
sqlite.close();

let missed = false;
console.log(`alert job over ${total} notices, ${ROUNDS} runs each (ms per run):`);
for (const [name, figures] of [
  ['nothing new', nothingNew],
  ['one new notice', oneNew],
] as const) {
  const ok = figures.p95 <= TARGET_P95_MS;
  missed ||= !ok;
  console.log(
    `  ${name.padEnd(16)} p50 ${figures.p50.toFixed(1).padStart(6)}  p95 ${figures.p95.toFixed(1).padStart(6)}  ${ok ? 'ok' : `MISSED (target ${TARGET_P95_MS})`}`,
  );
}
process.exit(missed ? 1 : 0);
