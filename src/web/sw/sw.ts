/// <reference lib="webworker" />
// The service worker (issue 27, ADR 047): the home page, today's date, this year's and next year's
// calendar and every public page read once open with no network; online, pages always come from the
// network (never a stale copy), build files from the device. Built to /sw.js by scripts/build-sw.ts
// and registered after the page has loaded (enhance/register-sw.js), never on a first paint's path.
import { offlinePage, withSavedCopyNote } from './saved-copy.ts';
import { calendarMonthPaths, WARM_PAGES } from './warm-up.ts';
import { keepAssets, keepData, keepPage, pruneAssets, savedAnswer, savedAt, STORES } from './keep.ts';
import { onNotificationClick, onPush } from './push.ts';
import { routeOf } from './what-to-keep.ts';

declare const self: ServiceWorkerGlobalScope;
const origin = self.location.origin;

/** Fetches an address and keeps the answer; one failure does not stop the others. */
async function warm(path: string, keep: (url: string, response: Response) => Promise<void>): Promise<void> {
  const url = origin + path;
  try {
    await keep(url, await fetch(url, { credentials: 'same-origin' }));
  } catch {
    // Offline while installing: the page is saved the next time it is read.
  }
}

async function warmUp(): Promise<void> {
  await Promise.all(WARM_PAGES.map((path) => warm(path, keepPage)));
  await Promise.all(calendarMonthPaths(new Date()).map((path) => warm(path, keepData)));
}

self.addEventListener('install', (event: ExtendableEvent) => {
  // The new worker takes over at once: it only adds copies, and pages always come from the network.
  event.waitUntil(warmUp().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      const known = new Set<string>(Object.values(STORES));
      for (const name of await caches.keys()) if (!known.has(name)) await caches.delete(name);
      await pruneAssets(origin);
      await self.clients.claim();
    })(),
  );
});

/** A page: from the network, kept; offline, the saved copy with its note, else the offline page. */
async function page(event: FetchEvent): Promise<Response> {
  const { request } = event;
  try {
    // Past the browser's HTTP cache, whose stale-while-revalidate would hand back a page up to five
    // minutes old, online or not: online the page is the server's (a 304 when unchanged), and offline
    // the saved copy says that it is one.
    const response = await fetch(request, { cache: 'no-cache' });
    event.waitUntil(keepPage(request.url, response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    const url = new URL(request.url);
    // A calendar month never opened as a page: the calendar's saved page shows it from the saved
    // months (the page reads the month from its address: calendar/route.tsx).
    const saved =
      (await savedAnswer('pages', request.url)) ??
      (url.pathname === '/calendar' ? await savedAnswer('pages', `${origin}/calendar`) : undefined);
    if (!saved) {
      if (!(error instanceof TypeError)) throw error;
      return new Response(offlinePage(), {
        status: 503,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    const headers = new Headers(saved.headers);
    headers.set('cache-control', 'no-store');
    return new Response(withSavedCopyNote(await saved.text(), savedAt(saved)), {
      status: 200,
      headers,
    });
  }
}

/** Calendar months: from the network, kept; offline, the saved month. */
async function calendarData(event: FetchEvent): Promise<Response> {
  const { request } = event;
  try {
    const response = await fetch(request, { cache: 'no-cache' });
    event.waitUntil(keepData(request.url, response.clone()).catch(() => undefined));
    return response;
  } catch (error) {
    const saved = await savedAnswer('data', request.url);
    if (saved) return saved;
    throw error;
  }
}

/** Build files are named by their content: a saved one is always right. */
async function asset(event: FetchEvent): Promise<Response> {
  const saved = await savedAnswer('assets', event.request.url);
  if (saved) return saved;
  const response = await fetch(event.request);
  const path = new URL(event.request.url).pathname;
  if (response.ok) event.waitUntil(keepAssets([path], origin).catch(() => undefined));
  return response;
}

self.addEventListener('fetch', (event: FetchEvent) => {
  const url = new URL(event.request.url);
  const route = routeOf(url, event.request.method, event.request.mode, origin);
  if (route === 'page') event.respondWith(page(event));
  else if (route === 'calendar-data') event.respondWith(calendarData(event));
  else if (route === 'asset') event.respondWith(asset(event));
});

// Web Push alerts (ADR 048).
self.addEventListener('push', (event) => onPush(event, self));
self.addEventListener('notificationclick', (event) => onNotificationClick(event, self));

self.addEventListener('message', (event) => {
  // The page that registered the worker asks for itself to be kept: it loaded before the worker ran.
  const data = event.data as { type?: string; url?: string } | null;
  if (data?.type !== 'keep-page' || typeof data.url !== 'string') return;
  const url = new URL(data.url, origin);
  if (url.origin !== origin || routeOf(url, 'GET', 'navigate', origin) !== 'page') return;
  event.waitUntil(warm(url.pathname + url.search, keepPage));
});
