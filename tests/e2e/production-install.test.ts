// The browser tests' server runs with forbid-dev-packages.ts, so every page they load shows the
// production server needs nothing `npm ci --omit=dev` leaves out. Here: that guard itself works.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { nodeBinary, ROOT_DIR } from './support/paths.ts';

function importUnderGuard(specifier: string) {
  return spawnSync(
    nodeBinary(),
    [
      '--import',
      join(ROOT_DIR, 'tests/e2e/support/forbid-dev-packages.ts'),
      '--input-type=module',
      '-e',
      `await import(${JSON.stringify(specifier)}); console.log('loaded');`,
    ],
    { cwd: ROOT_DIR, encoding: 'utf8' },
  );
}

describe('production install guard', () => {
  test('refuses a package only development installs', () => {
    const result = importUnderGuard('@electric-sql/pglite');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      'node_modules/@electric-sql/pglite, which npm ci --omit=dev does not install',
    );
  });

  test('lets production packages load', () => {
    const result = importUnderGuard('kysely');
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('loaded');
  });
});
