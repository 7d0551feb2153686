// The search box in every page's header: a plain GET form to /search, so it works without JavaScript.
// On phones it is a button-sized link to /search, whose page has the full box. The box has a visible
// label and a placeholder saying what can be found.
import { Link } from 'react-router';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { pages } from '#web/lib/paths.ts';
import { SearchIcon } from '../icons/icons.tsx';

const iconButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-md border border-slate-300 text-slate-800 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:outline-amber-300';

export function HeaderSearch() {
  const { t } = useI18n();
  return (
    <>
      <form
        method="get"
        action={pages.search()}
        role="search"
        aria-label={t('search.label')}
        className="hidden items-center gap-1 md:flex"
      >
        {/* A visible label and a hint of what can be found (issue 27: no box without a name). */}
        <label
          htmlFor="header-search-q"
          className="mr-1 text-sm font-semibold text-slate-800 dark:text-slate-100"
        >
          {t('search.title')}
        </label>
        <input
          id="header-search-q"
          name="q"
          type="search"
          maxLength={100}
          placeholder={t('search.header_placeholder')}
          className="h-10 w-36 placeholder:text-slate-600 dark:placeholder:text-slate-300 rounded-md border border-slate-400 bg-white px-3 text-slate-900 lg:w-56 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
        />
        <button type="submit" className={iconButton}>
          <SearchIcon />
          <span className="sr-only">{t('search.button')}</span>
        </button>
      </form>
      <Link to={pages.search()} className={`${iconButton} md:hidden`}>
        <SearchIcon />
        <span className="sr-only">{t('search.title')}</span>
      </Link>
    </>
  );
}
