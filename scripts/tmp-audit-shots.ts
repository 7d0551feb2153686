// Temporary (not committed): screenshots of /admin/audit, phone and desktop, ne and en.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { startServer } from '../tests/e2e/support/server.ts';
import { launchBrowser, newVisitorContext, type Lang, type Viewport } from '../tests/e2e/support/visitor.ts';
import { freshCode } from '../tests/e2e/support/totp.ts';
import { nodeBinary, ROOT_DIR } from '../tests/e2e/support/paths.ts';

const PASSWORD = 'Rara-tal-ko-kinar-2083';
const server = await startServer({ logFile: '/tmp/audit-shots/server.log' });
try {
  const link = (email: string, name: string) => {
    const out = execFileSync(nodeBinary(), [join(ROOT_DIR, 'scripts/users.ts'), 'create-admin', '--email', email, '--name', name], {
      env: { ...process.env, DATABASE_URL: server.databaseUrl, PUBLIC_URL: server.baseUrl, LOG_LEVEL: 'error' },
      encoding: 'utf8',
    });
    const url = new URL(/https?:\/\/\S+\/admin\/set-password\?token=\S+/.exec(out)![0]);
    return url.pathname + url.search;
  };
  const browser = await launchBrowser();
  const context = await newVisitorContext(browser, server.baseUrl, { lang: 'en' });
  const page = await context.newPage();
  await page.goto(link('sita@guthi.example', 'Sita Pradhan'));
  await page.fill('#set-password-password', PASSWORD);
  await page.fill('#set-password-confirm', PASSWORD);
  await page.click('main button[type=submit]');
  await page.getByRole('status').waitFor();
  await page.goto('/admin/sign-in');
  await page.fill('#sign-in-email', 'sita@guthi.example');
  await page.fill('#sign-in-password', PASSWORD);
  await page.click('main button[type=submit]');
  await page.waitForURL(/\/admin\/account$/);
  await page.fill('#two-factor-password', PASSWORD);
  await page.click('form:has(input[value=setup]) button[type=submit]');
  await page.locator('code').waitFor();
  const secret = (await page.locator('code').textContent())!.trim();
  await page.fill('#two-factor-code', await freshCode(secret));
  await page.click('form:has(input[value=confirm]) button[type=submit]');
  await page.getByText('Two-step sign-in is on').waitFor();
  // A notice edit to show.
  const { data } = (await (await fetch(`${server.baseUrl}/api/notices?pageSize=1`)).json()) as { data: { id: number }[] };
  await page.goto(`/admin/notices/${data[0]!.id}`);
  await page.waitForTimeout(1500);
  const title = await page.inputValue('#content-title_ne');
  await page.fill('#content-title_ne', `${title} (संशोधित)`);
  await page.check('#content-is_urgent').catch(() => undefined);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Saved. Now:').waitFor();
  const cookies = await context.cookies();
  for (const viewport of ['phone', 'desktop'] as Viewport[]) {
    for (const lang of ['ne', 'en'] as Lang[]) {
      for (const theme of ['light', 'dark'] as const) {
        const shot = await newVisitorContext(browser, server.baseUrl, { lang, viewport, theme });
        await shot.addCookies(cookies.filter((c) => c.name !== 'lng' && c.name !== 'theme'));
        const p = await shot.newPage();
        await p.goto('/admin/audit');
        await p.waitForTimeout(800);
        await p.screenshot({ path: `/tmp/audit-shots/audit-${viewport}-${lang}-${theme}.png`, fullPage: true });
        await shot.close();
      }
    }
  }
  const csv = await page.request.get('/admin/audit/export.csv?lng=ne');
  console.log(csv.status(), (await csv.text()).slice(0, 600));
  await browser.close();
} finally {
  await server.stop();
}
