// The GOV.UK error summary: 'There is a problem' and a link to each field with an error, above the
// form. It takes focus after a failed submit so keyboard and screen-reader users land on it (and
// hear it read out); no live role, so it is not announced twice beside the failure toast.
import { useEffect, useRef } from 'react';
import { useI18n } from '#web/lib/i18n/language-context.tsx';

export interface SummaryItem {
  /** The control's id. */
  id: string;
  message: string;
}

export function ErrorSummary({
  items,
  message,
  focusKey,
}: {
  items: SummaryItem[];
  /** A form-wide message (e.g. the server's), shown above the links. */
  message?: string;
  /** Changes on every failed submit: the summary takes focus again. */
  focusKey: number;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const visible = items.length > 0 || Boolean(message);

  useEffect(() => {
    if (visible && focusKey > 0) ref.current?.focus();
  }, [visible, focusKey]);

  if (!visible) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      className="mb-6 rounded-md border-4 border-red-700 bg-white p-4 focus:outline-3 focus:outline-offset-2 focus:outline-amber-500 dark:border-red-400 dark:bg-slate-900 dark:focus:outline-amber-300"
    >
      <h2 id="error-summary-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('forms.error_summary_title')}
      </h2>
      {message ? <p className="mt-2 text-slate-800 dark:text-slate-200">{message}</p> : null}
      {items.length ? (
        <ul className="mt-2 list-none space-y-1">
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                onClick={(event) => {
                  // Focus the control itself (a plain anchor jump does not focus a form field).
                  const target = document.getElementById(item.id);
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                  target.scrollIntoView({ block: 'center' });
                }}
                className="font-semibold text-red-700 underline underline-offset-2 hover:text-red-900 focus-visible:outline-3 focus-visible:outline-amber-500 dark:text-red-300 dark:hover:text-red-200"
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
