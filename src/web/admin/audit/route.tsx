// /admin/audit (administrators): the audit log, newest first, filtered by who, what and when (in the URL).
import type { Route } from './+types/route.ts';
import { Form, useLoaderData, useSearchParams } from 'react-router';
import type { AuditEntry } from '#shared/contract/admin/audit.ts';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import { AdminPage, buttonClass, cardClass, ListPages } from '../components/admin-ui.tsx';
import { readAdmin } from '../lib/admin-api.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { formatWhen } from '../lib/format.ts';
import { useAdminText } from '../lib/use-admin-text.ts';

const FILTERS = ['actor', 'action', 'entity', 'from', 'to', 'page'] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = new URLSearchParams({ pageSize: '50' });
  for (const name of FILTERS) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  return { entries: await readAdmin(context, request, adminEndpoints.audit(query)) };
}

const showChange = (entry: AuditEntry) =>
  [
    entry.before ? `− ${JSON.stringify(entry.before)}` : '',
    entry.after ? `+ ${JSON.stringify(entry.after)}` : '',
  ]
    .filter(Boolean)
    .join('\n');

export default function AuditPage() {
  const { entries } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const { t, lang } = useAdminText();
  return (
    <AdminPage title={t('admin.audit.title')} wide>
      <Form method="get" className={`${cardClass} mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5`}>
        <TextField
          idPrefix="audit"
          name="actor"
          label={t('admin.audit.actor')}
          defaultValue={params.get('actor') ?? ''}
        />
        <TextField
          idPrefix="audit"
          name="action"
          label={t('admin.audit.action')}
          defaultValue={params.get('action') ?? ''}
        />
        <TextField
          idPrefix="audit"
          name="entity"
          label={t('admin.audit.entity')}
          defaultValue={params.get('entity') ?? ''}
        />
        <TextField
          idPrefix="audit"
          name="from"
          type="date"
          label={t('admin.cases.from')}
          defaultValue={params.get('from') ?? ''}
        />
        <TextField
          idPrefix="audit"
          name="to"
          type="date"
          label={t('admin.cases.to')}
          defaultValue={params.get('to') ?? ''}
        />
        <div>
          <button type="submit" className={buttonClass}>
            {t('admin.cases.filter')}
          </button>
        </div>
      </Form>
      <div className="overflow-x-auto rounded-lg border border-slate-300 dark:border-slate-700">
        <table className="w-full min-w-[48rem] border-collapse bg-white text-left text-sm dark:bg-slate-900">
          <caption className="sr-only">{t('admin.audit.title')}</caption>
          <thead className="bg-slate-100 dark:bg-slate-800">
            <tr>
              <th scope="col" className="p-2">
                {t('admin.audit.col.when')}
              </th>
              <th scope="col" className="p-2">
                {t('admin.audit.col.who')}
              </th>
              <th scope="col" className="p-2">
                {t('admin.audit.col.where')}
              </th>
              <th scope="col" className="p-2">
                {t('admin.audit.col.what')}
              </th>
              <th scope="col" className="p-2">
                {t('admin.audit.col.change')}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.data.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-200 align-top dark:border-slate-700">
                <td className="p-2 whitespace-nowrap">{formatWhen(entry.at, lang)}</td>
                <td className="p-2">{entry.actorEmail ?? t('admin.audit.nobody')}</td>
                <td className="p-2 font-mono">{entry.ip}</td>
                <td className="p-2">
                  <span className="font-mono">{entry.action}</span>
                  <span className="block">
                    {entry.entity}
                    {entry.entityId ? ` #${entry.entityId}` : ''}
                  </span>
                </td>
                <td className="p-2">
                  <pre className="max-w-md font-mono text-xs whitespace-pre-wrap break-all">
                    {showChange(entry)}
                  </pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ListPages list={entries} />
    </AdminPage>
  );
}
