// A visitor's browser context and page: language, theme, screen, JavaScript on or off, time zone,
// plus a record of everything that went wrong on the page (console errors, page errors, failed
// requests, HTTP errors). Plain Playwright (no vitest): scripts/screenshots.ts uses it too.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { APP_SCRIPTS_TEMPLATE_ID } from '#web/lib/hydration/app-scripts-after-load.ts';

export type Lang = 'ne' | 'en';
export type Theme = 'light' | 'dark';
export type Viewport = 'phone' | 'desktop';

const VIEWPORTS: Record<Viewport, { width: number; height: number }> = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
};
const LOCALES: Record<Lang, string> = { ne: 'ne-NP', en: 'en-GB' };

// Without the networking flags Chromium floods the closed network (update checks, field trials, safe
// browsing), and each attempt waits for a network that is not there.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export interface VisitorOptions {
  /** Saved language: the `lng` cookie (as after a ?lng= link or the toggle) and a matching locale. */
  lang?: Lang;
  /** Browser language (Accept-Language, navigator.languages); default from `lang`, else ne-NP. */
  locale?: string;
  /** Saved theme: the `theme` cookie and the same system preference. */
  theme?: Theme;
  /** System preference only (prefers-color-scheme); nothing saved. Default from `theme`, else light. */
  colorScheme?: Theme;
  viewport?: Viewport;
  javaScript?: boolean;
  /** Default Asia/Kathmandu, the site's audience. */
  timezoneId?: string;
  /**
   * The site's service worker (ADR 047). Blocked unless a test is about it: a worker keeps copies
   * between pages, and Playwright's request routing does not see the requests a worker makes.
   */
  serviceWorkers?: 'allow' | 'block';
}

export async function newVisitorContext(
  browser: Browser,
  baseUrl: string,
  options: VisitorOptions = {},
): Promise<BrowserContext> {
  const viewport = options.viewport ?? 'desktop';
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: options.locale ?? LOCALES[options.lang ?? 'ne'],
    colorScheme: options.colorScheme ?? options.theme ?? 'light',
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    javaScriptEnabled: options.javaScript ?? true,
    timezoneId: options.timezoneId ?? 'Asia/Kathmandu',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const cookies = [];
  if (options.lang) cookies.push({ name: 'lng', value: options.lang, url: baseUrl });
  if (options.theme) cookies.push({ name: 'theme', value: options.theme, url: baseUrl });
  if (cookies.length) await context.addCookies(cookies);
  return context;
}

/** Host of the office map embed (product.md section 2, Home and Contact: an embedded map). */
const EXTERNAL_MAP_HOST = 'www.openstreetmap.org';

/** Things that went wrong on a page, as readable lines. */
export interface PageProblems {
  lines: string[];
}

/**
 * Records console errors, hydration warnings, uncaught page errors, failed requests and HTTP
 * error answers. `allowStatus` accepts expected error answers (the 404 page's own document);
 * `javaScript: false` tells it that refused scripts are expected.
 */
export function watchProblems(
  page: Page,
  options: { allowStatus?: (url: string, status: number) => boolean; javaScript?: boolean } = {},
): PageProblems {
  const allowStatus = options.allowStatus ?? (() => false);
  const problems: PageProblems = { lines: [] };
  const allowedUrls = new Set<string>();
  page.on('response', (response) => {
    const status = response.status();
    if (status < 400) return;
    if (allowStatus(response.url(), status)) allowedUrls.add(response.url());
    else problems.lines.push(`HTTP ${status}: ${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    const type = message.type();
    const text = message.text();
    const isHydration = /hydrat|did not match|#418|#423|#425/i.test(text);
    if (type !== 'error' && !(type === 'warning' && isHydration)) return;
    // Chromium reports every HTTP error answer on the console too; the response handler judged it.
    if (/^Failed to load resource/.test(text)) return;
    const where = message.location().url;
    problems.lines.push(`console.${type}: ${text}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => problems.lines.push(`page error: ${error.stack ?? error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    // Aborted requests are the browser's own doing (navigation away, closed page), not the site's.
    if (failure === 'net::ERR_ABORTED') return;
    // With JavaScript off, Chromium refuses the module scripts (reported as 'csp'): expected.
    if (options.javaScript === false && request.resourceType() === 'script') return;
    // The office map is the one third-party embed (an OpenStreetMap frame, from the site settings);
    // the closed test network cannot resolve its host. Any other outside request is still a problem.
    if (failure === 'net::ERR_NAME_NOT_RESOLVED' && new URL(request.url()).host === EXTERNAL_MAP_HOST) return;
    problems.lines.push(`request failed: ${request.method()} ${request.url()} (${failure})`);
  });
  return problems;
}

/**
 * The document carries React Router's module script (it hydrates), in the document or (a public page:
 * ADR 050) in the template its loader copies after `load`; read once the page has been parsed.
 */
export async function pageLoadsApp(page: Page): Promise<boolean> {
  await page.waitForLoadState('domcontentloaded');
  return page.evaluate(
    (templateId) =>
      document.querySelector('script[type="module"]') !== null ||
      document
        .querySelector<HTMLTemplateElement>(`template#${templateId}`)
        ?.content.querySelector('script[type="module"]') != null,
    APP_SCRIPTS_TEMPLATE_ID,
  );
}

/**
 * Waits until React has hydrated the document and committed (or, on a page without the app, until its
 * enhancement files have run): the root's HostRoot is no longer
 * dehydrated (hydration errors are reported in that same commit). Reads React internals that have
 * been stable since React 18; on failure the message says so.
 */
export async function waitForHydration(page: Page, timeout = 20_000): Promise<void> {
  // A page that loads none of the app's script (ADR 030: read-only pages; the home page, ADR 049) has
  // nothing to hydrate; which pages do is asserted on its own (tests/e2e/page-scripts.test.ts). Its
  // widgets with an enhancement file of their own (data-enhance) are marked data-enhanced once it ran.
  if (!(await pageLoadsApp(page))) {
    await page.waitForFunction(() => !document.querySelector('[data-enhance]:not([data-enhanced])'), null, {
      timeout,
      polling: 50,
    });
    return;
  }
  try {
    await page.waitForFunction(
      () => {
        const key = Object.keys(document).find((name) => name.startsWith('__reactContainer$'));
        if (!key) return false;
        const fiber = (
          document as unknown as Record<
            string,
            { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
          >
        )[key];
        return fiber?.stateNode?.current?.memoizedState?.isDehydrated === false;
      },
      null,
      { timeout, polling: 50 },
    );
  } catch (error) {
    throw new Error(`The page did not hydrate within ${timeout} ms: ${(error as Error).message}`, {
      cause: error,
    });
  }
  // The script-only controls replace their no-script forms in a transition after hydration
  // (web/lib/hooks/use-hydrated.ts): wait for it. Its commit's effects have run by then (the attribute is
  // set by one of them); a state they set is a render React has scheduled on the root (callbackNode; a
  // synchronous one is done before this task): wait until none is left, then for the browser to paint.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, {
    timeout,
    polling: 50,
  });
  try {
    await page.waitForFunction(
      () => {
        const key = Object.keys(document).find((name) => name.startsWith('__reactContainer$'));
        const root = key
          ? (document as unknown as Record<string, { stateNode?: { callbackNode?: unknown } }>)[key]
              ?.stateNode
          : undefined;
        return root !== undefined && root.callbackNode == null;
      },
      null,
      { timeout, polling: 50 },
    );
  } catch (error) {
    throw new Error(
      `React still had renders scheduled ${timeout} ms after hydrating: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  await framesPainted(page);
}

/** Webfonts loaded and images decoded: what a screenshot or a contrast check should see. */
export async function waitForVisualReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images far below the fold may never load: give images a bounded time.
    const images = Promise.all(
      Array.from(document.images, (image) => (image.complete ? null : image.decode().catch(() => null))),
    );
    await Promise.race([images, new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

/**
 * Resolves after the page has painted `count` more frames. A key press or click is handled and
 * React's update for it committed (discrete events render synchronously) before the next frame,
 * so "nothing changed after two frames" is a finding, not a guess about how long to wait.
 */
export async function framesPainted(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(frames);
      }),
    count,
  );
}

/**
 * Resolves once the page has loaded and the browser has had an idle moment (idle callbacks run in the
 * order they were asked for, so whatever the page deferred to its own idle moment has run). Then two
 * frames, for React to commit what the page did in it.
 */
export async function pageIdlePassed(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const ask = () => requestIdleCallback(() => resolve(), { timeout: 2000 });
        if (document.readyState === 'complete') ask();
        else addEventListener('load', ask, { once: true });
      }),
  );
  await framesPainted(page);
}
