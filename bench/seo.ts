// Lighthouse 13 SEO score of every route of product.md section 2, one item page of each kind and the
// search page, one run each, against the production server on a fresh seeded database. Budget: 100 on
// every page.
// Run: node bench/seo.ts. Reports: test-results/bench/seo-<n>.json.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_DIR, withBenchServer } from './bench-server.ts';
import { runLighthouseReport } from './lighthouse-run.ts';

export const SEO_BUDGET = 100;

const PATHS = [
  '/',
  '/notice',
  '/articles',
  '/vacancy',
  '/result',
  '/syllabus',
  '/law-and-enforcement/1',
  '/contact',
  '/complaint',
  '/complaint/status',
  '/calendar',
  '/about',
  '/gallery',
  '/cultural-heritage',
  '/branches/1',
  '/festivals/1',
  '/festivals/details/1',
  '/notice/1',
  '/articles/1',
  '/vacancy/1',
  '/result/2',
  '/syllabus/3',
  '/law-and-enforcement/item/1',
  '/notice/1?lng=en',
  '/search?q=%E0%A4%97%E0%A5%81%E0%A4%A0%E0%A5%80',
];

mkdirSync(BENCH_DIR, { recursive: true });
const rows = await withBenchServer('seo', async (server) =>
  PATHS.map((path, index) => {
    const report = runLighthouseReport(
      new URL(path, server.baseUrl).href,
      'seo',
      join(BENCH_DIR, `seo-${index}.json`),
    );
    const score = Math.round((report.categories.seo?.score ?? 0) * 100);
    const failed = Object.values(report.audits)
      .filter((audit) => audit.score === 0)
      .map((audit) => audit.title ?? '');
    console.error(`seo: ${path} ${score}${failed.length ? ` (${failed.join('; ')})` : ''}`);
    return { path, score, failed };
  }),
);

console.log(`\nLighthouse 13.5 SEO, one run per page, ${new Date().toISOString()}\n`);
console.log('| page | SEO | failed audits |');
console.log('|---|---|---|');
for (const row of rows) console.log(`| \`${row.path}\` | ${row.score} | ${row.failed.join('; ')} |`);
const missed = rows.filter((row) => row.score < SEO_BUDGET);
console.log(
  `\nBudget: SEO ${SEO_BUDGET} on every page: ${missed.length ? `NOT MET (${missed.length})` : 'MET'}`,
);
if (missed.length) process.exitCode = 1;
