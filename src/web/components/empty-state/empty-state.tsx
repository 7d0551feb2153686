// What a list shows when it has nothing (product.md section 8 "Empty states": 'No Data Found',
// 'No Employees Found', 'No content available', ...).
import type { ReactNode } from 'react';
import type { MessageKey } from '#shared/i18n/index.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';

export interface EmptyStateProps {
  /** The main line; 'No Data Found' by default. */
  message?: MessageKey;
  /** An optional second line, already translated. */
  hint?: string;
  /** Optional actions under the text (e.g. a link back to page 1). */
  children?: ReactNode;
  className?: string;
}

export function EmptyState({
  message = 'controls.no_data',
  hint,
  children,
  className = '',
}: EmptyStateProps) {
  const { t } = useI18n();
  return (
    <div
      className={`flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center dark:border-slate-600 ${className}`}
    >
      <svg
        width="40"
        height="40"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="text-slate-500 dark:text-slate-400"
      >
        <path d="M3 13h5l1.5 3h5L16 13h5" />
        <path d="M5.5 5h13L21 13v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-6z" />
      </svg>
      <p className="text-lg font-semibold text-slate-800 dark:text-slate-100">{t(message)}</p>
      {hint ? <p className="text-slate-600 dark:text-slate-300">{hint}</p> : null}
      {children}
    </div>
  );
}
