import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [path, ...variants] = process.argv.slice(2);
for (const v of variants) {
  const [device, lang, theme] = v.split('-');
  const ctx = await browser.newContext({ viewport: device === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 900 }, deviceScaleFactor: 1, colorScheme: theme });
  await ctx.addCookies([{ name: 'lng', value: lang, url: 'http://127.0.0.1:3999' }, { name: 'theme', value: theme, url: 'http://127.0.0.1:3999' }]);
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:3999${path}`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/shot-${v}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
