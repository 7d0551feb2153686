// Largest contentful paint as a phone sees it, throttled for real (Chromium's own network and CPU
// throttling, as Lighthouse's "devtools" method): beside bench/lighthouse.ts, whose simulated LCP
// counts every request the page started before it painted, even scripts that do not hold the paint.
// Prints, per route, first paint, each LCP candidate (time, element) and when the last script arrived.
// Run: node bench/lcp-applied.ts [--routes /contact /calendar] [--lang ne] [--runs 3]
import { chromium } from 'playwright-core';
import { arg, median, withBenchServer } from './bench-server.ts';

const routesAt = process.argv.indexOf('--routes');
const routes =
  routesAt > 0
    ? process.argv.slice(routesAt + 1).filter((value) => value.startsWith('/'))
    : ['/', '/contact', '/calendar', '/complaint', '/gallery', '/festivals/1', '/cultural-heritage'];
const lang = arg('--lang', 'ne');
const runs = Number(arg('--runs', '3'));

interface Probe {
  firstPaint: number;
  lcp: { time: number; element: string }[];
  lastScript: number;
}

await withBenchServer('lcp-applied', async (server) => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  console.log(`LCP with applied throttling (150 ms RTT, 1.6 Mbit/s, 4x CPU), ${lang}, phone, ${runs} runs`);
  console.log('| route | first paint | LCP (median) | LCP element | last script arrived |');
  console.log('|---|---|---|---|---|');
  try {
    for (const route of routes) {
      const probes: Probe[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: 1.6e6 / 8,
          uploadThroughput: 750e3 / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          const seen: { time: number; element: string }[] = [];
          Object.assign(window, { lcpSeen: seen });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
              seen.push({
                time: Math.round(entry.startTime),
                element: entry.element ? entry.element.tagName.toLowerCase() : '(removed)',
              });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(`${server.baseUrl}${route}${route.includes('?') ? '&' : '?'}lng=${lang}`);
        await page.waitForLoadState('networkidle');
        probes.push(
          await page.evaluate(() => ({
            firstPaint: Math.round(
              performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
            ),
            lcp: (window as unknown as { lcpSeen: { time: number; element: string }[] }).lcpSeen,
            lastScript: Math.max(
              0,
              ...performance
                .getEntriesByType('resource')
                .filter((entry) => entry.name.endsWith('.js'))
                .map((entry) => Math.round((entry as PerformanceResourceTiming).responseEnd)),
            ),
          })),
        );
        await context.close();
      }
      const last = (probe: Probe) => probe.lcp.at(-1) ?? { time: -1, element: '?' };
      console.log(
        `| \`${route}\` | ${median(probes.map((p) => p.firstPaint))} ms | ${median(probes.map((p) => last(p).time))} ms | ${last(probes[0]!).element} | ${median(probes.map((p) => p.lastScript))} ms |`,
      );
    }
  } finally {
    await browser.close();
  }
});
