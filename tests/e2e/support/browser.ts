// Browser helpers for e2e tests: one Chromium per test file (setUpBrowser()), one fresh context per
// openPage() (closed after each test), and the assertion every test ends with: no problems.
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { testServer } from './test-server.ts';
import {
  launchBrowser,
  newVisitorContext,
  waitForHydration,
  watchProblems,
  type PageProblems,
  type VisitorOptions,
} from './visitor.ts';

export type { Lang, Theme, Viewport } from './visitor.ts';
export { framesPainted, pageIdlePassed, waitForHydration } from './visitor.ts';

let browser: Browser | undefined;
const openContexts: BrowserContext[] = [];

/** Call once at the top of a test file: launches Chromium for the file and closes pages after each test. */
export function setUpBrowser(): void {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(openContexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });
}

/** The address of this file's server (one per worker: support/test-server.ts). */
export function baseUrl(): string {
  return testServer().baseUrl;
}

export interface OpenPageOptions extends VisitorOptions {
  /** Expected HTTP status of the document (404 for the not-found page). Default 200. */
  status?: number;
  /** Runs before any page script on every document (localStorage, spies). */
  initScript?: () => void;
  /** Wait for React to hydrate (default when JavaScript is on). */
  hydrate?: boolean;
  /** Runs on the new page before it loads `path` (e.g. `page.route` to refuse some requests). */
  beforeGoto?: (page: Page) => Promise<void>;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  response: Response;
  problems: PageProblems;
}

/** Opens `path` as a visitor; the document must answer `status` (200 by default). */
export async function openPage(path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  if (!browser) throw new Error('openPage() needs setUpBrowser() at the top of the test file');
  const context = await newVisitorContext(browser, baseUrl(), options);
  openContexts.push(context);
  if (options.initScript) await context.addInitScript(options.initScript);
  const page = await context.newPage();
  if (options.beforeGoto) await options.beforeGoto(page);
  const status = options.status ?? 200;
  const documentUrl = new URL(path, baseUrl()).href;
  const problems = watchProblems(page, {
    allowStatus: (url, answer) => answer === status && url === documentUrl,
    javaScript: options.javaScript ?? true,
  });
  const response = await page.goto(path, { waitUntil: 'load' });
  if (!response) throw new Error(`No response for ${path}`);
  expect(response.status(), `HTTP status of ${path}`).toBe(status);
  if (options.hydrate ?? options.javaScript ?? true) await waitForHydration(page);
  return { page, context, response, problems };
}

/** No console errors, hydration warnings, page errors, failed requests or unexpected HTTP errors. */
export function expectNoProblems(opened: Pick<OpenedPage, 'problems'>): void {
  expect(opened.problems.lines, `problems on the page (server log: ${testServer().serverLog})`).toEqual([]);
}
