// What a list or page section shows when its data could not be read (product.md section 8: 'Failed to
// load', 'Something went wrong!!', 'Failed to retrieve data. Please try again.'). The retry is a
// link to the current URL: with JavaScript React Router re-runs the loaders, without it the browser
// reloads the page.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { MessageKey } from '#shared/i18n/index.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';

export interface ErrorStateProps {
  /** The main line; 'Failed to load' by default. */
  message?: MessageKey;
  /** An optional second line, already translated. */
  hint?: string;
  /** Show the 'Try again' link (default true). */
  retry?: boolean;
  /** Where 'Try again' goes; the current URL by default. */
  retryHref?: string;
  children?: ReactNode;
  className?: string;
}

export function ErrorState({
  message = 'controls.failed_to_load',
  hint,
  retry = true,
  retryHref,
  children,
  className = '',
}: ErrorStateProps) {
  const { t } = useI18n();
  const location = useLocation();
  const href = retryHref ?? `${location.pathname}${location.search}`;
  return (
    <div
      role="alert"
      className={`flex flex-col items-center gap-2 rounded-lg border border-red-300 bg-red-50 px-4 py-8 text-center text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100 ${className}`}
    >
      <svg
        width="40"
        height="40"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="text-red-700 dark:text-red-300"
      >
        <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
        <path d="M12 9v4M12 17h.01" />
      </svg>
      <p className="text-lg font-semibold">{t(message)}</p>
      {hint ? <p>{hint}</p> : null}
      {children}
      {retry ? (
        <Link
          to={href}
          className="mt-2 inline-flex min-h-11 items-center rounded-md border border-red-800 bg-white px-4 font-semibold text-red-900 hover:bg-red-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-red-800 dark:border-red-300 dark:bg-slate-900 dark:text-red-100 dark:hover:bg-slate-800 dark:focus-visible:outline-amber-300"
        >
          {t('controls.try_again')}
        </Link>
      ) : null}
    </div>
  );
}
