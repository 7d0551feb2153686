// Issue 12's scale targets: an SQLite database with the demo content plus 1,000,000 notices and 100,000
// complaints; page 1, a middle page and the last page of /api/notices and /notice measured with the
// response cache off (every request is computed), wrk at one connection. Prints each against its target
// (last page ≤ 2× page 1 and ≤ 25 ms p50 for the API); exits 1 when one is missed.
// Needs wrk. Run: node bench/scale.ts [--notices 1000000] [--complaints 100000] [--seconds 5]
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { connectDatabase } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDemoContent } from '#server/db/seed/index.ts';
import { arg, BENCH_DIR, startBenchServer } from './bench-server.ts';

const NOTICES = Number(arg('--notices', '1000000'));
const COMPLAINTS = Number(arg('--complaints', '100000'));
const seconds = Number(arg('--seconds', '5'));

const folder = join(BENCH_DIR, 'scale');
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
const file = join(folder, 'scale.sqlite');

let started = performance.now();
const { db } = await connectDatabase(file);
await migrateToLatest(db);
await seedDemoContent(db, { uploadDir: null });
await db.destroy();

/** Copies of a template row, n = 1..count, with the columns given as SQL over `n`. */
function fill(sqlite: Sqlite.Database, table: string, count: number, computed: Record<string, string>) {
  const columns = (sqlite.prepare(`pragma table_info(${table})`).all() as { name: string }[])
    .map((column) => column.name)
    .filter((name) => name !== 'id');
  const template = `(select * from ${table} order by id limit 1)`;
  const values = columns.map((name) => computed[name] ?? `t.${name}`);
  sqlite.exec(`
    with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${count})
    insert into ${table} (${columns.join(', ')})
    select ${values.join(', ')} from seq, ${template} as t`);
}

const sqlite = new Sqlite(file);
// Spread over the last ten years, newest first in the lists; every one published.
const createdAt = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (n * 315) || ' seconds')`;
fill(sqlite, 'notice', NOTICES, {
  title_en: `'Bench notice ' || n`,
  title_ne: `'परीक्षण सूचना ' || n`,
  created_at: createdAt,
  status: `'published'`,
  publish_at: 'null',
  unpublish_at: 'null',
  deleted_at: 'null',
});
// Complaints need a template: one written the way the form writes it.
sqlite
  .prepare(
    `insert into complaint (name, contact, address, branch_id, category_id, title, details, lang, created_at, status, reference)
     values ('Bench', '9800000000', 'Kathmandu', (select min(id) from branch), (select min(id) from complaint_category),
             'Bench complaint', 'Details', 'ne', ?, 'new', 'GS-2083-000000')`,
  )
  .run(new Date().toISOString());
fill(sqlite, 'complaint', COMPLAINTS - 1, {
  created_at: createdAt,
  reference: `'GS-2083-' || printf('%07d', n)`,
});
sqlite.exec('analyze');
sqlite.close();
console.error(
  `scale: ${NOTICES} notices, ${COMPLAINTS} complaints in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);

function wrk(url: string) {
  const out = execFileSync('wrk', ['-t1', '-c1', `-d${seconds}s`, '--latency', url], { encoding: 'utf8' });
  const match = /50%\s+([\d.]+)(us|ms|s)/.exec(out)!;
  const value = Number(match[1]);
  const p50 = match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  if (/Non-2xx/.test(out)) throw new Error(`${url}: errors\n${out}`);
  return p50;
}

// The API pages by 10 by default; the notice page shows 9 a page.
const pagesOf = (size: number) => {
  const total = Math.ceil((NOTICES + 66) / size);
  return { first: 1, middle: Math.floor(total / 2), last: total };
};
const rows: string[] = [];
let missed = false;
const server = await startBenchServer('scale', {
  DATABASE_URL: file,
  SEED_DEMO_CONTENT: 'false',
  RESPONSE_CACHE_MB: '0',
});
try {
  started = performance.now();
  for (const [name, path, pages] of [
    ['/api/notices', (page: number) => `/api/notices?page=${page}`, pagesOf(10)],
    ['/notice', (page: number) => `/notice?page=${page}`, pagesOf(9)],
  ] as const) {
    const p50 = Object.fromEntries(
      Object.entries(pages).map(([which, page]) => {
        wrk(`${server.baseUrl}${path(page)}`);
        return [which, wrk(`${server.baseUrl}${path(page)}`)];
      }),
    ) as Record<keyof typeof pages, number>;
    const ratio = p50.last / p50.first;
    const okRatio = ratio <= 2;
    const okTime = name !== '/api/notices' || p50.last <= 25;
    if (!okRatio || !okTime) missed = true;
    rows.push(
      `| \`${name}\` | ${p50.first} ms | ${p50.middle} ms (page ${pages.middle}) | ${p50.last} ms (page ${pages.last}) | ${ratio.toFixed(2)}× | ${okRatio && okTime ? 'met' : '**missed**'} |`,
    );
  }
} finally {
  await server.stop();
}
console.log(
  `\n| list (p50, uncached, 1 connection) | page 1 | middle | last | last / first | target (last ≤ 2× first; API ≤ 25 ms) |\n| --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}`,
);
process.exit(missed ? 1 : 0);
