// One reading of a request target for every rule that depends on its path (ADR 027). The router
// (find-my-way, as app.ts sets it up) does not route the bytes a client sent: it cuts the target at `?`
// or `#`, percent-decodes it (decodeURI: `%2F` and the other reserved escapes stay as they are),
// merges duplicate slashes and drops a trailing one. React Router then matches pages without regard to
// case. A rule that read `request.url` as sent (`/api//admin/…`, `/%61dmin/…`) missed requests the
// router still gave to the staff area, so the origin check, no-store and noindex were skipped.
// Every such rule asks here instead.

const DUPLICATE_SLASHES = /\/{2,}/g;

/** The path part of a request target: up to the first `?` or `#` (as the router cuts it). */
function pathPart(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

function collapse(path: string): string {
  const merged = path.replace(DUPLICATE_SLASHES, '/');
  return merged.length > 1 && merged.endsWith('/') ? merged.slice(0, -1) : merged;
}

/** decodeURI as the router applies it (`%25` stays an escaped `%`); the path as sent when it is malformed. */
function routerDecode(path: string): string {
  if (!path.includes('%')) return path;
  try {
    return decodeURI(path.replaceAll('%25', '%2525'));
  } catch {
    // The router answers 400 to a malformed escape: nothing is routed.
    return path;
  }
}

/** Every escape decoded, `%2F` included; a malformed escape is left as it is. */
function fullDecode(path: string): string {
  return path.replace(/(?:%[0-9a-f]{2})+/gi, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });
}

/** The path the router routes for this request target: decoded, slashes merged, no trailing slash. */
export function routedPath(url: string): string {
  return collapse(routerDecode(pathPart(url)));
}

/** The staff area: its pages (and their React Router data requests, `/admin.data`) and /api/admin. */
const STAFF_PATH = /^\/(?:api\/)?admin(?:\/|\.data$|$)/i;

/**
 * Whether a request target reaches the staff area under any spelling. Case-insensitive (React Router
 * matches pages so) and also read fully decoded (`%2F` as `/`): answering a path that is not staff as if
 * it were only adds no-store and the origin check, while missing one is the hole this closes.
 */
export function isStaffPath(url: string): boolean {
  const path = pathPart(url);
  return STAFF_PATH.test(collapse(routerDecode(path))) || STAFF_PATH.test(collapse(fullDecode(path)));
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const STAFF_PREFIX = /^\/(?:(api)\/)?(admin)(?=\/|\.data$|$)/i;

/**
 * The one spelling of a staff path (RFC 3986 §6.2.2): an escaped letter, digit or `-._~` written as
 * itself, other escapes in upper case, one slash between segments, none at the end, and `/admin` or
 * `/api/admin` in lower case. Tokens and ids after the prefix keep their case.
 */
function canonicalStaffPath(path: string): string {
  const unescaped = path.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
  return collapse(unescaped).replace(STAFF_PREFIX, (_prefix, api?: string) =>
    api ? '/api/admin' : '/admin',
  );
}

/**
 * For a staff request target spelled otherwise than canonically, the canonical target (its query kept);
 * null when it is spelled canonically or is not a staff path.
 */
export function canonicalStaffTarget(url: string): string | null {
  if (!isStaffPath(url)) return null;
  const path = pathPart(url);
  const canonical = canonicalStaffPath(path);
  if (canonical === path) return null;
  const query = url.indexOf('?');
  return canonical + (query < 0 ? '' : url.slice(query));
}
