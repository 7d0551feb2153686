// /admin/mail (administrators, `mail.manage`): the mail outbox (ADR 035), newest first, filtered by state
// in the URL: queued, not sent (with its attempts, last error and next try) and sent; "Send again" for a
// message that could not be sent (a form: works without JavaScript; logged by the API). A message's text is
// never shown (docs/staff-area.md "The mail outbox").
import type { Route } from './+types/route.ts';
import { Form, Link, useActionData, useLoaderData, useSearchParams } from 'react-router';
import { mailStates, type MailState } from '#shared/contract/admin/mail.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { localDigits } from '#shared/calendar/digits.ts';
import { SelectField } from '#web/components/form-fields/select-field.tsx';
import {
  AdminPage,
  buttonClass,
  cardClass,
  linkClass,
  ListPages,
  ResultMessage,
  AdminTable,
} from '../components/admin-ui.tsx';
import { adminFormHandle, callAdminApi, formFields, readAdmin, respond } from '../lib/admin-api.ts';
import { formatWhen } from '../lib/format.ts';
import { adminPages } from '../lib/paths.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import type { AdminKey } from '../lib/messages.ts';

export const handle = adminFormHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = new URLSearchParams({ pageSize: '50' });
  for (const name of ['state', 'page']) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  return { mail: await readAdmin(context, request, adminEndpoints.mail(query)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { id = '' } = await formFields(request);
  return respond(request, await callAdminApi(context, adminEndpoints.resendMail(Number(id) || 0)), 'resend');
}

const stateColours: Record<MailState, string> = {
  queued: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  failed: 'bg-red-800 text-white dark:bg-red-300 dark:text-slate-950',
  sent: 'bg-green-800 text-white dark:bg-green-300 dark:text-slate-950',
};

/** The words of the topics this page knows; another topic shows as it is named (`case.new`). */
const topicKeys: Partial<Record<string, AdminKey>> = {
  'case.new': 'admin.mail.topic.case.new',
  'case.forwarded': 'admin.mail.topic.case.forwarded',
  'case.overdue_digest': 'admin.mail.topic.case.overdue_digest',
  'alert.confirm': 'admin.mail.topic.alert.confirm',
  'alert.notice': 'admin.mail.topic.alert.notice',
  'alert.vacancy': 'admin.mail.topic.alert.vacancy',
  'alert.result': 'admin.mail.topic.alert.result',
};

export default function MailPage() {
  const { mail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { t, lang } = useAdminText();
  const topic = (name: string) => {
    const key = topicKeys[name];
    return key ? t(key) : name;
  };
  return (
    <AdminPage title={t('admin.mail')} wide>
      <p className="mb-2 max-w-prose">{t('admin.mail.intro')}</p>
      <p className="mb-6 max-w-prose text-slate-700 dark:text-slate-300">{t('admin.mail.no_text')}</p>
      <ResultMessage result={result} intent="resend" />
      <Form method="get" className={`${cardClass} mb-6 flex flex-wrap items-end gap-4`}>
        <SelectField
          idPrefix="mail"
          name="state"
          label={t('admin.mail.state')}
          defaultValue={params.get('state') ?? ''}
          items={mailStates.map((state) => ({ value: state, label: t(`admin.mail.state.${state}`) }))}
        />
        <button type="submit" className={buttonClass}>
          {t('admin.cases.filter')}
        </button>
      </Form>
      {mail.data.length === 0 ? (
        <p role="status">{t('admin.mail.none')}</p>
      ) : (
        <AdminTable
          caption={t('admin.mail')}
          headings={[
            t('admin.mail.col.created'),
            t('admin.mail.col.to'),
            t('admin.mail.col.subject'),
            t('admin.mail.col.state'),
            t('admin.mail.col.action'),
          ]}
          small
        >
          <tbody>
            {mail.data.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-200 align-top dark:border-slate-700">
                <td className="p-2 whitespace-nowrap">{formatWhen(entry.createdAt, lang)}</td>
                <td className="p-2 break-all">{entry.to}</td>
                <td className="p-2">
                  <span className="block font-semibold">{topic(entry.topic)}</span>
                  <span className="block">{entry.subject}</span>
                  {entry.entity === 'complaint' && entry.entityId ? (
                    <Link to={adminPages.case('complaint', Number(entry.entityId))} className={linkClass}>
                      {t('admin.mail.open_case')}
                    </Link>
                  ) : null}
                </td>
                <td className="p-2">
                  <strong className={`inline-block rounded px-2 py-0.5 ${stateColours[entry.state]}`}>
                    {t(`admin.mail.state.${entry.state}`)}
                  </strong>
                  {entry.state === 'sent' && entry.sentAt ? (
                    <span className="block">
                      {t('admin.mail.sent_at', { when: formatWhen(entry.sentAt, lang) })}
                    </span>
                  ) : null}
                  {entry.attempts > 0 ? (
                    <span className="block">
                      {t('admin.mail.attempts', { count: localDigits(entry.attempts, lang) })}
                    </span>
                  ) : null}
                  {entry.state === 'failed' && entry.lastError ? (
                    <span className="block break-all">
                      {t('admin.mail.last_error', { error: entry.lastError })}
                    </span>
                  ) : null}
                  {entry.state === 'failed' && entry.nextAttemptAt ? (
                    <span className="block">
                      {t('admin.mail.next_attempt', { when: formatWhen(entry.nextAttemptAt, lang) })}
                    </span>
                  ) : null}
                </td>
                <td className="p-2">
                  {entry.state === 'failed' ? (
                    <Form method="post">
                      <input type="hidden" name="id" value={entry.id} />
                      <button
                        type="submit"
                        className={buttonClass}
                        aria-label={t('admin.mail.resend_label', { subject: entry.subject, to: entry.to })}
                      >
                        {t('admin.mail.resend')}
                      </button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      <ListPages list={mail} />
    </AdminPage>
  );
}
