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
