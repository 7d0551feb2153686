// Names every test that passed only on a retry (the e2e project retries once in CI, vitest.config.ts):
// `FLAKY: file › name` at the end of the run and one line each in test-results/flaky.txt, which
// scripts/test-tiers.ts empties at the start of `npm test` and prints again at its end. A flaky test is
// a defect: this makes it visible instead of letting the retry hide it.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';
import { RESULTS_DIR, ROOT_DIR } from './e2e/support/paths.ts';

export const FLAKY_FILE = join(RESULTS_DIR, 'flaky.txt');

export default class FlakyReporter implements Reporter {
  private readonly lines: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const diagnostic = testCase.diagnostic();
    if (testCase.result().state !== 'passed' || !diagnostic || diagnostic.retryCount === 0) return;
    const file = relative(ROOT_DIR, testCase.module.moduleId);
    this.lines.push(`FLAKY: ${file} › ${testCase.fullName}`);
  }

  onTestRunEnd(): void {
    if (this.lines.length === 0) return;
    mkdirSync(RESULTS_DIR, { recursive: true });
    appendFileSync(FLAKY_FILE, this.lines.map((line) => `${line}\n`).join(''));
    console.log(`\n${this.lines.join('\n')}\n`);
  }
}
