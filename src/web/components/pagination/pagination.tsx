// Page links for paged lists (product.md section 2 "Shared controls"). Every page is a real link that sets
// ?page=N on the current URL and keeps the other parameters, so paging works without JavaScript,
// survives a reload and the back button; with JavaScript React Router turns the links into client
// navigations that re-run the route's loader.
import { Link, useLocation } from 'react-router';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { ChevronRightIcon } from '../icons/icons.tsx';
import { pageSearch, paginationItems } from './pagination-items.ts';

export interface PaginationProps {
  /** The page being shown, 1-based. */
  currentPage: number;
  totalPages: number;
  /** The search parameter that holds the page number. */
  param?: string;
  /** Keep the scroll position when paging (e.g. a paged tab in the middle of a page). */
  preventScrollReset?: boolean;
  /** Where the new page opens when it loads whole (a page without script, ADR 030): `#our-team`. */
  hash?: string;
  /** Accessible name of the navigation landmark; 'Pagination' by default. Name it after the list when a page has several. */
  label?: string;
  className?: string;
}

const box =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-md px-3 text-base font-semibold';
const linkStyle = `${box} border border-slate-300 bg-white text-slate-800 hover:border-rose-800 hover:bg-rose-50 hover:text-rose-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-rose-300 dark:hover:bg-slate-800 dark:hover:text-rose-200 dark:focus-visible:outline-amber-300`;
const currentStyle = `${box} border border-rose-800 bg-rose-800 text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:border-rose-300 dark:bg-rose-300 dark:text-slate-950 dark:focus-visible:outline-amber-300`;
const disabledStyle = `${box} cursor-not-allowed border border-slate-200 text-slate-500 dark:border-slate-800 dark:text-slate-400`;

export function Pagination({
  currentPage,
  totalPages,
  param = 'page',
  preventScrollReset,
  hash,
  label,
  className = '',
}: PaginationProps) {
  const { t, n } = useI18n();
  const location = useLocation();
  const items = paginationItems(currentPage, totalPages);
  // product.md: pagination shows only when there is more than one page.
  if (items.length <= 1) return null;
  const last = Math.floor(totalPages);
  const page = Math.min(Math.max(Math.floor(currentPage) || 1, 1), last);

  const to = (target: number) => ({
    pathname: location.pathname,
    search: pageSearch(location.search, target, param),
    hash,
  });

  const edge = (direction: 'previous' | 'next') => {
    const target = direction === 'previous' ? page - 1 : page + 1;
    const name = t(direction === 'previous' ? 'controls.previous_page' : 'controls.next_page');
    const content = (
      <>
        {direction === 'previous' ? <ChevronRightIcon size={18} className="rotate-180" /> : null}
        <span>{t(direction === 'previous' ? 'controls.previous' : 'controls.next')}</span>
        {direction === 'next' ? <ChevronRightIcon size={18} /> : null}
      </>
    );
    const enabled = target >= 1 && target <= last;
    // Disabled ends are not links: nothing to follow, skipped by Tab, announced as disabled.
    return enabled ? (
      <Link
        to={to(target)}
        preventScrollReset={preventScrollReset}
        aria-label={name}
        rel={direction === 'previous' ? 'prev' : 'next'}
        className={linkStyle}
      >
        {content}
      </Link>
    ) : (
      <span role="link" aria-disabled="true" aria-label={name} className={disabledStyle}>
        {content}
      </span>
    );
  };

  return (
    <nav aria-label={label ?? t('controls.pagination')} className={className}>
      {/* On phones the numbers take the first row and previous/next share the second (9 targets of
          44px do not fit in 390px); from sm up everything sits on one centred row. */}
      <div className="flex flex-wrap items-center justify-between gap-2 sm:justify-center">
        <div className="order-2 sm:order-1">{edge('previous')}</div>
        <ul className="order-1 flex w-full flex-wrap items-center justify-center gap-1 sm:order-2 sm:w-auto">
          {items.map((item, index) =>
            item === 'ellipsis' ? (
              // The gap is visual; screen readers read the page numbers around it.
              <li
                key={`ellipsis-${index}`}
                aria-hidden="true"
                className="inline-flex h-11 min-w-6 items-end justify-center pb-2 text-slate-600 dark:text-slate-300"
              >
                …
              </li>
            ) : (
              <li key={item}>
                <Link
                  to={to(item)}
                  preventScrollReset={preventScrollReset}
                  aria-label={t('controls.page_n', { page: n(item) })}
                  aria-current={item === page ? 'page' : undefined}
                  className={item === page ? currentStyle : linkStyle}
                >
                  {n(item)}
                </Link>
              </li>
            ),
          )}
        </ul>
        <div className="order-3">{edge('next')}</div>
      </div>
    </nav>
  );
}
