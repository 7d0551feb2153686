// /admin/cases/reports: the complaint reports (issue 26 step 5) of what the staff member may see. Each
// figure is a table whose last column draws its bar (CSS, no chart library): the numbers are the table's,
// read by screen readers and on a phone, the bars only show the proportions. Months in BS on Nepali
// pages, AD on English ones; the CSV link gives the same figures in the page's language.
import type { Route } from './+types/route.ts';
import { Link, useLoaderData } from 'react-router';
import { branchScope } from '#shared/contract/admin/staff.ts';
import type { CaseReport } from '#shared/contract/admin/case-reports.ts';
import { adminEndpoints } from '#shared/contract/admin/endpoints.ts';
import { calendarOf, reportMonthLabel } from '#shared/calendar/report-month.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { pages } from '#web/lib/paths.ts';
import { AdminPage, cardClass, linkClass, secondaryButtonClass } from '../components/admin-ui.tsx';
import { readAdmin } from '../lib/admin-api.ts';
import { adminPages } from '../lib/paths.ts';
import { useAdminText } from '../lib/use-admin-text.ts';
import { useMe } from '../lib/use-me.ts';

/** Both calendars' reports: the page shows its language's (the loader does not know the language). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [bs, ad] = await Promise.all([
    readAdmin(context, request, adminEndpoints.caseReport('bs')),
    readAdmin(context, request, adminEndpoints.caseReport('ad')),
  ]);
  return { bs: bs.data, ad: ad.data };
}

interface Bar {
  key: string;
  label: string;
  count: number;
}

function BarTable({ id, title, column, bars }: { id: string; title: string; column: string; bars: Bar[] }) {
  const { t: tr, n } = useI18n();
  const { t } = useAdminText();
  const most = Math.max(1, ...bars.map((bar) => bar.count));
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-600">
            <th scope="col" className="py-2 pr-2">
              {column}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {tr('record.count')}
            </th>
            <th scope="col" className="w-2/5 py-2">
              <span className="sr-only">{t('admin.reports.bar')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key} className="border-b border-slate-200 dark:border-slate-700">
              <th scope="row" className="py-2 pr-2 font-medium">
                {bar.label}
              </th>
              <td className="py-2 pr-2 text-right tabular-nums">{n(bar.count)}</td>
              <td className="py-2" aria-hidden="true">
                <div
                  className="h-4 rounded-sm bg-rose-800 dark:bg-rose-300"
                  style={{ width: `${(bar.count / most) * 100}%` }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Durations({ report }: { report: CaseReport }) {
  const { t: tr, n } = useI18n();
  const { t } = useAdminText();
  const cell = (value: number | null) => (value === null ? '–' : n(value));
  const rows = [
    {
      key: 'reply',
      label: tr('record.first_reply'),
      figures: report.firstReply,
      counted: tr('record.answered'),
    },
    { key: 'close', label: tr('record.to_close'), figures: report.close, counted: tr('record.closed') },
  ];
  return (
    <section aria-labelledby="report-times" className={cardClass}>
      <h2 id="report-times" className="mb-1 text-xl font-semibold">
        {t('admin.reports.times')}
      </h2>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{t('admin.reports.times_note')}</p>
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-slate-300 dark:border-slate-600">
            <th scope="col" className="py-2 pr-2">
              {tr('record.figure')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {tr('record.count')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right">
              {tr('record.median')}
            </th>
            <th scope="col" className="py-2 text-right">
              {tr('record.p90')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, label, figures, counted }) => (
            <tr key={key} className="border-b border-slate-200 dark:border-slate-700">
              <th scope="row" className="py-2 pr-2 font-medium">
                {label}
              </th>
              <td className="py-2 pr-2 text-right tabular-nums">{`${n(figures.count)} ${counted}`}</td>
              <td className="py-2 pr-2 text-right tabular-nums">{cell(figures.median)}</td>
              <td className="py-2 text-right tabular-nums">{cell(figures.p90)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export default function CaseReportsPage() {
  const reports = useLoaderData<typeof loader>();
  const me = useMe();
  const { t, lang } = useAdminText();
  const { t: tr, n } = useI18n();
  const calendar = calendarOf(lang);
  const report = reports[calendar];
  const name = (item: { name_en: string; name_ne: string }) => (lang === 'ne' ? item.name_ne : item.name_en);
  return (
    <AdminPage title={t('admin.reports.title')} wide>
      <p className="mb-2">
        {t(branchScope(me) === null ? 'admin.reports.scope_all' : 'admin.reports.scope_branch')}{' '}
        <strong>{t('admin.reports.total', { count: n(report.total) })}</strong>
      </p>
      <p className="mb-6 flex flex-wrap gap-3">
        <a
          href={`/api/admin/cases/reports.csv?calendar=${calendar}`}
          className={secondaryButtonClass}
          download
        >
          {t('admin.reports.csv')}
        </a>
        <Link to={adminPages.cases()} className={secondaryButtonClass}>
          {t('admin.cases.title')}
        </Link>
        <a href={pages.complaintRecord()} className={`${linkClass} self-center`}>
          {t('admin.reports.public')}
        </a>
      </p>
      {report.total === 0 ? (
        <p>{t('admin.reports.none')}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Durations report={report} />
          <BarTable
            id="report-months"
            title={t('admin.reports.by_month')}
            column={tr('record.month')}
            bars={report.byMonth.map((item) => ({
              key: item.month,
              label: reportMonthLabel(item.month, calendar, lang),
              count: item.count,
            }))}
          />
          <BarTable
            id="report-branches"
            title={t('admin.reports.by_branch')}
            column={tr('record.branch')}
            bars={report.byBranch.map((item) => ({
              key: String(item.id),
              label: name(item),
              count: item.count,
            }))}
          />
          <BarTable
            id="report-categories"
            title={t('admin.reports.by_category')}
            column={tr('record.category')}
            bars={report.byCategory.map((item) => ({
              key: String(item.id),
              label: name(item),
              count: item.count,
            }))}
          />
          <BarTable
            id="report-statuses"
            title={t('admin.reports.by_status')}
            column={tr('record.status')}
            bars={report.byStatus.map((item) => ({
              key: item.status,
              label: tr(`forms.status.${item.status}_status`),
              count: item.count,
            }))}
          />
        </div>
      )}
    </AdminPage>
  );
}
