// `npm run users` explains itself: --help prints the usage, a wrong option or command says what is wrong
// and exits with 2 (a misused command), and none prints a stack trace (issues 23 and 29). All end before
// any database is opened.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./users.ts', import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: 'sqlite://unused-by-these-runs.db' },
    timeout: 30_000,
  });

describe('npm run users', () => {
  it('prints the usage for --help and -h, and succeeds', () => {
    for (const flag of ['--help', '-h']) {
      const result = run(flag);
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain('npm run users -- create-admin --email ADDRESS');
      expect(result.stdout).toContain('password-link');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  }, 60_000);

  it('names an unknown option and shows the usage, without a stack trace', () => {
    const result = run('create-admin', '--mail', 'a@b.np');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--mail');
    expect(result.stderr).toContain('Usage:');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('names an unknown or missing command, and a missing address, with the usage and exit code 2', () => {
    for (const [args, problem] of [
      [['frobnicate'], 'Unknown command: frobnicate'],
      [[], 'No command given.'],
      [['password-link'], 'password-link needs --email ADDRESS.'],
    ] as const) {
      const result = run(...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(problem);
      expect(result.stderr).toContain('Usage:');
      expect(result.stdout).toBe('');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  }, 60_000);
});
