// The visitor's language on the client. The server picks the first language (query, cookie,
// Accept-Language) so the HTML is right. After hydration the browser runs the whole detection order
// of product.md section 1 (it alone sees localStorage and sessionStorage), switches in place when that
// disagrees, and caches the result (localStorage, plus the cookie so the next HTML is right at once).
// The toggle updates the same places and <html lang> without a reload.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toNepaliDigits } from '#shared/calendar/digits.ts';
import { translate, type Lang, type MessageKey } from '#shared/i18n/index.ts';
import {
  detectLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  LANGUAGE_STORAGE_KEY,
  readCookie,
} from '#shared/i18n/detect.ts';
import { loadDictionary } from './load-dictionary.ts';

export interface I18n {
  lang: Lang;
  setLang: (lang: Lang) => void;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
  /** Digits in the visitor's script: Nepali digits in Nepali. */
  n: (value: number | string) => string;
}

/** Exported for parts of a page rendered on their own (lib/render/server-fragment.tsx). */
export const LanguageContext = createContext<I18n | null>(null);

const ONE_YEAR = 60 * 60 * 24 * 365;

export function persistLanguage(lang: Lang): void {
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be disabled (private mode); the cookie still carries the choice.
  }
  document.documentElement.lang = lang;
}

function readStorage(storage: () => Storage): string | null {
  try {
    return storage().getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The full detection order, with every source the browser has. */
function detectBrowserLanguage(): Lang {
  return detectLanguage({
    query: new URLSearchParams(window.location.search).get(LANGUAGE_QUERY),
    cookie: readCookie(document.cookie, LANGUAGE_COOKIE),
    localStorage: readStorage(() => window.localStorage),
    sessionStorage: readStorage(() => window.sessionStorage),
    browser: navigator.languages,
    htmlTag: document.documentElement.lang,
  });
}

export function LanguageProvider({ initial, children }: { initial: Lang; children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initial);
  const setLang = useCallback((next: Lang) => {
    // The other language's strings arrive first (one small file), then the page switches in place.
    loadDictionary(next).then(
      () => {
        persistLanguage(next);
        setLangState(next);
      },
      (error: unknown) =>
        console.error(`The ${next} dictionary did not load; the page stays as it is`, error),
    );
  }, []);
  // Once, after hydration, so the first client render matches the server's HTML. Browser storage is
  // an external system that only exists here: syncing from it in an effect is the intended use.
  useEffect(() => {
    setLang(detectBrowserLanguage());
  }, [setLang]);
  const value = useMemo<I18n>(
    () => ({
      lang,
      setLang,
      t: (key, params) => translate(lang, key, params),
      n: (value) => (lang === 'ne' ? toNepaliDigits(value) : String(value)),
    }),
    [lang, setLang],
  );
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useI18n(): I18n {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useI18n needs a LanguageProvider');
  return context;
}
