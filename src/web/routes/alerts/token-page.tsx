// The pages the alert mails link to (ADR 046): /alerts/confirm/:token and /alerts/unsubscribe/:token. Mail
// scanners open links, so the GET only shows what the link does and a button; the POST (a plain form, no
// JavaScript needed) confirms or unsubscribes, and the page says what happened.
import { Form, Link } from 'react-router';
import type { MessageKey } from '#shared/i18n/index.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { pages } from '#web/lib/paths.ts';
import { SubmitButton } from '#web/components/form-fields/submit-button.tsx';
import { PreviewTags } from '#web/components/seo/seo-head.tsx';
import type { AlertAnswer } from './call-alerts-api.server.ts';

export function AlertTokenPage({
  posted,
  titleKey,
  introKey,
  buttonKey,
}: {
  posted: AlertAnswer | undefined;
  titleKey: MessageKey;
  introKey: MessageKey;
  buttonKey: MessageKey;
}) {
  const { t } = useI18n();
  const title = `${posted && !posted.ok ? `${t('forms.error_prefix')} ` : ''}${t(titleKey)} | ${t('site.name')}`;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <PreviewTags title={title} description={t('alerts.description')} />
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {t(titleKey)}
      </h1>
      <div aria-hidden="true" className="mt-3 h-1 w-16 rounded-full bg-amber-500 dark:bg-amber-400" />
      {posted?.ok ? (
        <p
          role="status"
          className="mt-6 rounded-md border-l-8 border-green-700 bg-green-50 p-4 text-lg font-semibold dark:border-green-400 dark:bg-green-950"
        >
          {posted.message}
        </p>
      ) : posted ? (
        <div
          role="alert"
          className="mt-6 rounded-md border-l-8 border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-400 dark:bg-slate-900 dark:text-red-200"
        >
          <p className="font-semibold">{posted.message}</p>
          <p className="mt-2">
            <Link to={pages.alerts()} className="font-medium underline underline-offset-2">
              {t('alerts.subscribe_again')}
            </Link>
          </p>
        </div>
      ) : (
        <Form method="post" className="mt-6 space-y-5">
          <p className="text-lg text-slate-700 dark:text-slate-300">{t(introKey)}</p>
          <SubmitButton pending={false} label={t(buttonKey)} />
        </Form>
      )}
    </main>
  );
}
