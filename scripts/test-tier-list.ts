// The test tiers in the order `npm test` runs them (fastest first), each with its Vitest project and
// the time one test file may take in it (ADR 017), and the one reader of a tier's JSON report.
// `npm run test:timings` prints the files over budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_DIR } from '../tests/e2e/support/paths.ts';

export interface Tier {
  /** The npm script's suffix and the JSON report's name: `npm run test:<name>`, test-results/<name>.json. */
  name: string;
  /** Vitest's `--project` filter (vitest.config.ts). */
  project: string;
  /** Seconds one file may take in this tier on this 2-core machine, quiet. */
  fileBudgetSeconds: number;
}

export const TIERS: readonly Tier[] = [
  { name: 'unit', project: 'unit', fileBudgetSeconds: 2 },
  { name: 'api', project: 'api', fileBudgetSeconds: 15 },
  { name: 'db', project: 'db-*', fileBudgetSeconds: 20 },
  { name: 'processes', project: 'processes', fileBudgetSeconds: 60 },
  { name: 'e2e', project: 'e2e', fileBudgetSeconds: 120 },
];

/** What scripts/test-tiers.ts and scripts/test-timings.ts read of Vitest's JSON report. */
export interface TierReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: {
    name: string;
    message?: string;
    startTime: number;
    endTime: number;
    assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
  }[];
}

/** Where a tier's run writes its JSON report (`--outputFile.json`). */
export const reportPath = (tier: Tier) => join(RESULTS_DIR, `${tier.name}.json`);

/** The tier's last report, or null when none was written. */
export function readReport(tier: Tier): TierReport | null {
  const path = reportPath(tier);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as TierReport) : null;
}
