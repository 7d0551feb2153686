// The frame every list screen shares: document title and description, heading and intro, then the
// list itself, or its error, empty or past-the-end state, and the page links. While a client
// navigation loads the next page, the current one stays on screen, marked busy (aria-busy) with a
// quiet loading line for sighted and screen-reader visitors alike.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Paged } from '#shared/contract/common.ts';
import type { MessageKey } from '#shared/i18n/index.ts';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { ErrorState } from '../error-state/error-state.tsx';
import { pageSearch } from '../pagination/pagination-items.ts';
import { Pagination } from '../pagination/pagination.tsx';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { isPastEnd, type ListResult } from '#web/lib/list/load-list.ts';
import { useListLoading } from '#web/lib/list/use-list-loading.ts';
import { PreviewTags } from '../seo/seo-head.tsx';

const actionLink =
  'mt-2 inline-flex min-h-11 items-center rounded-md border border-rose-800 bg-white px-4 font-semibold text-rose-900 hover:bg-rose-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:border-rose-300 dark:bg-slate-900 dark:text-rose-100 dark:hover:bg-slate-800 dark:focus-visible:outline-amber-300';

export interface ListScreenProps<Item> {
  result: ListResult<Item>;
  heading: string;
  intro: string;
  description: string;
  /** The list's name for the page links' landmark and the document title. */
  listName: string;
  /** product.md section 8: 'Something went wrong!!' for most lists, 'Something went wrong' for laws. */
  errorText: MessageKey;
  /** Shown while the next page loads. */
  loadingText?: string;
  /** Paths that count as this screen while loading (laws: every category); default this path only. */
  pathPrefix?: string;
  /** Under the intro, e.g. the link to subscribe to alerts of this list (notices, vacancies, results). */
  headerLink?: { to: string; label: string };
  children: (list: Paged<Item>, loading: boolean) => ReactNode;
}

export function ListScreen<Item>({
  result,
  heading,
  intro,
  description,
  listName,
  errorText,
  loadingText,
  pathPrefix,
  headerLink,
  children,
}: ListScreenProps<Item>) {
  const { t, n } = useI18n();
  const location = useLocation();
  const loading = useListLoading(pathPrefix);
  const page = result.page;
  const siteName = t('site.name');
  const documentTitle =
    page > 1
      ? `${listName} (${t('controls.page_n', { page: n(page) })}) | ${siteName}`
      : `${listName} | ${siteName}`;
  const firstPage = { pathname: location.pathname, search: pageSearch(location.search, 1) };

  let body: ReactNode;
  if (result.state === 'error') {
    body = <ErrorState message={errorText} hint={t('lists.error_hint')} />;
  } else if (isPastEnd(result)) {
    body = (
      <EmptyState
        message="lists.past_end"
        hint={t('lists.past_end_hint', { page: n(page), pages: n(result.list.total_pages) })}
      >
        <Link to={firstPage} className={actionLink}>
          {t('lists.first_page')}
        </Link>
      </EmptyState>
    );
  } else if (result.list.data.length === 0) {
    body = <EmptyState hint={t('lists.empty_hint')} />;
  } else {
    body = (
      <>
        {children(result.list, loading)}
        <Pagination
          className="mt-8"
          currentPage={page}
          totalPages={result.list.total_pages}
          label={t('lists.pagination_label', { list: listName })}
        />
      </>
    );
  }

  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <title>{documentTitle}</title>
      <PreviewTags title={documentTitle} description={description} />
      <header className="mb-6 max-w-3xl sm:mb-8">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {heading}
        </h1>
        <div aria-hidden="true" className="mt-3 h-1 w-16 rounded-full bg-amber-500 dark:bg-amber-400" />
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{intro}</p>
        {headerLink ? (
          <p className="mt-3">
            <Link
              to={headerLink.to}
              className="font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300"
            >
              {headerLink.label}
            </Link>
          </p>
        ) : null}
      </header>
      <div aria-busy={loading} className="relative">
        {/* Announces the wait; the bar is the sighted cue. Empty when idle so nothing is read twice. */}
        <p role="status" className={loading ? 'mb-3 text-sm text-slate-700 dark:text-slate-300' : 'sr-only'}>
          {loading ? (loadingText ?? t('controls.loading')) : ''}
        </p>
        {loading ? (
          <div
            aria-hidden="true"
            className="absolute inset-x-0 -top-2 h-1 overflow-hidden rounded-full bg-rose-100 dark:bg-slate-800"
          >
            <div className="h-full w-1/3 rounded-full bg-rose-800 motion-safe:animate-pulse dark:bg-rose-300" />
          </div>
        ) : null}
        {body}
      </div>
    </main>
  );
}
