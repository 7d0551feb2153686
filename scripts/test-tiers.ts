// `npm test`: every test tier, fastest first (scripts/test-tier-list.ts, ADR 017). The website is built
// once, before the first tier that needs it; each tier is one Vitest run writing
// test-results/<tier>.json. A failing tier stops the run. At the end: each tier's time, the timings
// table (files over budget, the slowest), any FLAKY lines, and last the failed tests, if any.
// `node scripts/test-tiers.ts api db` runs only those tiers, in the usual order.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureBuild } from '../tests/e2e/support/build.ts';
import { RESULTS_DIR, ROOT_DIR } from '../tests/e2e/support/paths.ts';
import { FLAKY_FILE } from '../tests/flaky-reporter.ts';
import { readReport, reportPath, TIERS, type Tier } from './test-tier-list.ts';
import { timingsReport } from './test-timings.ts';
/** Tiers whose tests render the built website (the API tier's website tests; the browser tests). */
const NEEDS_BUILD = new Set(['api', 'processes', 'e2e']);

interface TierRun {
  tier: Tier;
  seconds: number;
  status: number;
}

function runTier(tier: Tier, env: NodeJS.ProcessEnv): TierRun {
  console.log(`\n=== test:${tier.name} (vitest --project ${tier.project}) ===\n`);
  const started = Date.now();
  // This Node (24, from node_modules), whoever started us: vitest's own launcher asks PATH for `node`,
  // which outside npm scripts is the machine's older one (better-sqlite3 13 crashes on it).
  const result = spawnSync(
    process.execPath,
    [
      join(ROOT_DIR, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--project',
      tier.project,
      '--reporter=default',
      '--reporter=./tests/flaky-reporter.ts',
      '--reporter=json',
      `--outputFile.json=${reportPath(tier)}`,
    ],
    { cwd: ROOT_DIR, env, stdio: 'inherit' },
  );
  return { tier, seconds: (Date.now() - started) / 1000, status: result.status ?? 1 };
}

function failures(tier: Tier): string[] {
  const report = readReport(tier);
  if (!report) return [`  ${tier.name}: no report written (the run itself failed; see its output above)`];
  const lines: string[] = [];
  for (const file of report.testResults) {
    const path = relative(ROOT_DIR, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) {
      const message = (test.failureMessages[0] ?? '').split('\n').slice(0, 3).join('\n      ');
      lines.push(`  FAILED ${path} › ${test.fullName}\n      ${message}`);
    }
    if (failed.length === 0 && file.message) lines.push(`  FAILED ${path}: ${file.message.split('\n')[0]}`);
  }
  return lines.length
    ? lines
    : [`  ${tier.name}: exited non-zero with no failed test (see its output above)`];
}

function main(): number {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !TIERS.some((tier) => tier.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown tier(s): ${unknown.join(', ')}. Tiers: ${TIERS.map((tier) => tier.name).join(', ')}`,
    );
    return 2;
  }
  const tiers = names.length ? TIERS.filter((tier) => names.includes(tier.name)) : TIERS;
  mkdirSync(RESULTS_DIR, { recursive: true });
  rmSync(FLAKY_FILE, { force: true });
  for (const tier of tiers) rmSync(reportPath(tier), { force: true });

  const env: NodeJS.ProcessEnv = { ...process.env };
  const runs: TierRun[] = [];
  for (const tier of tiers) {
    if (NEEDS_BUILD.has(tier.name) && env.E2E_BUILD !== 'never') {
      ensureBuild();
      // Built once for the whole run: no later tier checks or builds again.
      env.E2E_BUILD = 'never';
    }
    const run = runTier(tier, env);
    runs.push(run);
    if (run.status !== 0) break;
  }

  console.log(timingsReport(runs.map((run) => run.tier)));
  console.log('\nTiers:');
  for (const run of runs) {
    const report = readReport(run.tier);
    const counts = report
      ? `${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`
      : 'no report';
    console.log(`  ${run.tier.name.padEnd(9)} ${run.seconds.toFixed(0).padStart(5)} s  ${counts}`);
  }
  if (existsSync(FLAKY_FILE)) console.log(`\n${readFileSync(FLAKY_FILE, 'utf8').trimEnd()}`);
  const failed = runs.find((run) => run.status !== 0);
  if (!failed) return 0;
  const skipped = tiers.slice(runs.length).map((tier) => tier.name);
  console.log(
    `\nTier ${failed.tier.name} failed${skipped.length ? `; not run: ${skipped.join(', ')}` : ''}:`,
  );
  console.log(failures(failed.tier).join('\n'));
  return failed.status;
}

process.exitCode = main();
