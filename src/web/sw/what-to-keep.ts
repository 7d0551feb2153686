// Which requests the service worker handles and which answers it may keep on the device.
// It fails closed: a page is kept only when the server marked it `public` (the same mark that lets
// the response cache and proxies share it), so nothing private, signed-in or personal is ever saved:
// the staff area and its API are not even looked at.
import { monthDetailsPath } from './warm-up.ts';

export type RequestRoute = 'page' | 'calendar-data' | 'asset' | 'pass';

const MONTH_DETAILS_PATH = monthDetailsPath(0, 0).split('?')[0]!;

/** What the worker does with a request: save pages, calendar months and build files; pass the rest. */
export function routeOf(url: URL, method: string, mode: string, origin: string): RequestRoute {
  if (method !== 'GET' || url.origin !== origin) return 'pass';
  const path = url.pathname;
  if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/api/admin')) return 'pass';
  if (path.startsWith('/assets/')) return 'asset';
  if (path === MONTH_DETAILS_PATH) return 'calendar-data';
  if (mode === 'navigate') return 'page';
  return 'pass';
}

/** Not a redirect's or another site's answer, whose body the worker cannot read or must not keep. */
function isWhole(response: Response): boolean {
  return !response.type.startsWith('opaque') && !response.redirected;
}

/** A page answer that may be kept: a whole 200 HTML page the server marked public. */
export function isKeepablePage(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    isWhole(response) &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    /\bpublic\b/.test(cacheControl) &&
    !/\b(no-store|private)\b/.test(cacheControl)
  );
}

/** An API or build-file answer that may be kept: 200 and not marked private. */
export function isKeepableData(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return response.status === 200 && isWhole(response) && !/\b(no-store|private)\b/.test(cacheControl);
}
