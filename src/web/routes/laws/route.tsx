// /law-and-enforcement/:id (product.md section 2 "Laws"): the laws of one category in a table, 25 a page,
// headed by the category's name. An id that is not a whole number, or names no category, is a 404.
import type { Route } from './+types/route.ts';
import { Link, data, useLoaderData } from 'react-router';
import { pages } from '#web/lib/paths.ts';
import { formatDate, toNepalIsoDate } from '#shared/calendar/index.ts';
import type { Law, LawCategory } from '#shared/contract/laws.ts';
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
import { failureStatus, listStatus, loadPage, type ListResult } from '#web/lib/list/load-list.ts';
import { readId, readPage } from '#web/lib/list/page-param.ts';
import { NotFoundScreen } from '#web/components/not-found/not-found-screen.tsx';
import { serialNumber } from '#web/lib/format/serial.ts';

/** product.md section 9: laws, 25 a page. */
const LAWS_PAGE_SIZE = 25;

type LawsData =
  { state: 'not-found' } | { state: 'listed'; category: LawCategory | null; result: ListResult<Law> };

async function load(read: ApiRead, rawId: string | undefined, url: string): Promise<LawsData> {
  const id = readId(rawId);
  if (id === null) return { state: 'not-found' };
  const page = readPage(url);
  const [categories, result] = await Promise.all([
    read(endpoints.lawCategories()).catch((error: unknown) => failureStatus(error)),
    loadPage(read, (paging) => endpoints.laws(id, paging), page, LAWS_PAGE_SIZE),
  ]);
  // Without the categories the heading is unknown: show the list's error state.
  if (typeof categories === 'number')
    return { state: 'listed', category: null, result: { state: 'error', page, status: categories } };
  const category = categories.data.find((item) => item.id === id) ?? null;
  if (!category) return { state: 'not-found' };
  return { state: 'listed', category, result };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const answer = await load(serverApiReader(context), params.id, request.url);
  return data(answer, { status: answer.state === 'not-found' ? 404 : listStatus(answer.result) });
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return load(browserApiReader(), params.id, request.url);
}

export default function LawsPage() {
  const answer = useLoaderData<typeof clientLoader>();
  const { t, n, lang } = useI18n();
  if (answer.state === 'not-found') return <NotFoundScreen />;
  const { category, result } = answer;
  const categoryName = category ? localized(category, 'name', lang) : t('lists.laws.title');
  const columns = [
    { label: t('lists.col.serial'), className: 'w-px whitespace-nowrap' },
    { label: t('lists.col.law_name'), className: 'min-w-64' },
    { label: t('lists.col.date'), className: 'whitespace-nowrap' },
    { label: t('lists.col.category'), className: 'whitespace-nowrap' },
    { label: t('lists.col.action'), className: 'whitespace-nowrap' },
  ];
  return (
    <ListScreen
      result={result}
      heading={categoryName}
      intro={category ? t('lists.laws.intro_category', { category: categoryName }) : t('lists.laws.intro')}
      description={t('lists.laws.description', { category: categoryName })}
      listName={categoryName}
      errorText="controls.something_wrong_plain"
      loadingText={t('controls.loading_data')}
      pathPrefix="/law-and-enforcement/"
    >
      {(list, loading) => (
        <DataTable
          regionLabel={t('lists.laws.region')}
          caption={t('lists.laws.caption', {
            category: categoryName,
            page: n(result.page),
            pages: n(list.total_pages),
          })}
          columns={columns}
          busy={loading}
        >
          {list.data.map((law, index) => {
            const title = localized(law, 'title', lang);
            return (
              <DataRow key={law.id}>
                <DataCell label={columns[0]!.label} className="tabular-nums">
                  {n(serialNumber(result.page, index, LAWS_PAGE_SIZE))}
                </DataCell>
                <DataCell label={columns[1]!.label} className="font-medium">
                  <Link
                    to={pages.lawItem(law.id)}
                    className="text-rose-800 underline underline-offset-4 hover:text-rose-900 dark:text-rose-300 dark:hover:text-rose-200"
                  >
                    {title}
                  </Link>
                </DataCell>
                <DataCell label={columns[2]!.label} className="whitespace-nowrap tabular-nums">
                  <time dateTime={toNepalIsoDate(law.created_at) ?? undefined}>
                    {formatDate(law.created_at, lang, 'numeric')}
                  </time>
                </DataCell>
                <DataCell label={columns[3]!.label}>
                  {law.category ? (
                    localized(law.category, 'name', lang)
                  ) : (
                    <NoAction>{t('controls.not_available')}</NoAction>
                  )}
                </DataCell>
                <DataCell label={columns[4]!.label}>
                  {law.file ? (
                    <NewTabLink href={law.file} label={t('lists.laws.view_pdf')} item={title} />
                  ) : (
                    <NoAction>{t('controls.no_file_short')}</NoAction>
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
