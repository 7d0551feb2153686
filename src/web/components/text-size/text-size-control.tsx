// A− A A+ (issue 27): older readers of Nepali need larger text. Without JavaScript (and in the server
// HTML) each is a link to ?text=<size>, which the root loader applies and remembers in a cookie, like
// the theme switch (ADR 037); once hydrated they are buttons that apply and remember it in place.
// Every size in the page is in rem, so the root element's font size scales all of it.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import {
  DEFAULT_TEXT_SIZE,
  largerTextSize,
  smallerTextSize,
  TEXT_SIZE_COOKIE,
  TEXT_SIZE_QUERY,
  type TextSize,
} from '#shared/text-size.ts';

const CONTROL =
  'inline-flex h-8 min-w-8 items-center justify-center rounded border border-slate-300 px-1.5 font-semibold ' +
  'leading-none text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-[#8b1e2d] dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 ' +
  'dark:focus-visible:outline-amber-300';

function applyTextSize(size: TextSize) {
  document.cookie = `${TEXT_SIZE_COOKIE}=${size}; Path=/; Max-Age=31536000; SameSite=Lax`;
  document.documentElement.style.fontSize = size === DEFAULT_TEXT_SIZE ? '' : `${size}%`;
}

/** `serverTextSize`: the size the server drew the page at (the root loader's reading of the request). */
export function TextSizeControl({ serverTextSize }: { serverTextSize: TextSize }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const location = useLocation();
  const [size, setSize] = useState<TextSize>(serverTextSize);
  const choices = [
    { to: smallerTextSize(size), text: 'A−', label: t('text_size.smaller'), size: 'text-sm' },
    { to: DEFAULT_TEXT_SIZE, text: 'A', label: t('text_size.normal'), size: 'text-base' },
    { to: largerTextSize(size), text: 'A+', label: t('text_size.larger'), size: 'text-lg' },
  ] as const;
  const href = (to: TextSize) => {
    const params = new URLSearchParams(location.search);
    params.set(TEXT_SIZE_QUERY, String(to));
    return `${location.pathname}?${params.toString()}`;
  };
  return (
    <div role="group" aria-label={t('text_size.label')} className="flex items-center gap-1">
      <span aria-hidden="true" className="mr-1 text-sm text-slate-600 dark:text-slate-300">
        {t('text_size.label')}
      </span>
      {choices.map((choice) => {
        // The name starts with the visible text (WCAG 2.5.3), then says what it does.
        const content = (
          <>
            <span className={choice.size}>{choice.text}</span>
            <span className="sr-only">: {choice.label}</span>
          </>
        );
        return hydrated ? (
          <button
            key={choice.text}
            type="button"
            title={choice.label}
            className={CONTROL}
            onClick={() => {
              applyTextSize(choice.to);
              setSize(choice.to);
            }}
          >
            {content}
          </button>
        ) : (
          <a key={choice.text} href={href(choice.to)} title={choice.label} className={CONTROL}>
            {content}
          </a>
        );
      })}
    </div>
  );
}
