// What the response cache may keep, under which key, and for how long (ADR 024).
import { detectServerLanguage, LANGUAGE_QUERY, readCookie } from '#shared/i18n/detect.ts';
import { parseTheme, THEME_COOKIE } from '#shared/theme.ts';
import { DEFAULT_TEXT_SIZE, parseTextSize, TEXT_SIZE_COOKIE } from '#shared/text-size.ts';
import { withoutTrackingParameters } from '#shared/tracking-parameters.ts';
import { isPublicTable } from '../db/table-privacy.ts';
import { isApiPath } from '../http/api-path.ts';
import { isStaffPath, routedPath } from '../http/routed-path.ts';

/**
 * Whether an answer that read this table may not be stored: every table not classified public
 * (db/table-privacy.ts), so a table nobody classified, or raw SQL that could not be read, counts as
 * private. A write to a private table changes no public answer.
 */
export const isPrivateTable = (table: string): boolean => !isPublicTable(table);

/**
 * Paths never stored whatever they read: the staff area, sign-in, the health checks and the metrics,
 * read as the router routes them (ADR 027), so `/api//health` or `/%61dmin` is not stored either.
 */
const NEVER_STORED = /^\/(api\/)?(admin|auth|health|metrics)(\/|\.data$|$)/i;

export function mayStorePath(url: string): boolean {
  return !isStaffPath(url) && !NEVER_STORED.test(routedPath(url));
}

const LONGEST_CACHED_URL = 1024;

/**
 * The key of an answer: the path as sent (no decoding, so two spellings are two keys, never one
 * answer for a path the router would read otherwise), the query sorted, the language the server
 * reads from the request, and for pages the theme and text size cookies (and the query without its
 * tracking parameters). Null when the target is not worth a key.
 */
export function cacheKey(
  url: string,
  headers: { cookie?: string; 'accept-language'?: string },
): string | null {
  if (url.length > LONGEST_CACHED_URL || !url.startsWith('/')) return null;
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const page = !isApiPath(path);
  // A page is rendered without tracking parameters (plugins/website.ts, ADR 057): one answer for
  // every click id. An API answer keeps them: the API reads its query itself.
  const target = page && mark >= 0 ? withoutTrackingParameters(url) : url;
  const queryMark = target.indexOf('?');
  let query = '';
  let languageQuery: string | null = null;
  if (queryMark >= 0) {
    const params = new URLSearchParams(target.slice(queryMark + 1));
    params.sort();
    query = params.toString();
    languageQuery = params.get(LANGUAGE_QUERY);
  }
  const lang = detectServerLanguage({
    query: languageQuery,
    cookieHeader: headers.cookie,
    acceptLanguage: headers['accept-language'],
  });
  const theme = page ? (parseTheme(readCookie(headers.cookie, THEME_COOKIE)) ?? 'auto') : '';
  // A page is drawn at the visitor's text size (the root element's font size).
  const textSize = page ? parseTextSize(readCookie(headers.cookie, TEXT_SIZE_COOKIE)) : null;
  const size = textSize && textSize !== DEFAULT_TEXT_SIZE ? ` ${textSize}` : '';
  return `${lang} ${theme}${size} ${path}?${query}`;
}

const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 86_400_000;

/** The next midnight in Nepal: "today" (calendar, upcoming festivals, open vacancies) changes then. */
export function nextNepalMidnight(now: number): number {
  const nepalDayStart = Math.floor((now + NEPAL_OFFSET_MS) / DAY_MS) * DAY_MS;
  return nepalDayStart + DAY_MS - NEPAL_OFFSET_MS;
}

/**
 * Browsers revalidate every time (cheap: a 304 from the cache); a shared cache (CDN) may keep an answer
 * a minute and serve it stale for five more while it fetches a new one.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
