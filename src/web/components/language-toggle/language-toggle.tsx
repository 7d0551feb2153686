// The header's language switch: 'en' and 'np' (product.md section 1 and 2). Each is a real link to the same
// page with ?lng=en / ?lng=ne, which the root loader honours and remembers in a cookie, so it works
// without JavaScript. With JavaScript the click switches in place (setLang: cookie, localStorage,
// <html lang>) without a navigation, and drops a stale ?lng= from the address so a reload agrees.
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toDateLibraryLanguage, type Lang } from '#shared/i18n/index.ts';
import { LANGUAGE_QUERY } from '#shared/i18n/detect.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';

const OPTIONS: readonly Lang[] = ['en', 'ne'];

const LINK =
  'inline-flex h-9 min-w-10 items-center justify-center rounded px-2 sm:min-w-11 text-sm font-semibold uppercase ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#8b1e2d] dark:focus-visible:outline-amber-300 ' +
  'text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-700 ' +
  'aria-[current=true]:bg-[#8b1e2d] aria-[current=true]:text-white aria-[current=true]:hover:bg-[#8b1e2d] ' +
  'dark:aria-[current=true]:bg-amber-300 dark:aria-[current=true]:text-slate-950';

export function LanguageToggle() {
  const { lang, setLang, t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();

  const hrefFor = (target: Lang) => {
    const params = new URLSearchParams(location.search);
    params.set(LANGUAGE_QUERY, target);
    return `${location.pathname}?${params.toString()}${location.hash}`;
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, target: Lang) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (target !== lang) setLang(target);
    const params = new URLSearchParams(location.search);
    if (params.has(LANGUAGE_QUERY)) {
      params.delete(LANGUAGE_QUERY);
      const search = params.toString();
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  return (
    <div
      role="group"
      aria-label={t('lang.label')}
      className="inline-flex items-center gap-0.5 rounded-md border border-slate-300 p-0.5 dark:border-slate-600"
    >
      {OPTIONS.map((option) => (
        <a
          key={option}
          href={hrefFor(option)}
          hrefLang={option}
          lang={option}
          aria-current={option === lang ? 'true' : undefined}
          className={LINK}
          onClick={(event) => onClick(event, option)}
        >
          {toDateLibraryLanguage(option)}
          {/* In the fallback font: on an English page this word alone would fetch the Devanagari font. */}
          <span className="sr-only font-fallback"> {option === 'en' ? 'English' : 'नेपाली'}</span>
        </a>
      ))}
    </div>
  );
}
