// The cost of sending answers through their response schema (ADR 013): real answers of the demo
// seed, serialised as the server does now (schema parse, then JSON.stringify) and as it did before
// (JSON.stringify alone), side by side in one run.
//   node bench/serialize.ts [--iterations 2000]
// Budget: the schema step adds at most 0.5 ms per answer on the largest answer (the home page).
import { performance } from 'node:perf_hooks';
import type { z } from 'zod';
import { buildApp } from '#server/app.ts';
import { connectDatabase } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDemoContent } from '#server/db/seed/index.ts';
import { parseEnv } from '#server/env.ts';
import { homepageResponse } from '#shared/contract/site.ts';
import { noticesPagedResponse } from '#shared/contract/notices.ts';
import { monthDetailsResponse } from '#shared/contract/calendar.ts';

const at = process.argv.indexOf('--iterations');
const iterations = at === -1 ? 2000 : Number(process.argv[at + 1]);

const { db } = await connectDatabase(':memory:');
await migrateToLatest(db);
await seedDemoContent(db, { uploadDir: null });
const app = await buildApp({
  config: parseEnv({ NODE_ENV: 'test', UPLOAD_DIR: '/nonexistent', LOG_LEVEL: 'silent' }),
  db,
});
await app.ready();

const cases: [string, string, z.ZodType][] = [
  ['/api/notices?page=2', '/api/notices?page=2', noticesPagedResponse],
  ['/api/base/get-homepage-contents', '/api/base/get-homepage-contents', homepageResponse],
  [
    '/api/events/get-month-details (one month)',
    '/api/events/get-month-details?year=2083&month=8',
    monthDetailsResponse,
  ],
];

function timePerCall(run: () => unknown): number {
  for (let i = 0; i < 200; i++) run();
  const start = performance.now();
  for (let i = 0; i < iterations; i++) run();
  return (performance.now() - start) / iterations;
}

let failed = false;
console.log('| answer | bytes | stringify | schema + stringify | added per answer |');
console.log('| --- | --- | --- | --- | --- |');
for (const [name, url, schema] of cases) {
  const data: unknown = (await app.inject(url)).json();
  const plain = timePerCall(() => JSON.stringify(data));
  const checked = timePerCall(() => JSON.stringify(schema.parse(data)));
  const added = checked - plain;
  if (added > 0.5) failed = true;
  const bytes = JSON.stringify(data).length;
  console.log(
    `| ${name} | ${bytes.toLocaleString('en')} | ${(plain * 1000).toFixed(1)} µs | ${(checked * 1000).toFixed(1)} µs | ${(added * 1000).toFixed(1)} µs (${(checked / plain).toFixed(1)}×) |`,
  );
}
await app.close();
if (failed) {
  console.error('serialize: the schema step added more than 0.5 ms to an answer');
  process.exitCode = 1;
}
