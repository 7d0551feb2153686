// Language detection in the order of product.md section 1: query parameter `lng`, cookie, localStorage,
// sessionStorage, browser languages, the html tag; default Nepali. The server knows only the query,
// the cookie and Accept-Language (its view of "browser"); the browser knows them all.
import { defaultLanguage, languageFromAcceptLanguage, parseLanguage, type Lang } from './languages.ts';

export const LANGUAGE_COOKIE = 'lng';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const LANGUAGE_QUERY = 'lng';

export interface LanguageSources {
  query?: string | null;
  cookie?: string | null;
  localStorage?: string | null;
  sessionStorage?: string | null;
  /** navigator.languages in the browser; the Accept-Language header on the server. */
  browser?: readonly string[] | string | null;
  htmlTag?: string | null;
}

export function detectLanguage(sources: LanguageSources): Lang {
  const browser =
    typeof sources.browser === 'string'
      ? languageFromAcceptLanguage(sources.browser)
      : ((sources.browser ?? []).map(parseLanguage).find((lang) => lang !== null) ?? null);
  return (
    parseLanguage(sources.query) ??
    parseLanguage(sources.cookie) ??
    parseLanguage(sources.localStorage) ??
    parseLanguage(sources.sessionStorage) ??
    browser ??
    parseLanguage(sources.htmlTag) ??
    defaultLanguage
  );
}

/** What a server sees of a request: the `lng` query value and two headers. */
export interface ServerLanguageSources {
  query: string | null | undefined;
  cookieHeader: string | null | undefined;
  acceptLanguage: string | null | undefined;
}

/**
 * The language of a request as a server sees it (query, cookie, Accept-Language, else Nepali): the
 * one rule behind API messages, the page's HTML and the answer to a posted form, so the three agree.
 */
export function detectServerLanguage(sources: ServerLanguageSources): Lang {
  return detectLanguage({
    query: sources.query,
    cookie: readCookie(sources.cookieHeader, LANGUAGE_COOKIE),
    browser: sources.acceptLanguage ?? null,
  });
}

/** detectServerLanguage of a web Request (the website's loaders and actions). */
export function detectWebRequestLanguage(request: Request): Lang {
  return detectServerLanguage({
    query: new URL(request.url).searchParams.get(LANGUAGE_QUERY),
    cookieHeader: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  });
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
