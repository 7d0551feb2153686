// Upcoming occasions (product.md section 2, Home): the next festivals, jatras and holidays from today in
// Nepal, with 'donate' and 'explore calendar'. 'Donate' leads to the donation page (issue 27), built from
// the Donations settings.
import { Link } from 'react-router';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { pages } from '#web/lib/paths.ts';
import { partKey, ServerFragment } from '#web/lib/render/server-fragment.tsx';

export interface HomeOccasion {
  id: number;
  image: string | null;
  title_en: string;
  title_ne: string;
  description_en: string;
  description_ne: string;
  start_date: string;
  is_holiday: boolean;
  is_jatra: boolean;
}

export function UpcomingOccasions({
  occasions,
  formatDate,
}: {
  occasions: HomeOccasion[];
  formatDate: (iso: string) => string;
}) {
  const { lang, t } = useI18n();
  // Everything the list's HTML depends on (ADR 055): reused on pages without the app.
  const key = () =>
    partKey(
      lang,
      occasions.map((occasion) => [occasion, formatDate(occasion.start_date)]),
    );
  return (
    <section aria-labelledby="occasions-heading" className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="occasions-heading" className="text-2xl font-semibold">
            {t('home.occasions_heading')}
          </h2>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t('home.occasions_description')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            to={pages.donate()}
            className="inline-flex min-h-11 items-center rounded-md border border-rose-800 px-4 font-semibold text-rose-800 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:border-rose-300 dark:text-rose-200 dark:hover:bg-rose-950"
          >
            {t('home.donate')}
          </Link>
          <Link
            to={pages.calendar()}
            className="inline-flex min-h-11 items-center rounded-md bg-rose-800 px-4 font-semibold text-white hover:bg-rose-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:bg-rose-300 dark:text-rose-950 dark:hover:bg-rose-200"
          >
            {t('home.explore_calendar')}
          </Link>
        </div>
      </div>
      {/* Never empty: the home page leaves the section out when there is no occasion (shown-sections.ts). */}
      <ServerFragment
        as="ul"
        name="occasions"
        cacheKey={key}
        className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {occasions.map((occasion) => (
          <li
            key={occasion.id}
            className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <p className="text-sm font-semibold text-rose-800 dark:text-rose-300">
              <time dateTime={occasion.start_date}>{formatDate(occasion.start_date)}</time>
            </p>
            <h3 className="mt-1 text-lg font-semibold">
              {lang === 'ne' ? occasion.title_ne : occasion.title_en}
            </h3>
            <p className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">
              {lang === 'ne' ? occasion.description_ne : occasion.description_en}
            </p>
            <p className="mt-auto flex gap-2 pt-3 text-xs font-semibold">
              {occasion.is_holiday ? (
                <span className="rounded bg-red-100 px-2 py-1 text-red-900 dark:bg-red-950 dark:text-red-100">
                  {t('home.holiday')}
                </span>
              ) : null}
              {occasion.is_jatra ? (
                <span className="rounded bg-amber-100 px-2 py-1 text-amber-950 dark:bg-amber-950 dark:text-amber-100">
                  {t('home.jatra')}
                </span>
              ) : null}
            </p>
          </li>
        ))}
      </ServerFragment>
    </section>
  );
}
