// Staff accounts as the trust makes them: `npm run users` on the server prints a one-time link, and its
// owner chooses a password on that page.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { nodeBinary, ROOT_DIR } from './paths.ts';
import { testServer } from './test-server.ts';
import { freshCode } from './totp.ts';

/** Runs `npm run users -- ...args` against the test server's database; the link it printed, as a path. */
export function usersCommand(...args: string[]): string {
  return usersCommandOn({ databaseUrl: testServer().databaseUrl, baseUrl: baseUrl() }, ...args);
}

/** The same against a server a test file started itself (support/server.ts). */
export function usersCommandOn(server: { databaseUrl: string; baseUrl: string }, ...args: string[]): string {
  const output = execFileSync(nodeBinary(), [join(ROOT_DIR, 'scripts/users.ts'), ...args], {
    env: { ...process.env, DATABASE_URL: server.databaseUrl, PUBLIC_URL: server.baseUrl, LOG_LEVEL: 'error' },
    encoding: 'utf8',
  });
  const link = /https?:\/\/\S+\/admin\/set-password\?token=\S+/.exec(output)?.[0];
  if (!link) throw new Error(`no link in: ${output}`);
  return new URL(link).pathname + new URL(link).search;
}

/** Opens a set-password link and chooses `password`, as its owner would. */
export async function setPassword(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await page.fill('#set-password-password', password);
  await page.fill('#set-password-confirm', password);
  await page.click('main button[type=submit]');
  await page.getByRole('status').waitFor();
}

/**
 * Signs in on the sign-in page as staff do: email and password, then the code from the authenticator
 * when the account has two-step sign-in (`secret`); waits until the staff area has opened.
 */
export async function signInStaff(page: Page, email: string, password: string, secret?: string) {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/admin/sign-in'))
    await page.goto('/admin/sign-in');
  await page.fill('#sign-in-email', email);
  await page.fill('#sign-in-password', password);
  await page.click('main button[type=submit]');
  if (secret) {
    await page.waitForURL(/\/admin\/sign-in\/code/);
    await page.fill('#code-code', await freshCode(secret));
    await page.click('main button[type=submit]');
  }
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/sign-in'));
}
