// First-load weight of every page registered in src/web/routes.ts, against the production server on a
// fresh seeded database (SQLite, 127.0.0.1). Run: node bench/page-weight.ts [--routes / /notice]
//
// Per page:
// - HTML: the document as the server sends it, raw and with Accept-Encoding: br;
// - from a real Chromium load (phone 390x844, Nepali, light theme; load event + network idle): every
//   response with its encoded (transferred body) size, grouped into JS, CSS, fonts, images, data;
// - JS also as gzip -9 of each file (the budget: at most 100 KB gzip of JS on the home page's first
//   load), and the modulepreload/script list of the HTML for comparison.
// Results: a markdown table on stdout, details in test-results/bench/page-weight.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT_DIR } from '../tests/e2e/support/paths.ts';
import { launchBrowser, newVisitorContext } from '../tests/e2e/support/visitor.ts';
import { BENCH_DIR, kb, registeredRoutes, withBenchServer } from './bench-server.ts';

export const HOME_JS_GZIP_BUDGET = 100 * 1024;
const LOAD_TIMEOUT_MS = 30_000;
const IDLE_TIMEOUT_MS = 10_000;

interface Raw {
  status: number;
  encoding: string;
  body: Buffer;
}

/** One GET without decompression: the bytes on the wire. */
function getRaw(url: string, acceptEncoding: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding, cookie: 'lng=ne' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.setTimeout(LOAD_TIMEOUT_MS, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

type Kind = 'js' | 'css' | 'font' | 'image' | 'data' | 'document' | 'other';
interface Loaded {
  url: string;
  kind: Kind;
  encoded: number;
  encoding: string;
  gzip9?: number;
  raw?: number;
}

function kindOf(resourceType: string, url: string): Kind {
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'font') return 'font';
  if (resourceType === 'image') return 'image';
  if (resourceType === 'document') return 'document';
  if (resourceType === 'fetch' || resourceType === 'xhr' || /\.data(\?|$)/.test(url)) return 'data';
  return 'other';
}

/** The build file behind an asset URL, for the gzip -9 figure. */
function buildFile(url: string): Buffer | null {
  try {
    return readFileSync(join(ROOT_DIR, 'build/client', new URL(url).pathname));
  } catch {
    return null;
  }
}

async function measure(baseUrl: string, routes: string[]) {
  const browser = await launchBrowser();
  const pages = [];
  try {
    for (const route of routes) {
      const url = new URL(route, baseUrl).href;
      const plain = await getRaw(url, 'identity');
      const br = await getRaw(url, 'br');
      const html = plain.body.toString('utf8');
      const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
        (m) => m[1]!,
      );
      const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
      const imports = [...html.matchAll(/import\(?\s*"([^"]+\.js)"/g)].map((m) => m[1]!);

      const context = await newVisitorContext(browser, baseUrl, { lang: 'ne', viewport: 'phone' });
      const page = await context.newPage();
      const responses: Array<Promise<Loaded>> = [];
      page.on('requestfinished', (req) => {
        // Only the site's own responses: Chromium's PDF viewer (chrome-extension://, chrome://) is the
        // browser's, and its extra header info never arrives.
        if (!req.url().startsWith(baseUrl)) return;
        responses.push(
          (async () => {
            const sizes = await req.sizes();
            const response = await req.response();
            const headers = response?.headers() ?? {};
            const loaded: Loaded = {
              url: req.url(),
              kind: kindOf(req.resourceType(), req.url()),
              encoded: sizes.responseBodySize,
              encoding: headers['content-encoding'] ?? 'identity',
            };
            if (loaded.kind === 'js') {
              const file = buildFile(req.url());
              if (file) {
                loaded.raw = file.length;
                loaded.gzip9 = gzipSync(file, { level: 9 }).length;
              }
            }
            return loaded;
          })(),
        );
      });
      await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
      // A scripted page may never go quiet for 500 ms (the home slider's next picture, route discovery
      // of the links it shows): what it asked for by then is its first load.
      await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS }).catch(() => undefined);
      const fontsUsed = await page.evaluate(() =>
        [...document.fonts].filter((font) => font.status === 'loaded').map((f) => `${f.family} ${f.weight}`),
      );
      const loaded = await Promise.all(responses);
      await context.close();
      const sum = (kind: Kind, field: 'encoded' | 'gzip9' | 'raw' = 'encoded') =>
        loaded.filter((item) => item.kind === kind).reduce((total, item) => total + (item[field] ?? 0), 0);
      pages.push({
        route,
        status: plain.status,
        html: { raw: plain.body.length, br: br.body.length, brEncoding: br.encoding },
        js: {
          served: sum('js'),
          gzip9: sum('js', 'gzip9'),
          raw: sum('js', 'raw'),
          count: loaded.filter((i) => i.kind === 'js').length,
        },
        css: sum('css'),
        fonts: sum('font'),
        fontFiles: loaded.filter((i) => i.kind === 'font').map((i) => new URL(i.url).pathname),
        fontsUsed,
        images: sum('image'),
        imageCount: loaded.filter((i) => i.kind === 'image').length,
        data: sum('data'),
        total: loaded.reduce((total, item) => total + item.encoded, 0),
        htmlModulepreloads: preloads,
        htmlScripts: [...scripts, ...imports],
        loaded,
      });
      console.error(`page-weight: ${route} measured`);
    }
  } finally {
    await browser.close();
  }
  return pages;
}

const argRoutes = process.argv.indexOf('--routes');
const routes = argRoutes > 0 ? process.argv.slice(argRoutes + 1) : await registeredRoutes();
const pages = await withBenchServer('page-weight', (server) => measure(server.baseUrl, routes));

mkdirSync(BENCH_DIR, { recursive: true });
const date = new Date().toISOString();
writeFileSync(join(BENCH_DIR, 'page-weight.json'), JSON.stringify({ date, pages }, null, 2));

console.log(
  `\nFirst load, phone 390x844, ne, light, ${date} (transfer sizes as served; JS gzip = gzip -9 of each file)\n`,
);
console.log(
  '| page | HTML raw | HTML br | JS files | JS br (served) | JS gzip -9 | JS raw | CSS | fonts | images | API/data | total |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const p of pages) {
  console.log(
    `| ${p.route} | ${kb(p.html.raw)} | ${kb(p.html.br)} | ${p.js.count} | ${kb(p.js.served)} | ${kb(p.js.gzip9)} | ${kb(p.js.raw)} | ${kb(p.css)} | ${kb(p.fonts)} | ${kb(p.images)} (${p.imageCount}) | ${kb(p.data)} | ${kb(p.total)} |`,
  );
}
const home = pages.find((p) => p.route === '/');
if (home) {
  console.log(`\nHome page JS on first load (${home.js.count} files):\n`);
  console.log('| file | raw | gzip -9 | served |');
  console.log('|---|---|---|---|');
  for (const item of home.loaded
    .filter((i) => i.kind === 'js')
    .sort((a, b) => (b.gzip9 ?? 0) - (a.gzip9 ?? 0))) {
    console.log(
      `| ${new URL(item.url).pathname} | ${kb(item.raw ?? 0)} | ${kb(item.gzip9 ?? 0)} | ${kb(item.encoded)} ${item.encoding} |`,
    );
  }
  console.log(
    `\nFonts used on the home page: ${home.fontsUsed.join(', ')} (files: ${home.fontFiles.join(', ')})`,
  );
  const within = home.js.gzip9 <= HOME_JS_GZIP_BUDGET;
  console.log(
    `\nBudget: home page JS ${kb(home.js.gzip9)} gzip -9 (${kb(home.js.served)} as served) ` +
      `${within ? '<=' : '>'} ${kb(HOME_JS_GZIP_BUDGET)}: ${within ? 'MET' : 'OVER'}`,
  );
  if (!within) process.exitCode = 1;
}
