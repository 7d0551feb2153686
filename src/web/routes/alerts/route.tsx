// /alerts (issue 27 item 5, ADR 046): subscribe by e-mail to new notices, vacancies or results, optionally
// of one branch, with the mails in Nepali or English. No account: the API stores the subscription
// unconfirmed and mails a confirmation link. A plain POST form (no JavaScript on this page); the action
// calls POST /api/base/alerts in-process and shows its answer, or the fields' messages beside them.
// Below it, where the server has a Web Push key and the browser can push, "Notify me on this device"
// (push-control.tsx, ADR 048) uses the same form's choices.
import type { ReactNode } from 'react';
import type { Route } from './+types/route.ts';
import { data, Form, useActionData, useLoaderData } from 'react-router';
import { ALERT_EMAIL_MAX, ALERT_TOPICS } from '#shared/contract/alerts.ts';
import { HONEYPOT_FIELD } from '#shared/contract/contact.ts';
import { languages, type MessageKey } from '#shared/i18n/index.ts';
import { browserApiReader, endpoints, serverApiReader, type ApiRead } from '#web/lib/api/api-reader.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { localized } from '#web/lib/format/localized.ts';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import { SubmitButton } from '#web/components/form-fields/submit-button.tsx';
import { HoneypotField } from '#web/components/form-fields/honeypot-field.tsx';
import { describedBy, fieldId, FieldFrame } from '#web/components/form-fields/field-parts.tsx';
import {
  controlBorder,
  controlClass,
  errorClass,
  fieldGroupClass,
  hintClass,
  labelClass,
} from '#web/components/form-fields/field-styles.ts';
import { PreviewTags } from '#web/components/seo/seo-head.tsx';
import { callAlertsApi, type AlertAnswer } from './call-alerts-api.server.ts';
import { RefusalBox } from '#web/components/form-fields/refusal-box.tsx';
import { PushControl } from './push-control.tsx';

export const handle = { maxBodyBytes: 4 * 1024 };

const FORM_ID = 'alerts-form';

const load = async (read: ApiRead) => ({
  branches: await read(endpoints.branches())
    .then((answer) => answer.data.map(({ id, name_en, name_ne }) => ({ id, name_en, name_ne })))
    .catch(() => []),
  // Null when Web Push is off (404): the page offers no push.
  pushKey: await read(endpoints.pushKey())
    .then((answer) => answer.publicKey)
    .catch(() => null),
});

export async function loader({ context }: Route.LoaderArgs) {
  return load(serverApiReader(context));
}

export async function clientLoader() {
  return load(browserApiReader());
}

type Posted = AlertAnswer & { values: { email: string; topics: string[]; branch: string; lang: string } };

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = {
    email: String(form.get('email') ?? ''),
    topics: form.getAll('topics').map(String),
    branch: String(form.get('branch') ?? ''),
    lang: String(form.get('lang') ?? ''),
  };
  // A bot that filled the hidden field is answered as a person would be, and nothing is sent.
  if (form.get(HONEYPOT_FIELD)) {
    return { ok: true, message: '', values } satisfies Posted;
  }
  const answer = await callAlertsApi(context, request, '/api/base/alerts', values);
  const posted: Posted = { ...answer, values };
  return answer.ok ? posted : data(posted, { status: answer.status });
}

const TOPIC_LABELS: Record<(typeof ALERT_TOPICS)[number], MessageKey> = {
  notice: 'alerts.topic.notice',
  vacancy: 'alerts.topic.vacancy',
  result: 'alerts.topic.result',
};
const LANGUAGE_NAMES = { ne: 'नेपाली', en: 'English' } as const;

/** A group of checkboxes or radio buttons with its legend, hint and error. */
function ChoiceGroup({
  id,
  legend,
  hint,
  error,
  children,
}: {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <fieldset className={fieldGroupClass(Boolean(error))} aria-describedby={describedBy(id, hint, error)}>
      <legend className={labelClass}>
        {legend} <span className="font-normal text-slate-700 dark:text-slate-300">{t('forms.required')}</span>
      </legend>
      {hint ? (
        <span id={`${id}-hint`} className={hintClass}>
          {hint}
        </span>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">{children}</div>
      {error ? (
        <span id={`${id}-error`} className={errorClass}>
          <span className="sr-only">{t('forms.error_prefix')} </span>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

const choiceClass =
  'size-5 accent-rose-800 focus:outline-3 focus:outline-offset-2 focus:outline-amber-500 dark:accent-rose-400 dark:focus:outline-amber-300';

export default function AlertsPage() {
  const { branches, pushKey } = useLoaderData<typeof clientLoader>();
  const posted = useActionData<typeof action>();
  const { t, lang } = useI18n();
  const refused = posted && !posted.ok ? posted : null;
  const values = posted?.values;
  const chosenTopics = values?.topics ?? ['notice', 'vacancy'];
  const chosenLang = values?.lang || lang;
  const title = `${refused ? `${t('forms.error_prefix')} ` : ''}${t('alerts.title')} | ${t('site.name')}`;
  const branchId = fieldId('alerts', 'branch');
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <title>{title}</title>
      <PreviewTags title={title} description={t('alerts.description')} />
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {t('alerts.title')}
      </h1>
      <div aria-hidden="true" className="mt-3 h-1 w-16 rounded-full bg-amber-500 dark:bg-amber-400" />
      <p className="mt-4 mb-6 text-lg text-slate-700 dark:text-slate-300">{t('alerts.intro')}</p>
      {posted?.ok ? (
        <section
          role="status"
          aria-labelledby="alerts-sent"
          className="mb-8 rounded-md border-l-8 border-green-700 bg-green-50 p-4 dark:border-green-400 dark:bg-green-950"
        >
          <h2 id="alerts-sent" className="text-xl font-semibold">
            {posted.message || t('alerts.check_mail')}
          </h2>
        </section>
      ) : null}
      {refused ? <RefusalBox message={refused.message} /> : null}
      <Form
        id={FORM_ID}
        method="post"
        noValidate
        className="relative space-y-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900"
      >
        <TextField
          idPrefix="alerts"
          name="email"
          type="email"
          label={t('alerts.email')}
          autoComplete="email"
          spellCheck={false}
          maxLength={ALERT_EMAIL_MAX}
          required
          defaultValue={values?.email}
          error={refused?.errors.email}
        />
        <ChoiceGroup id="alerts-topics" legend={t('alerts.topics')} error={refused?.errors.topics}>
          {ALERT_TOPICS.map((topic) => (
            <label key={topic} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="topics"
                value={topic}
                defaultChecked={chosenTopics.includes(topic)}
                className={choiceClass}
              />
              {t(TOPIC_LABELS[topic])}
            </label>
          ))}
        </ChoiceGroup>
        <FieldFrame
          id={branchId}
          label={t('alerts.branch')}
          hint={t('alerts.branch_hint')}
          error={refused?.errors.branch}
        >
          <select
            id={branchId}
            name="branch"
            defaultValue={values?.branch ?? ''}
            aria-invalid={refused?.errors.branch ? true : undefined}
            aria-describedby={describedBy(branchId, t('alerts.branch_hint'), refused?.errors.branch)}
            className={`${controlClass} ${controlBorder(Boolean(refused?.errors.branch))} min-h-11`}
          >
            <option value="">{t('alerts.branch_all')}</option>
            {branches.map((branch) => (
              <option key={branch.id} value={String(branch.id)}>
                {localized(branch, 'name', lang)}
              </option>
            ))}
          </select>
        </FieldFrame>
        <ChoiceGroup id="alerts-lang" legend={t('alerts.lang')} error={refused?.errors.lang}>
          {languages.map((choice) => (
            <label key={choice} lang={choice} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="lang"
                value={choice}
                defaultChecked={chosenLang === choice}
                className={choiceClass}
              />
              {LANGUAGE_NAMES[choice]}
            </label>
          ))}
        </ChoiceGroup>
        <HoneypotField idPrefix="alerts" name={HONEYPOT_FIELD} />
        <SubmitButton pending={false} label={t('alerts.submit')} />
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('alerts.privacy')}</p>
      </Form>
      {pushKey ? <PushControl publicKey={pushKey} formId={FORM_ID} /> : null}
    </main>
  );
}
