// The page's own success message when there is no toast (a form posted without JavaScript):
// a polite live region, so it is announced, with the stored record's reference number.
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
  return (
    <div
      role="status"
      className="mb-6 rounded-md border-l-8 border-green-700 bg-green-50 p-4 text-slate-900 dark:border-green-400 dark:bg-green-950 dark:text-slate-100"
    >
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-1">{message}</p>
      {reference ? (
        <p className="mt-2">
          <span className="block text-lg font-semibold">
            {t('forms.complaint.your_reference', { reference: n(reference) })}
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
