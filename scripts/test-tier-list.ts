// The test tiers in the order `npm test` runs them (fastest first), each with its Vitest project and
// the time one test file may take in it (ADR 017). `npm run test:timings` prints the files over budget.

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
