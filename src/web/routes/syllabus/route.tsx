// /syllabus (product.md section 2 "Vacancy, result, syllabus"): a table of syllabus entries, 10 a page,
// serial numbers running on across pages, the date and a link that opens the entry (its link, else
// its file). Skeleton rows stand in for the rows while another page loads.
import type { Route } from './+types/route.ts';
import { Link, data, useLoaderData } from 'react-router';
import { pages } from '#web/lib/paths.ts';
import { formatDate, toNepalIsoDate } from '#shared/calendar/index.ts';

import { Skeleton } from '#web/components/skeleton/skeleton.tsx';
import { endpoints, browserApiReader, serverApiReader, type ApiRead } from '#web/lib/api/api-reader.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import {
  DataCell,
  DataRow,
  DataTable,
  NewTabLink,
  NoAction,
} from '#web/components/list-screen/data-table.tsx';
import { ListScreen } from '#web/components/list-screen/list-screen.tsx';
import { listStatus, loadPage } from '#web/lib/list/load-list.ts';
import { readPage } from '#web/lib/list/page-param.ts';
import { serialNumber, SYLLABUS_PAGE_SIZE } from '#web/lib/format/serial.ts';

const load = (read: ApiRead, url: string) =>
  loadPage(read, endpoints.syllabus, readPage(url), SYLLABUS_PAGE_SIZE);

export async function loader({ context, request }: Route.LoaderArgs) {
  const result = await load(serverApiReader(context), request.url);
  return data(result, { status: listStatus(result) });
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return load(browserApiReader(), request.url);
}

export default function SyllabusPage() {
  const result = useLoaderData<typeof clientLoader>();
  const { t, n, lang } = useI18n();
  const heading = t('lists.syllabus.title');
  const columns = [
    { label: t('lists.col.serial'), className: 'w-px whitespace-nowrap' },
    { label: t('lists.col.title'), className: 'min-w-64' },
    { label: t('lists.col.date'), className: 'whitespace-nowrap' },
    { label: t('lists.col.action'), className: 'whitespace-nowrap' },
  ];
  return (
    <ListScreen
      result={result}
      heading={heading}
      intro={t('lists.syllabus.intro')}
      description={t('lists.syllabus.description')}
      listName={heading}
      errorText="controls.something_wrong"
    >
      {(list, loading) => (
        <DataTable
          regionLabel={t('lists.syllabus.region')}
          caption={t('lists.syllabus.caption', { page: n(result.page), pages: n(list.total_pages) })}
          columns={columns}
          busy={loading}
        >
          {loading
            ? Array.from({ length: list.data.length }, (_, row) => (
                // Placeholders only: ListScreen's status line announces the wait.
                <tr key={`skeleton-${row}`} aria-hidden="true">
                  {columns.map((column, cell) => (
                    <td key={column.label} className="px-4 py-4">
                      <Skeleton className={`h-4 ${cell === 1 ? 'w-5/6' : 'w-2/3'}`} />
                    </td>
                  ))}
                </tr>
              ))
            : list.data.map((entry, index) => {
                const title = localized(entry, 'title', lang);
                const target = entry.link || entry.file;
                return (
                  <DataRow key={entry.id}>
                    <DataCell label={columns[0]!.label} className="tabular-nums">
                      {n(serialNumber(result.page, index))}
                    </DataCell>
                    <DataCell label={columns[1]!.label} className="font-medium">
                      <Link
                        to={pages.syllabusItem(entry.id)}
                        className="text-rose-800 underline underline-offset-4 hover:text-rose-900 dark:text-rose-300 dark:hover:text-rose-200"
                      >
                        {title}
                      </Link>
                    </DataCell>
                    <DataCell label={columns[2]!.label} className="whitespace-nowrap tabular-nums">
                      <time dateTime={toNepalIsoDate(entry.created_at) ?? undefined}>
                        {formatDate(entry.created_at, lang, 'numeric')}
                      </time>
                    </DataCell>
                    <DataCell label={columns[3]!.label}>
                      {target ? (
                        <NewTabLink href={target} label={t('lists.syllabus.open')} item={title} />
                      ) : (
                        <NoAction>{t('controls.no_link')}</NoAction>
                      )}
                    </DataCell>
                  </DataRow>
                );
              })}
        </DataTable>
      )}
    </ListScreen>
  );
}
