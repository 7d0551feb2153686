// One Lighthouse 13 run (mobile emulation, simulated throttling) of a URL in the project's Chromium,
// for bench/lighthouse.ts (performance) and bench/seo.ts (SEO). Returns the parsed report.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR, nodeBinary } from '../tests/e2e/support/paths.ts';
import { CHROMIUM_ARGS } from '../tests/e2e/support/visitor.ts';

const RUN_TIMEOUT_MS = 120_000;

export interface LighthouseReport {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      score?: number | null;
      title?: string;
      numericValue?: number;
      details?: { items?: Array<Record<string, unknown>> };
    }
  >;
}

export function runLighthouseReport(
  url: string,
  category: 'performance' | 'seo',
  report: string,
): LighthouseReport {
  const flags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
  const result = spawnSync(
    nodeBinary(),
    [
      join(ROOT_DIR, 'node_modules/lighthouse/cli/index.js'),
      url,
      `--only-categories=${category}`,
      '--output=json',
      `--output-path=${report}`,
      `--chrome-flags=${flags}`,
      '--quiet',
    ],
    {
      encoding: 'utf8',
      timeout: RUN_TIMEOUT_MS,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed (${result.status}): ${result.stderr}`);
  return JSON.parse(readFileSync(report, 'utf8')) as LighthouseReport;
}
