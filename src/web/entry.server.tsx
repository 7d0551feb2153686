// Server rendering: waits for the whole page (loaders have already run), so the first HTML holds all
// content and the status code is final. Inline scripts carry no nonce: the page is the same for every
// visitor of its language and theme, so it can be stored, and its CSP lists the scripts' hashes. Only
// the scripts this renderer emits are hashed: they carry a mark made for this render (as `nonce`, which
// the server reads from SCRIPT_MARKER_HEADER and removes from the page), which content cannot forge.
// Both languages' strings for the render (the browser loads one at a time: ADR 025).
import '../shared/i18n/dictionaries.ts';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { replaceBytes } from '../shared/replace-bytes.ts';
import { SCRIPT_MARKER_HEADER } from '../shared/script-marker.ts';
import { appScriptsAfterLoadInBytes } from './lib/hydration/app-scripts-after-load.ts';
import { isStaffPath } from './lib/paths.ts';
import { ScriptMarkerContext } from './lib/script-marker.tsx';
import { providePartStore } from './lib/render/server-fragment.tsx';
import { createFragmentStore } from './lib/render/fragment-store.server.ts';
import { forgetOlderThan } from './lib/render/forget-older.ts';

/**
 * Parts of pages without the app rendered once and reused (ADR 054): the menus of ~40 paths in both
 * languages (~80 KB each).
 */
const FRAGMENT_STORE_BYTES = 8 * 1024 * 1024;
const fragments = createFragmentStore({
  budgetBytes: FRAGMENT_STORE_BYTES,
  renderStatic: renderToStaticMarkup,
});
providePartStore(fragments);

export { createLoadContext } from './lib/api/request-context.ts';

export const streamTimeout = 10_000;

/** Rendered pages by their render's mark (SCRIPT_MARKER_HEADER), oldest first, until the server takes them. */
const renderedPages = new Map<string, { html: Buffer; keptAt: number }>();

/**
 * The page rendered under `marker`, once: the server (plugins/website.ts) takes the HTML as its UTF-8
 * bytes (one copy of them, not a body to read back, nor a string to encode again: issue 24's uncached
 * render).
 */
export function takePage(marker: string): Buffer | undefined {
  const page = renderedPages.get(marker);
  renderedPages.delete(marker);
  return page?.html;
}

/**
 * Keeps a rendered page for the server to take; one never taken (its request gone) is dropped by a
 * later render after streamTimeout. No timer per page: a timer made during a render holds the
 * render's async context (Node 24's AsyncContextFrame: the request, its loader data, the router
 * context) until it fires. At ~60 misses a second, 10 s of them held ~120 MB (issue 24's memory).
 */
function keepUntilTaken(marker: string, html: Buffer) {
  forgetOlderThan(renderedPages, ({ keptAt }) => keptAt, streamTimeout);
  renderedPages.set(marker, { html, keptAt: Date.now() });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    // An aborted render still ends in onAllReady (its parts filled in) or onShellError (dropped).
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const marker = randomBytes(18).toString('base64url');
    responseHeaders.set(SCRIPT_MARKER_HEADER, marker);
    const { pipe, abort } = renderToPipeableStream(
      <ScriptMarkerContext value={marker}>
        <ServerRouter context={routerContext} url={request.url} nonce={marker} />
      </ScriptMarkerContext>,
      {
        // React's own inline scripts, if it ever writes one, are the app's too.
        nonce: marker,
        // The page is sent whole (onAllReady), so every Suspense boundary is complete: never "outline"
        // one (send its fallback plus a script that swaps the content in), which React 19.3 does past
        // this many bytes. Without JavaScript an outlined boundary would show its fallback for good.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          // The page is sent whole: its chunks are kept as React writes them and made one string
          // at the end (no stream of transformed chunks, no web stream for the server to read back:
          // ~1 ms less of each uncached render's CPU, issue 24).
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeout);
              // The reused parts (ADR 054) into their slots.
              const page = fragments.fill(Buffer.concat(chunks), marker);
              // Kept as the UTF-8 bytes React wrote: decoding the page to a string and encoding it
              // again took ~20% of an uncached home render's CPU (issue 24). A public page asks for the
              // app's script once it has loaded and painted (ADR 050); the staff area asks at once, its
              // ~35 module preloads (React Router's <Scripts/>) at low priority: the stylesheet, fonts
              // and first picture come first (ADR 030).
              const html = isStaffPath(new URL(request.url).pathname)
                ? lowPriorityModulePreloads(page)
                : appScriptsAfterLoadInBytes(page, marker);
              // Handed to the server as the bytes they are (takePage), not as a body to read back
              // through a web stream: the Response carries only the status and headers.
              keepUntilTaken(marker, html);
              resolve(new Response(null, { headers: responseHeaders, status }));
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          fragments.drop(marker);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY_MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" fetchpriority="low"');

/** The page's bytes with every module preload marked low priority. */
export function lowPriorityModulePreloads(html: Buffer): Buffer {
  return replaceBytes(html, MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
}
