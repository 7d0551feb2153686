// Reads the JSON reports `npm test` writes (test-results/<tier>.json) and prints every test file over
// its tier's budget (scripts/test-tier-list.ts) and the 15 slowest files, so a file that grows slower
// is seen. Information, not a failure: it always exits 0 once it has read a report.
// `npm run test:timings` (all tiers found), or `node scripts/test-timings.ts unit api`.
import { relative } from 'node:path';
import { ROOT_DIR } from '../tests/e2e/support/paths.ts';
import { readReport, TIERS, type Tier } from './test-tier-list.ts';

export interface FileTiming {
  tier: Tier;
  file: string;
  seconds: number;
  tests: number;
}

export function readTimings(tiers: readonly Tier[]): FileTiming[] {
  return tiers.flatMap((tier) => {
    const report = readReport(tier);
    return (report?.testResults ?? []).map((result) => ({
      tier,
      file: relative(ROOT_DIR, result.name),
      seconds: Math.max(0, result.endTime - result.startTime) / 1000,
      tests: result.assertionResults.length,
    }));
  });
}

function table(rows: FileTiming[]): string {
  return rows
    .map((row) => {
      const over = row.seconds > row.tier.fileBudgetSeconds ? ' over' : '';
      const figures = `${row.seconds.toFixed(1).padStart(7)} s  / ${String(row.tier.fileBudgetSeconds).padStart(3)} s${over}`;
      return `  ${row.tier.name.padEnd(9)} ${figures.padEnd(24)} ${String(row.tests).padStart(4)} tests  ${row.file}`;
    })
    .join('\n');
}

export function timingsReport(tiers: readonly Tier[]): string {
  const timings = readTimings(tiers);
  if (timings.length === 0) return 'test timings: no report in test-results/ (run npm test first)';
  const lines: string[] = ['', 'Test timings (budget per file: ADR 017)'];
  for (const tier of tiers) {
    const files = timings.filter((timing) => timing.tier === tier);
    if (files.length === 0) continue;
    const total = files.reduce((sum, file) => sum + file.seconds, 0);
    const tests = files.reduce((sum, file) => sum + file.tests, 0);
    lines.push(
      `  ${tier.name}: ${files.length} files, ${tests} tests, ${total.toFixed(0)} s summed over files`,
    );
  }
  const over = timings.filter((timing) => timing.seconds > timing.tier.fileBudgetSeconds);
  lines.push(
    '',
    over.length === 0 ? 'No file over its budget.' : `${over.length} file(s) over budget:`,
    ...(over.length ? [table(over.sort((a, b) => b.seconds - a.seconds))] : []),
  );
  lines.push(
    '',
    'The 15 slowest files:',
    table([...timings].sort((a, b) => b.seconds - a.seconds).slice(0, 15)),
  );
  return lines.join('\n');
}

if (import.meta.main) {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !TIERS.some((tier) => tier.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown tier(s): ${unknown.join(', ')}. Tiers: ${TIERS.map((tier) => tier.name).join(', ')}`,
    );
    process.exit(2);
  }
  console.log(timingsReport(names.length ? TIERS.filter((tier) => names.includes(tier.name)) : TIERS));
}
