// The grid of temples and heritage sites (product.md section 2): 9 a page with the shared page links
// (?page=N), name and subtitle in the visitor's language. While the next page loads, the current one
// stays on screen, dimmed, with 'Loading…'.
import { Link, useLocation } from 'react-router';
import type { HeritageSite } from '#shared/contract/heritage.ts';
import { EmptyState } from '#web/components/empty-state/empty-state.tsx';
import { ErrorState } from '#web/components/error-state/error-state.tsx';
import { HeritageMark } from '#web/components/icons/icons.tsx';
import { pageSearch } from '#web/components/pagination/pagination-items.ts';
import { Pagination } from '#web/components/pagination/pagination.tsx';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { isPastEnd, type ListResult } from '#web/lib/list/load-list.ts';
import { useListLoading } from '#web/lib/list/use-list-loading.ts';
import { useKeepInView } from '#web/lib/hooks/use-keep-in-view.ts';
import { SITES_SECTION_ID } from './heritage-intro.tsx';
import { mediaSrcSet } from '#shared/media-sources.ts';

const actionLink =
  'mt-2 inline-flex min-h-11 items-center rounded-md border border-rose-800 bg-white px-4 font-semibold text-rose-900 hover:bg-rose-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:border-rose-300 dark:bg-slate-900 dark:text-rose-100 dark:hover:bg-slate-800 dark:focus-visible:outline-amber-300';

function SiteCard({ site }: { site: HeritageSite }) {
  const { lang } = useI18n();
  const name = localized(site, 'name', lang);
  const subtitle = localized(site, 'subtitle', lang);
  const description = localized(site, 'description', lang);
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      {site.image ? (
        <img
          src={site.image ?? undefined}
          srcSet={mediaSrcSet(site.image)}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={640}
          height={480}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full bg-slate-200 object-cover dark:bg-slate-800"
          // The picture's focal point (media library) stays in view when the card crops it.
          style={site.image_position ? { objectPosition: site.image_position } : undefined}
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-[4/3] w-full items-center justify-center bg-rose-50 dark:bg-slate-800"
        >
          <HeritageMark size={64} />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-xl font-semibold text-slate-900 dark:text-white">{name}</h3>
        {subtitle ? <p className="mt-1 font-semibold text-rose-800 dark:text-rose-300">{subtitle}</p> : null}
        {description ? (
          <p className="mt-3 line-clamp-3 text-slate-700 dark:text-slate-300">{description}</p>
        ) : null}
      </div>
    </article>
  );
}

export function HeritageSites({ sites }: { sites: ListResult<HeritageSite> }) {
  const { t, n } = useI18n();
  const location = useLocation();
  const loading = useListLoading();
  useKeepInView(SITES_SECTION_ID, String(sites.page));

  let body;
  if (sites.state === 'error')
    body = <ErrorState message="controls.something_wrong" hint={t('lists.error_hint')} />;
  else if (isPastEnd(sites))
    body = (
      <EmptyState
        message="lists.past_end"
        hint={t('lists.past_end_hint', { page: n(sites.page), pages: n(sites.list.total_pages) })}
      >
        <Link
          to={{ pathname: location.pathname, search: pageSearch(location.search, 1) }}
          className={actionLink}
        >
          {t('lists.first_page')}
        </Link>
      </EmptyState>
    );
  else if (sites.list.data.length === 0) body = <EmptyState hint={t('lists.empty_hint')} />;
  else
    body = (
      <>
        <ul
          role="list"
          aria-label={t('pages.heritage.sites_title')}
          className={`grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${loading ? 'opacity-60' : ''}`}
        >
          {sites.list.data.map((site) => (
            <li key={site.id} className="flex">
              <SiteCard site={site} />
            </li>
          ))}
        </ul>
        <Pagination
          className="mt-8"
          currentPage={sites.page}
          totalPages={sites.list.total_pages}
          label={t('pages.heritage.sites_pages')}
          preventScrollReset
          hash={`#${SITES_SECTION_ID}`}
        />
      </>
    );

  return (
    <section id={SITES_SECTION_ID} aria-labelledby="heritage-sites-title" className="mt-16 scroll-mt-4">
      <h2
        id="heritage-sites-title"
        className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
      >
        {t('pages.heritage.sites_title')}
      </h2>
      <div aria-hidden="true" className="mt-3 h-1 w-14 rounded-full bg-amber-500 dark:bg-amber-400" />
      <p className="mt-4 mb-6 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
        {t('pages.heritage.sites_intro')}
      </p>
      <div aria-busy={loading}>
        <p role="status" className={loading ? 'mb-3 text-sm text-slate-700 dark:text-slate-300' : 'sr-only'}>
          {loading ? t('controls.loading') : ''}
        </p>
        {body}
      </div>
    </section>
  );
}
