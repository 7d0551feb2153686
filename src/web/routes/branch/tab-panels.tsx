// The four branch tabs' panels (product.md section 2 "Branch detail"): articles and notices as card grids,
// festivals as a header block with brief festival entries, employees as cards. Each panel shows its
// page of 10, 'failed to fetch' on error, its empty text, and the page links when there is more than
// one page. While a client navigation loads another page or tab, a skeleton takes the list's place.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Paged } from '#shared/contract/common.ts';
import type { MessageKey } from '#shared/i18n/index.ts';
import { CardGrid } from '#web/components/content-card/card-grid.tsx';
import { ContentCard } from '#web/components/content-card/content-card.tsx';
import { EmptyState } from '#web/components/empty-state/empty-state.tsx';
import { ErrorState } from '#web/components/error-state/error-state.tsx';
import { pageSearch } from '#web/components/pagination/pagination-items.ts';
import { Pagination } from '#web/components/pagination/pagination.tsx';
import { SkeletonCardGrid, SkeletonGroup, Skeleton } from '#web/components/skeleton/skeleton.tsx';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { isPastEnd, type ListResult } from '#web/lib/list/load-list.ts';
import { FestivalSummary } from '#web/components/festival/festival-summary.tsx';
import { PersonPhoto } from '#web/components/person-photo/person-photo.tsx';
import { FestivalDetailButton } from './festival-dialog.tsx';
import type { TabResult } from './load-branch.ts';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';

const actionLink =
  'mt-2 inline-flex min-h-11 items-center rounded-md border border-rose-800 bg-white px-4 font-semibold text-rose-900 hover:bg-rose-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:border-rose-300 dark:bg-slate-900 dark:text-rose-100 dark:hover:bg-slate-800 dark:focus-visible:outline-amber-300';

function PagedPanel<Item>({
  result,
  listName,
  empty,
  loading,
  skeleton,
  children,
}: {
  result: ListResult<Item>;
  listName: string;
  empty: MessageKey;
  loading: boolean;
  skeleton: ReactNode;
  children: (list: Paged<Item>) => ReactNode;
}) {
  const { t, n } = useI18n();
  const location = useLocation();
  if (loading) return skeleton;
  if (result.state === 'error') return <ErrorState message="controls.failed_to_fetch" />;
  if (isPastEnd(result))
    return (
      <EmptyState
        message="lists.past_end"
        hint={t('lists.past_end_hint', { page: n(result.page), pages: n(result.list.total_pages) })}
      >
        <Link
          to={{ pathname: location.pathname, search: pageSearch(location.search, 1) }}
          className={actionLink}
        >
          {t('lists.first_page')}
        </Link>
      </EmptyState>
    );
  if (result.list.data.length === 0) return <EmptyState message={empty} />;
  return (
    <>
      {children(result.list)}
      <Pagination
        className="mt-8"
        currentPage={result.page}
        totalPages={result.list.total_pages}
        preventScrollReset
        label={t('lists.pagination_label', { list: listName })}
      />
    </>
  );
}

function FestivalSkeleton() {
  return (
    <SkeletonGroup className="flex flex-col gap-6">
      {[0, 1].map((index) => (
        <div
          key={index}
          className="grid gap-5 rounded-lg border border-slate-200 p-5 md:grid-cols-[2fr_3fr] dark:border-slate-700"
        >
          <Skeleton className="aspect-[4/3] w-full" />
          <div className="flex flex-col gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-20 w-full" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

export function BranchTabPanel({
  active,
  listName,
  loading,
}: {
  active: TabResult;
  /** 'Notices of <branch>': names the list and its page links. */
  listName: string;
  loading: boolean;
}) {
  const { t, lang } = useI18n();
  const cards = <SkeletonCardGrid count={3} />;
  switch (active.tab) {
    case 'articles':
      return (
        <PagedPanel
          result={active.result}
          listName={listName}
          empty="controls.no_data"
          loading={loading}
          skeleton={cards}
        >
          {(list) => (
            <CardGrid label={listName}>
              {list.data.map((article) => (
                <ContentCard
                  key={article.id}
                  headingLevel={3}
                  title={localized(article, 'title', lang)}
                  text={plainTextOf(localized(article, 'text', lang))}
                  createdAt={article.created_at}
                  image={article.image}
                  file={article.file}
                />
              ))}
            </CardGrid>
          )}
        </PagedPanel>
      );
    case 'notices':
      return (
        <PagedPanel
          result={active.result}
          listName={listName}
          empty="controls.no_data"
          loading={loading}
          skeleton={cards}
        >
          {(list) => (
            <CardGrid label={listName}>
              {list.data.map((notice) => (
                <ContentCard
                  key={notice.id}
                  headingLevel={3}
                  title={localized(notice, 'title', lang)}
                  text={plainTextOf(localized(notice, 'text', lang))}
                  createdAt={notice.created_at}
                  file={notice.file}
                  actionLabel={t('controls.view_full_notice')}
                />
              ))}
            </CardGrid>
          )}
        </PagedPanel>
      );
    case 'festivals':
      return (
        <div>
          <div className="mb-6 rounded-lg border-l-4 border-amber-500 bg-amber-50 px-5 py-4 dark:border-amber-400 dark:bg-slate-900">
            <h2 className="text-2xl font-semibold text-slate-900 dark:text-white">
              {t('branch.festivals_heading')}
            </h2>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{t('branch.festivals_intro')}</p>
          </div>
          {/* product.md quirk: the festivals tab's list is headed 'Latest Articles'. */}
          <h3 className="mb-4 text-xl font-semibold text-slate-900 dark:text-white">
            {t('branch.latest_articles')}
          </h3>
          <PagedPanel
            result={active.result}
            listName={listName}
            empty="controls.no_data"
            loading={loading}
            skeleton={<FestivalSkeleton />}
          >
            {(list) => (
              <ul role="list" aria-label={listName} className="flex flex-col gap-6">
                {list.data.map((festival) => (
                  <li key={festival.id} className="flex">
                    <FestivalSummary
                      festival={festival}
                      headingLevel={4}
                      action={<FestivalDetailButton festival={festival} />}
                    />
                  </li>
                ))}
              </ul>
            )}
          </PagedPanel>
        </div>
      );
    case 'employees':
      return (
        <PagedPanel
          result={active.result}
          listName={listName}
          empty="controls.no_employees"
          loading={loading}
          skeleton={cards}
        >
          {(list) => (
            <ul
              role="list"
              aria-label={listName}
              className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4"
            >
              {list.data.map((person) => (
                <li key={person.id} className="flex">
                  <article className="flex w-full flex-col items-center rounded-lg border border-slate-200 bg-white px-4 py-6 text-center shadow-sm dark:border-slate-700 dark:bg-slate-900">
                    <PersonPhoto src={person.image} size={112} />
                    <h3 className="mt-4 text-lg leading-snug font-semibold text-slate-900 dark:text-white">
                      {localized(person, 'full_name', lang)}
                    </h3>
                    <p className="mt-1 text-slate-700 dark:text-slate-300">
                      {localized(person, 'position', lang)}
                    </p>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </PagedPanel>
      );
  }
}
