// /admin/audit (administrators): the activity log in plain language (issue 29): who did what to which
// item (its title, linked to where it is edited) and what changed, with the fields' labels and readable
// values, newest first. Filtered in the URL by who, an action of the closed list and days (BS on Nepali
// screens), which work without JavaScript; the same filter downloads as CSV in the screen's language.
import type { Route } from './+types/route.ts';
import { Form, Link, useLoaderData, useSearchParams } from 'react-router';
import { SelectField } from '#web/components/form-fields/select-field.tsx';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import { detectWebRequestLanguage } from '#shared/i18n/detect.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import {
  AdminPage,
  buttonClass,
  cardClass,
  linkClass,
  ListPages,
  secondaryButtonClass,
  AdminTable,
} from '../components/admin-ui.tsx';
import { DayFilterField } from '../components/day-filter-field.tsx';
import { readAdmin } from '../lib/admin-api.ts';
import { actionKey } from '../lib/audit-messages.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { actionGroups, auditFilters } from './filters.ts';
import { changeLine, readEntry } from './readable.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { query, badDates } = auditFilters(url, detectWebRequestLanguage(request));
  query.set('pageSize', '50');
  const page = url.searchParams.get('page');
  if (page) query.set('page', page);
  return {
    entries: await readAdmin(context, request, adminEndpoints.audit(query)),
    badDates,
    // The CSV takes the filters as typed (its loader reads BS dates the same way).
    exportSearch: new URLSearchParams(
      [...url.searchParams].filter(([name]) => name !== 'page' && name !== '_routes'),
    ).toString(),
  };
}

export default function AuditPage() {
  const { entries, badDates, exportSearch } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const { t, lang } = useAdminText();
  const bad = (name: 'from' | 'to') => (badDates[name] ? t('admin.audit.bad_date') : undefined);
  return (
    <AdminPage title={t('admin.audit.title')} wide>
      <Form method="get" className={`${cardClass} mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4`}>
        <TextField
          idPrefix="audit"
          name="actor"
          label={t('admin.audit.actor')}
          defaultValue={params.get('actor') ?? ''}
        />
        <SelectField
          idPrefix="audit"
          name="action"
          label={t('admin.audit.action')}
          defaultValue={params.get('action') ?? ''}
          items={actionGroups().map((group) => ({
            label: t(group.label),
            options: group.actions.map((action) => ({ value: action, label: t(actionKey(action)) })),
          }))}
        />
        <DayFilterField
          idPrefix="audit"
          name="from"
          label={t(lang === 'ne' ? 'admin.audit.from_bs' : 'admin.audit.from_day')}
          error={bad('from')}
        />
        <DayFilterField
          idPrefix="audit"
          name="to"
          label={t(lang === 'ne' ? 'admin.audit.to_bs' : 'admin.audit.to_day')}
          error={bad('to')}
        />
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonClass}>
            {t('admin.cases.filter')}
          </button>
          <a
            href={`/admin/audit/export.csv${exportSearch ? `?${exportSearch}` : ''}`}
            className={secondaryButtonClass}
            download
          >
            {t('admin.audit.export')}
          </a>
        </div>
      </Form>
      {entries.data.length === 0 ? (
        <p className={cardClass}>{t('admin.audit.no_entries')}</p>
      ) : (
        <AdminTable
          caption={t('admin.audit.title')}
          headings={[
            t('admin.audit.col.when'),
            t('admin.audit.col.who'),
            t('admin.audit.col.what'),
            t('admin.audit.col.change'),
          ]}
          small
        >
          <tbody>
            {entries.data.map((entry) => {
              const read = readEntry(entry, t, lang);
              return (
                <tr key={entry.id} className="border-t border-slate-200 align-top dark:border-slate-700">
                  <td className="p-2 whitespace-nowrap">{read.when}</td>
                  <td className="p-2">
                    <span className="block">{read.who}</span>
                    {entry.ip ? (
                      <span className="block font-mono text-xs text-slate-600 dark:text-slate-300">
                        {entry.ip}
                      </span>
                    ) : null}
                  </td>
                  <td className="p-2">
                    <span className="block font-semibold">{read.action}</span>
                    {read.target.href ? (
                      <Link to={read.target.href} className={linkClass}>
                        {read.target.text}
                      </Link>
                    ) : (
                      <span>{read.target.text}</span>
                    )}
                  </td>
                  <td className="p-2">
                    {read.changes.length ? (
                      <ul className="max-w-md space-y-1 break-words">
                        {read.changes.map((change) => (
                          <li key={change.field}>{changeLine(change, t)}</li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </AdminTable>
      )}
      <ListPages list={entries} />
    </AdminPage>
  );
}
