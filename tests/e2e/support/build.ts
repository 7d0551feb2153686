// Makes build/ current before browser tests or screenshots, through the project's own rule
// (scripts/ensure-build.ts: build when build/ is missing or older than its sources). Plain Node (no
// vitest): scripts/screenshots.ts uses it too.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { nodeBinary, ROOT_DIR } from './paths.ts';

function run(args: string[]): string {
  // NODE_ENV=production: vitest sets NODE_ENV=test, and a child build inheriting it bundles React's
  // development build (slower, with development-only warnings the real site never shows).
  const result = spawnSync(nodeBinary(), args, {
    cwd: ROOT_DIR,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`Build step failed: node ${args.join(' ')}\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** E2E_BUILD=never tests build/ as it is; E2E_BUILD=always rebuilds; otherwise only when stale. */
export function ensureBuild(log: (line: string) => void = console.log): void {
  const mode = process.env.E2E_BUILD ?? 'auto';
  if (mode === 'never') return;
  const started = Date.now();
  const ensure = join(ROOT_DIR, 'scripts/ensure-build.ts');
  if (mode === 'always') {
    run([join(ROOT_DIR, 'node_modules/.bin/react-router'), 'build']);
    run([join(ROOT_DIR, 'scripts/compress-build.ts')]);
    run([ensure, '--stamp']);
    log(`e2e: website rebuilt (E2E_BUILD=always) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return;
  }
  const output = run([ensure]);
  // ensure-build.ts says "building the website: <reason>" when it built.
  const decision = output.split('\n').find((line) => line.startsWith('building')) ?? null;
  if (decision) log(`e2e: ${decision} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
