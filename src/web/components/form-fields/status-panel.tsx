// The page's own success message when there is no toast (a form posted without JavaScript):
// a polite live region, so it is announced, with the stored record's reference number.
import { useI18n } from '../../lib/i18n/language-context.tsx';

export function StatusPanel({ title, message, id }: { title: string; message: string; id?: number }) {
  const { t, n } = useI18n();
  return (
    <div
      role="status"
      className="mb-6 rounded-md border-l-8 border-green-700 bg-green-50 p-4 text-slate-900 dark:border-green-400 dark:bg-green-950 dark:text-slate-100"
    >
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-1">{message}</p>
      {id !== undefined ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t('forms.reference', { id: n(id) })}
        </p>
      ) : null}
    </div>
  );
}
