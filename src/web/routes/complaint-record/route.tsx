// /complaint/record: the public record of complaint handling (issue 26 step 6, ADR 038). Per month (BS on
// Nepali pages, AD on English ones) and branch: the complaints received and the median days to a first
// reply and to closing. A figure about fewer than 5 complaints reads "fewer than 5" (docs/citizen-data.md).
// Read-only, so no JavaScript; the answer is the derived public table's, stored by the response cache.
import type { Route } from './+types/route.ts';
import { Link, useLoaderData } from 'react-router';
import type { ComplaintRecord, ComplaintRecordRow } from '#shared/contract/complaint-record.ts';
import { calendarOf, reportMonthLabel } from '#shared/calendar/report-month.ts';
import { browserApiReader, endpoints, serverApiReader, type ApiRead } from '#web/lib/api/api-reader.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { pages } from '#web/lib/paths.ts';
import { PreviewTags } from '#web/components/seo/seo-head.tsx';
import { ScrollRegion } from '#web/components/scroll-region/scroll-region.tsx';

/** Both calendars' records: the page shows the one of its language (each read is stored by the cache). */
async function loadRecord(read: ApiRead) {
  const [bs, ad] = await Promise.all([
    read(endpoints.complaintRecord('bs')),
    read(endpoints.complaintRecord('ad')),
  ]);
  return { bs: bs.data, ad: ad.data };
}

export async function loader({ context }: Route.LoaderArgs) {
  return loadRecord(serverApiReader(context));
}

export async function clientLoader() {
  return loadRecord(browserApiReader());
}

/** Rows grouped by month, in the record's order (newest first). */
function byMonth(rows: ComplaintRecordRow[]) {
  const months = new Map<string, ComplaintRecordRow[]>();
  for (const row of rows) months.set(row.month, [...(months.get(row.month) ?? []), row]);
  return [...months.entries()];
}

function MonthTable({
  record,
  month,
  rows,
}: {
  record: ComplaintRecord;
  month: string;
  rows: ComplaintRecordRow[];
}) {
  const { t, n, lang } = useI18n();
  const fewer = t('record.fewer', { minimum: n(record.minimum) });
  const days = (value: number | null) => (value === null ? fewer : t('record.days', { days: n(value) }));
  const label = reportMonthLabel(month, record.calendar, lang);
  const id = `record-${month}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-2xl font-semibold text-slate-900 dark:text-white">
        {label}
      </h2>
      <ScrollRegion labelledBy={id} className="mt-3 rounded-lg border border-slate-300 dark:border-slate-600">
        <table className="w-full border-collapse bg-white text-left dark:bg-slate-900">
          <caption className="sr-only">{`${t('record.table_caption')}: ${label}`}</caption>
          <thead className="bg-slate-100 dark:bg-slate-800">
            <tr>
              <th scope="col" className="p-3">
                {t('record.branch')}
              </th>
              <th scope="col" className="p-3 text-right">
                {t('record.received')}
              </th>
              <th scope="col" className="p-3 text-right">
                {t('record.reply_median')}
              </th>
              <th scope="col" className="p-3 text-right">
                {t('record.close_median')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.branch.id} className="border-t border-slate-200 align-top dark:border-slate-700">
                <th scope="row" className="p-3 font-medium">
                  {lang === 'ne' ? row.branch.name_ne : row.branch.name_en}
                </th>
                <td className="p-3 text-right">{row.received === null ? fewer : n(row.received)}</td>
                <td className="p-3 text-right">{days(row.replyMedianDays)}</td>
                <td className="p-3 text-right">{days(row.closeMedianDays)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

export default function ComplaintRecordPage() {
  const records = useLoaderData<typeof clientLoader>();
  const { t, lang } = useI18n();
  const record = records[calendarOf(lang)];
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <title>{`${t('record.title')} | ${t('site.name')}`}</title>
      <PreviewTags title={`${t('record.title')} | ${t('site.name')}`} description={t('record.description')} />
      <header className="mb-6">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {t('record.title')}
        </h1>
        <div aria-hidden="true" className="mt-3 h-1 w-16 rounded-full bg-amber-500 dark:bg-amber-400" />
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('record.intro')}</p>
        <p className="mt-3 rounded-md border-l-4 border-amber-500 bg-amber-50 p-3 text-slate-800 dark:border-amber-400 dark:bg-slate-800 dark:text-slate-200">
          {t('record.privacy')}
        </p>
        <p className="mt-3">
          <Link
            to={pages.complaint()}
            className="font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300"
          >
            {t('forms.complaint.title')}
          </Link>
        </p>
      </header>
      {record.rows.length === 0 ? (
        <p>{t('record.none')}</p>
      ) : (
        byMonth(record.rows).map(([month, rows]) => (
          <MonthTable key={month} record={record} month={month} rows={rows} />
        ))
      )}
    </main>
  );
}
