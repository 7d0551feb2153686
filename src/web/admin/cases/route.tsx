// /admin/cases: the inbox of complaints or contact messages, filtered by status, branch, dates, text and
// deadlines (all in the URL, so a filtered list can be shared and reloaded), most urgent first by default,
// paged, with a CSV export of the same filter. Each complaint shows its age and its next deadline in BS.
import type { Route } from './+types/route.ts';
import { Form, Link, useLoaderData, useSearchParams } from 'react-router';
import { caseSorts, caseStatuses, type CaseSummary } from '#shared/contract/admin/cases.ts';
import { detectWebRequestLanguage, LANGUAGE_QUERY } from '#shared/i18n/detect.ts';
import { SelectField } from '#web/components/form-fields/select-field.tsx';
import { TextField } from '#web/components/form-fields/text-field.tsx';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { adminPages } from '../lib/paths.ts';
import {
  AdminPage,
  buttonClass,
  cardClass,
  linkClass,
  ListPages,
  secondaryButtonClass,
  StatusBadge,
  AdminTable,
} from '../components/admin-ui.tsx';
import { readAdmin } from '../lib/admin-api.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { endpoints } from '#shared/contract/endpoints.ts';
import { serverApiReader } from '#web/lib/api/api-reader.ts';
import { branchLabel, loadBranchOptions } from '../lib/branches.ts';
import { DAY_FILTERS, dayFilters, type DayFilters } from '../lib/day-filters.ts';
import { DayFilterField } from '../components/day-filter-field.tsx';
import { ageInDays, formatBsDay, formatWhen } from '../lib/format.ts';
import { useAdminText } from '../lib/use-admin-text.ts';

const FILTERS = ['kind', 'status', 'branch', 'category', 'from', 'to', 'q', 'overdue', 'sort'] as const;

/**
 * The filters of the page's URL, as the API's query (empty ones left out; days as AD days, however the
 * screen's language had them typed).
 */
function filterQuery(url: URL, days: DayFilters['days'], extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const name of [...FILTERS, 'page']) {
    const value = url.searchParams.get(name);
    if (value && !(DAY_FILTERS as readonly string[]).includes(name)) query.set(name, value);
  }
  for (const [name, value] of Object.entries({ ...days, ...extra })) query.set(name, value);
  return query.toString();
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { days, badDates } = dayFilters(url, detectWebRequestLanguage(request));
  const read = serverApiReader(context);
  // Complaints and messages have categories of their own.
  const categories =
    url.searchParams.get('kind') === 'message'
      ? endpoints.contactCategories()
      : endpoints.complaintCategories();
  const [cases, branches, { data: categoryOptions }] = await Promise.all([
    readAdmin(context, request, adminEndpoints.cases(filterQuery(url, days, { pageSize: '20' }))),
    loadBranchOptions(context),
    read(categories),
  ]);
  return { cases, branches, categories: categoryOptions, badDates, exportQuery: filterQuery(url, days) };
}

/** A complaint's next deadline in BS, and "Overdue" in words (not by colour alone) when it has passed. */
function Deadline({ item }: { item: CaseSummary }) {
  const { t, lang } = useAdminText();
  if (!item.dueAt) return <span>{t('admin.cases.closed')}</span>;
  const date = formatBsDay(item.dueAt, lang);
  const text = item.firstReplyAt
    ? t('admin.cases.close_due', { date })
    : t('admin.cases.reply_due', { date });
  return (
    <>
      {item.overdue ? (
        <strong className="mb-1 inline-block rounded bg-red-800 px-2 py-0.5 text-sm text-white dark:bg-red-300 dark:text-slate-950">
          {t('admin.cases.overdue')}
        </strong>
      ) : null}
      <span className="block">{text}</span>
    </>
  );
}

export default function CasesPage() {
  const { cases, branches, categories, badDates, exportQuery } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const { t, lang } = useAdminText();
  const { n } = useI18n();
  const kind = params.get('kind') === 'message' ? 'message' : 'complaint';
  return (
    <AdminPage title={t('admin.cases.title')} wide>
      <Form method="get" className={`${cardClass} mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3`}>
        <SelectField
          idPrefix="cases"
          name="kind"
          label={t('admin.cases.kind')}
          defaultValue={kind}
          items={[
            { value: 'complaint', label: t('admin.cases.kind.complaint') },
            { value: 'message', label: t('admin.cases.kind.message') },
          ]}
        />
        <SelectField
          idPrefix="cases"
          name="status"
          label={t('admin.cases.status')}
          defaultValue={params.get('status') ?? ''}
          items={caseStatuses.map((status) => ({ value: status, label: t(`admin.status.${status}`) }))}
        />
        <SelectField
          idPrefix="cases"
          name="branch"
          label={t('admin.cases.branch')}
          defaultValue={params.get('branch') ?? ''}
          items={branches.map((branch) => ({ value: String(branch.id), label: branchLabel(branch, lang) }))}
        />
        <SelectField
          idPrefix="cases"
          name="category"
          label={t('admin.case.category')}
          defaultValue={params.get('category') ?? ''}
          items={categories.map((category) => ({
            value: String(category.id),
            label: lang === 'ne' ? category.name_ne : category.name_en,
          }))}
        />
        <DayFilterField
          idPrefix="cases"
          name="from"
          label={t('admin.cases.from')}
          error={badDates.from ? t('admin.audit.bad_date') : undefined}
        />
        <DayFilterField
          idPrefix="cases"
          name="to"
          label={t('admin.cases.to')}
          error={badDates.to ? t('admin.audit.bad_date') : undefined}
        />
        <TextField
          idPrefix="cases"
          name="q"
          type="search"
          label={t('admin.cases.text')}
          defaultValue={params.get('q') ?? ''}
        />
        {kind === 'complaint' ? (
          <>
            <SelectField
              idPrefix="cases"
              name="overdue"
              label={t('admin.cases.overdue_filter')}
              defaultValue={params.get('overdue') ?? ''}
              items={[{ value: '1', label: t('admin.cases.overdue_only') }]}
            />
            <SelectField
              idPrefix="cases"
              name="sort"
              label={t('admin.cases.sort')}
              defaultValue={params.get('sort') ?? 'urgency'}
              required
              items={caseSorts.map((sort) => ({ value: sort, label: t(`admin.cases.sort.${sort}`) }))}
            />
          </>
        ) : null}
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-3">
          <button type="submit" className={buttonClass}>
            {t('admin.cases.filter')}
          </button>
          <Link to={adminPages.cases()} className={secondaryButtonClass}>
            {t('admin.cases.clear')}
          </Link>
          {/* In the language of the page (the API also reads the cookie; the link says it outright). */}
          <a
            href={`/api/admin/cases/export.csv?${exportQuery}&${LANGUAGE_QUERY}=${lang}`}
            className={secondaryButtonClass}
            download
          >
            {t('admin.cases.export')}
          </a>
          <Link to={adminPages.caseReports()} className={secondaryButtonClass}>
            {t('admin.reports.link')}
          </Link>
          <a
            href={`/api/admin/cases/timeline.csv?${exportQuery}&${LANGUAGE_QUERY}=${lang}`}
            className={secondaryButtonClass}
            download
          >
            {t('admin.cases.export_timeline')}
          </a>
        </div>
      </Form>

      <p role="status" className="mb-3 font-semibold">
        {t('admin.cases.count', { count: n(cases.total_items) })}
        {cases.overdueCount > 0 ? (
          <>
            {' · '}
            <Link
              to={adminPages.cases('kind=complaint&overdue=1')}
              className={`${linkClass} text-red-800 dark:text-red-300`}
            >
              {t('admin.cases.overdue_count', { count: n(cases.overdueCount) })}
            </Link>
          </>
        ) : null}
      </p>
      {cases.data.length === 0 ? (
        <p>{t('admin.cases.none')}</p>
      ) : (
        <AdminTable
          caption={t(kind === 'message' ? 'admin.cases.kind.message' : 'admin.cases.kind.complaint')}
          headings={[
            t('admin.cases.col.subject'),
            t('admin.cases.status'),
            t('admin.cases.branch'),
            t('admin.cases.col.received'),
            kind === 'complaint' ? t('admin.cases.col.due') : null,
            t('admin.cases.col.assigned'),
          ]}
        >
          <tbody>
            {cases.data.map((item) => (
              <tr key={item.id} className="border-t border-slate-200 align-top dark:border-slate-700">
                <td className="p-3">
                  <Link to={adminPages.case(item.kind, item.id)} className={linkClass}>
                    {item.title}
                  </Link>
                  <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
                    {item.reference ? `${n(item.reference)} · ` : ''}
                    {item.name}
                  </span>
                </td>
                <td className="p-3">
                  <StatusBadge status={item.status} />
                </td>
                <td className="p-3">
                  {item.branchId
                    ? branchLabel({ name_en: item.branch_en, name_ne: item.branch_ne }, lang)
                    : t('admin.cases.no_branch')}
                </td>
                <td className="p-3 whitespace-nowrap">
                  {formatWhen(item.createdAt, lang)}
                  <span className="block text-sm text-slate-700 dark:text-slate-300">
                    {t('admin.cases.age', { days: n(ageInDays(item.createdAt)) })}
                  </span>
                </td>
                {kind === 'complaint' ? (
                  <td className="p-3">
                    <Deadline item={item} />
                  </td>
                ) : null}
                <td className="p-3">{item.assignedTo ?? t('admin.cases.unassigned')}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      <ListPages list={cases} />
    </AdminPage>
  );
}
