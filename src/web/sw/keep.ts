// The worker's three stores on the device, and how answers go into and come out of them.
// The stores keep their names across builds (a new build must not throw away the pages a visitor
// saved); build files are pruned to those a saved page still uses when a new worker takes over.
import { assetPathsIn, importedAssetPaths } from './warm-up.ts';
import { isKeepableData, isKeepablePage } from './what-to-keep.ts';

export const STORES = {
  pages: 'sampada-pages-1',
  data: 'sampada-data-1',
  assets: 'sampada-assets-1',
} as const;

/** Saved pages beyond this many are dropped, oldest saved first (`cache.put` moves a key to the end). */
const MAX_SAVED_PAGES = 60;

/** The header a kept answer carries with the time it was saved (milliseconds since 1970). */
const SAVED_AT_HEADER = 'x-saved-at';

async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(Date.now()));
  // Compressed bytes were already decoded by fetch(); the lengths no longer describe the body.
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(await response.arrayBuffer(), { status: response.status, headers });
}

function keyOf(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

/** Keeps a page (and the build files it loads), if the server allows it to be kept. */
export async function keepPage(url: string, response: Response): Promise<void> {
  if (!isKeepablePage(response)) return;
  const html = await response.clone().text();
  const pages = await caches.open(STORES.pages);
  await pages.put(keyOf(url), await stamped(response));
  await keepAssets(assetPathsIn(html), new URL(url).origin);
  const keys = await pages.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_SAVED_PAGES)).map((key) => pages.delete(key)),
  );
}

export async function keepData(url: string, response: Response): Promise<void> {
  if (!isKeepableData(response)) return;
  await (await caches.open(STORES.data)).put(keyOf(url), await stamped(response));
}

/**
 * Saves build files not yet saved, and the modules those scripts import later (the calendar's API
 * client is imported only when it pages), so a saved page also hydrates and works offline.
 */
export async function keepAssets(paths: readonly string[], origin: string): Promise<void> {
  const assets = await caches.open(STORES.assets);
  const queue = [...paths];
  const seen = new Set<string>();
  while (queue.length > 0 && seen.size < 300) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const url = origin + path;
    let saved = await assets.match(url);
    if (!saved) {
      const response = await fetch(url).catch(() => null);
      if (!response || !isKeepableData(response)) continue;
      await assets.put(url, response.clone());
      saved = response;
    }
    if (path.endsWith('.js')) queue.push(...importedAssetPaths(await saved.text(), path));
  }
}

/** A saved answer for this address, whatever the Vary of the answer said. */
export async function savedAnswer(store: keyof typeof STORES, url: string): Promise<Response | undefined> {
  return (await caches.open(STORES[store])).match(keyOf(url), { ignoreVary: true });
}

/** When a kept answer was saved. */
export function savedAt(response: Response): Date {
  return new Date(Number(response.headers.get(SAVED_AT_HEADER)) || Date.now());
}

/**
 * After a new build takes over: build files that no saved page uses any more are deleted (hashed
 * names: an old build's files are never asked for again except by an old saved page).
 */
export async function pruneAssets(origin: string): Promise<void> {
  const pages = await caches.open(STORES.pages);
  const assets = await caches.open(STORES.assets);
  const used = new Set<string>();
  for (const key of await pages.keys()) {
    const page = await pages.match(key);
    if (page) for (const path of assetPathsIn(await page.text())) used.add(origin + path);
  }
  // Imports of used scripts stay too: walk them from the saved copies.
  const queue = [...used];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (!url.endsWith('.js')) continue;
    const script = await assets.match(url);
    if (!script) continue;
    for (const path of importedAssetPaths(await script.text(), new URL(url).pathname)) {
      if (!used.has(origin + path)) {
        used.add(origin + path);
        queue.push(origin + path);
      }
    }
  }
  for (const key of await assets.keys()) if (!used.has(key.url)) await assets.delete(key);
}
