// /complaint/status: a citizen follows a complaint with its reference and the phone number given on the
// form (POST /api/base/complaints/status, rate-limited). The status, dates and the office's replies are
// shown, nothing of what the citizen wrote. A POST form,
// so the phone number never lands in an address bar, a history or a log.
import type { Route } from './+types/route.ts';
import { data, Form, useActionData, useNavigation } from 'react-router';
import type { ComplaintStatus } from '#shared/contract/complaint-status.ts';
import type { ErrorResponse } from '#shared/contract/common.ts';
import { formatDate } from '#shared/calendar/format.ts';
import { SubmitButton } from '#web/components/form-fields/submit-button.tsx';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import { requestInfoContext } from '#web/lib/api/request-context.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import type { MessageKey } from '#shared/i18n/index.ts';
import { PreviewTags } from '#web/components/seo/seo-head.tsx';
import { hydrateHandle } from '#web/lib/hydration/route-hydrates.ts';
import { RefusalBox } from '#web/components/form-fields/refusal-box.tsx';

export const handle = { ...hydrateHandle, maxBodyBytes: 4 * 1024 };

type Answer =
  | { ok: true; status: ComplaintStatus }
  | { ok: false; message: string; errors: Record<string, string>; values: Record<string, string> };

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = { reference: String(form.get('reference') ?? ''), phone: String(form.get('phone') ?? '') };
  const reply = await context.get(requestInfoContext).callApi({
    method: 'POST',
    path: '/api/base/complaints/status',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(values),
  });
  const body = JSON.parse(reply.body) as { data: ComplaintStatus } | ErrorResponse;
  if ('data' in body) return { ok: true, status: body.data } satisfies Answer;
  const refused: Answer = { ok: false, message: body.message, errors: body.errors ?? {}, values };
  return data(refused, { status: reply.status });
}

const STATUS_TEXT: Record<ComplaintStatus['status'], MessageKey> = {
  received: 'forms.status.received_status',
  in_review: 'forms.status.in_review_status',
  resolved: 'forms.status.resolved_status',
  rejected: 'forms.status.rejected_status',
};

function StatusResult({ status }: { status: ComplaintStatus }) {
  const { t, n, lang } = useI18n();
  const rows: [string, string | null][] = [
    [t('forms.status.status'), t(STATUS_TEXT[status.status])],
    [t('forms.status.received'), formatDate(status.receivedAt, lang)],
    [t('forms.status.updated'), status.updatedAt ? formatDate(status.updatedAt, lang) : null],
    [t('forms.status.closed'), status.closedAt ? formatDate(status.closedAt, lang) : null],
  ];
  return (
    <section
      role="status"
      aria-labelledby="status-result"
      className="mb-8 rounded-md border-l-8 border-green-700 bg-green-50 p-4 dark:border-green-400 dark:bg-green-950"
    >
      <h2 id="status-result" className="text-xl font-semibold">
        {t('forms.status.result_title', { reference: n(status.reference) })}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {status.replies.length ? (
        <>
          <h3 className="mt-4 text-lg font-semibold">{t('forms.status.replies')}</h3>
          <ol className="mt-2 space-y-3">
            {status.replies.map((reply) => (
              <li
                key={reply.at}
                className="rounded border border-green-700/30 bg-white p-3 dark:border-green-400/30 dark:bg-slate-900"
              >
                <p className="text-sm font-semibold text-slate-700 dark:text-slate-300">
                  {t('forms.status.reply_on', { date: formatDate(reply.at, lang) })}
                </p>
                <p className="mt-1 whitespace-pre-line">{reply.text}</p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

export default function ComplaintStatusPage() {
  const answer = useActionData<typeof action>();
  const pending = useNavigation().state === 'submitting';
  const { t } = useI18n();
  const refused = answer && !answer.ok ? answer : null;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${refused ? `${t('forms.error_prefix')} ` : ''}${t('forms.status.title')} | ${t('site.name')}`}</title>
      <PreviewTags
        title={`${refused ? `${t('forms.error_prefix')} ` : ''}${t('forms.status.title')} | ${t('site.name')}`}
        description={t('forms.status.description')}
      />
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {t('forms.status.title')}
      </h1>
      <div aria-hidden="true" className="mt-3 h-1 w-16 rounded-full bg-amber-500 dark:bg-amber-400" />
      <p className="mt-4 mb-6 text-lg text-slate-700 dark:text-slate-300">{t('forms.status.intro')}</p>
      {answer?.ok ? <StatusResult status={answer.status} /> : null}
      {refused ? <RefusalBox message={refused.message} /> : null}
      <Form
        method="post"
        className="space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900"
      >
        <TextField
          idPrefix="status"
          name="reference"
          label={t('forms.status.reference')}
          hint={t('forms.status.reference_hint')}
          required
          spellCheck={false}
          autoComplete="off"
          defaultValue={refused?.values.reference}
          error={refused?.errors.reference}
        />
        <TextField
          idPrefix="status"
          name="phone"
          type="tel"
          label={t('forms.status.phone')}
          autoComplete="tel"
          inputMode="tel"
          required
          defaultValue={refused?.values.phone}
          error={refused?.errors.phone}
        />
        <SubmitButton pending={pending} label={t('forms.status.submit')} />
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('forms.status.privacy')}</p>
      </Form>
    </main>
  );
}
