// Full-page screenshots of routes on a phone and a desktop, in Nepali and English, light and dark:
//   npm run screenshots                          # every route in DEFAULT_ROUTES
//   npm run screenshots -- --routes / /notice    # only these
//   BASE_URL=http://127.0.0.1:3100 npm run screenshots   # a server that is already running
//   SCREENSHOT_COOKIE='name=value; name2=value2' ...     # signed in (staff screens), with BASE_URL
// Without BASE_URL it builds if needed and starts the server like the e2e tests (temporary database
// with the demo seed). Files: test-results/screenshots/<route>-<viewport>-<lang>-<theme>.png
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild } from '../tests/e2e/support/build.ts';
import { RESULTS_DIR, SCREENSHOT_DIR } from '../tests/e2e/support/paths.ts';
import { startServer, type RunningServer } from '../tests/e2e/support/server.ts';
import {
  launchBrowser,
  newVisitorContext,
  waitForHydration,
  waitForVisualReady,
  type Lang,
  type Theme,
  type Viewport,
} from '../tests/e2e/support/visitor.ts';

const DEFAULT_ROUTES = ['/', '/no-such-page'];
const VIEWPORT_NAMES: Viewport[] = ['phone', 'desktop'];
const LANGS: Lang[] = ['ne', 'en'];
const THEMES: Theme[] = ['light', 'dark'];

function parseRoutes(argv: string[]): string[] {
  const at = argv.indexOf('--routes');
  if (at === -1) return DEFAULT_ROUTES;
  const routes = argv.slice(at + 1).filter((arg) => !arg.startsWith('--'));
  if (!routes.length) throw new Error('--routes needs at least one path, e.g. --routes / /notice');
  return routes.map((route) => (route.startsWith('/') ? route : `/${route}`));
}

/** '/' -> home, '/notice/12?tab=x' -> notice-12-tab-x */
export function routeFileName(route: string): string {
  const name = route
    .replace(/^\/+|\/+$/g, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-+|-+$/g, '');
  return name || 'home';
}

/** The cookies of SCREENSHOT_COOKIE (a Cookie header) for the server, so staff screens can be taken. */
function cookiesFor(baseUrl: string) {
  const header = process.env.SCREENSHOT_COOKIE ?? '';
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => ({
      name: pair.slice(0, pair.indexOf('=')),
      value: pair.slice(pair.indexOf('=') + 1),
      url: baseUrl,
    }));
}

async function main() {
  const routes = parseRoutes(process.argv.slice(2));
  let server: RunningServer | null = null;
  let baseUrl = process.env.BASE_URL?.replace(/\/$/, '');
  if (!baseUrl) {
    ensureBuild();
    server = await startServer({ logFile: join(RESULTS_DIR, 'screenshots-server.log') });
    baseUrl = server.baseUrl;
    console.log(`server at ${baseUrl} (log: ${server.logFile})`);
  }
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const browser = await launchBrowser();
  let count = 0;
  try {
    for (const route of routes) {
      for (const viewport of VIEWPORT_NAMES) {
        for (const lang of LANGS) {
          for (const theme of THEMES) {
            const context = await newVisitorContext(browser, baseUrl, { lang, theme, viewport });
            await context.addCookies(cookiesFor(baseUrl));
            try {
              const page = await context.newPage();
              page.on('pageerror', (error) => console.warn(`  page error on ${route}: ${error.message}`));
              const response = await page.goto(route, { waitUntil: 'load' });
              await waitForHydration(page);
              // Scroll through once so lazy images load before the full-page capture.
              await page.evaluate(async () => {
                for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
                  window.scrollTo(0, y);
                  await new Promise((resolve) => setTimeout(resolve, 50));
                }
                window.scrollTo(0, 0);
              });
              await waitForVisualReady(page);
              const path = join(SCREENSHOT_DIR, `${routeFileName(route)}-${viewport}-${lang}-${theme}.png`);
              await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide' });
              count += 1;
              console.log(`${response?.status() ?? '---'} ${path}`);
            } finally {
              await context.close();
            }
          }
        }
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  console.log(`${count} screenshots in ${SCREENSHOT_DIR}`);
}

if (import.meta.main) {
  await main();
}
