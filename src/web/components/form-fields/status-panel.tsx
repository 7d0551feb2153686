// The page's own success message when there is no toast (a form posted without JavaScript):
// a polite live region, so it is announced, with the stored record's reference number. A complaint's
// reference must not be missed (issue 26: on a phone it was 796 px above the screen): the panel takes the
// focus and scrolls into view when it appears, shows the reference in large type, and offers to copy it
// and to print the page (or save it as PDF).
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { pages } from '#web/lib/paths.ts';

export function StatusPanel({
  title,
  message,
  id,
  reference,
}: {
  title: string;
  message: string;
  id?: number;
  /** A complaint's reference, with where to check its status. */
  reference?: string;
}) {
  const { t, n } = useI18n();
  const panel = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!reference) return;
    panel.current?.focus();
    panel.current?.scrollIntoView({ block: 'start' });
  }, [reference]);
  const copy = () => {
    if (!reference) return;
    navigator.clipboard?.writeText(reference).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div
      ref={panel}
      tabIndex={reference ? -1 : undefined}
      role="status"
      aria-labelledby={reference ? 'complaint-confirmation-title' : undefined}
      className="mb-6 scroll-mt-4 rounded-md border-l-8 border-green-700 bg-green-50 p-4 text-slate-900 dark:border-green-400 dark:bg-green-950 dark:text-slate-100"
    >
      <h2 id={reference ? 'complaint-confirmation-title' : undefined} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-1">{message}</p>
      {reference ? (
        <p className="mt-2">
          <span className="block text-3xl font-bold tracking-wide break-words sm:text-4xl">
            {t('forms.complaint.your_reference', { reference: n(reference) })}
          </span>
          <span className="mt-3 flex flex-wrap gap-3 print:hidden">
            <button
              type="button"
              onClick={copy}
              className="min-h-11 rounded border-2 border-green-800 px-4 font-semibold focus-visible:outline-3 focus-visible:outline-amber-500 dark:border-green-300"
            >
              {copied ? t('forms.complaint.copied') : t('forms.complaint.copy_reference')}
            </button>
            <button
              type="button"
              onClick={() => window.print()}
              className="min-h-11 rounded border-2 border-green-800 px-4 font-semibold focus-visible:outline-3 focus-visible:outline-amber-500 dark:border-green-300"
            >
              {t('forms.complaint.print')}
            </button>
          </span>
          <span className="block">
            {t('forms.complaint.keep_reference')}{' '}
            <Link
              to={pages.complaintStatus()}
              className="font-semibold text-rose-800 underline dark:text-rose-300"
            >
              {t('forms.complaint.check_status')}
            </Link>
          </span>
        </p>
      ) : id !== undefined ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t('forms.reference', { id: n(id) })}
        </p>
      ) : null}
    </div>
  );
}
