// The submit button: while the form is being sent it shows a spinner and "Sending…", and is disabled
// (disabled + aria-disabled) so it cannot send twice. Offline, a note beside it says the form needs a
// connection and that what was written stays (issue 27); a send tried anyway fails into the form's
// error summary with the same words (client-form-action.ts), the fields kept.
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { useOnline } from '#web/lib/hooks/use-online.ts';

export function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  const { t } = useI18n();
  const online = useOnline();
  return (
    <div className="flex flex-col items-start gap-3">
      {online ? null : (
        <p
          role="status"
          className="rounded-md border-l-4 border-amber-600 bg-amber-50 px-4 py-2 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
        >
          {t('offline.form_note')}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        aria-disabled={pending}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-rose-800 px-6 py-2 text-lg font-semibold text-white shadow-sm hover:bg-rose-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:cursor-wait disabled:opacity-80 dark:bg-rose-700 dark:hover:bg-rose-600 dark:focus-visible:outline-amber-300"
      >
        {pending ? (
          <svg
            aria-hidden="true"
            focusable="false"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            className="motion-safe:animate-spin"
          >
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.35" strokeWidth="3" />
            <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        ) : null}
        <span>{pending ? t('forms.sending') : label}</span>
      </button>
    </div>
  );
}
