// /calendar (product.md section 2 "Calendar"): the Bikram Sambat month grid with holidays, jatras and
// events, the chosen day's events and the month's table. Month and day live in the URL
// (?year=2083&month=8&day=6): links page the months and choose days, with or without JavaScript.
//
// "Today": the server renders the highlight with its own clock (today in Nepal); after hydration the
// browser recomputes bsToday() from its clock and moves the highlight if they differ (useNepalToday).
// Without a ?year/?month the month shown is the loader's today: the server's for the first HTML.
import type { Route } from './+types/route.ts';
import { data, Link, useLoaderData, useLocation, useNavigation } from 'react-router';
import { formatBsMonth, isProvisionalYear, weekdayOfIso, bsToAd } from '#shared/calendar/index.ts';
import { CALENDAR_FEED_PATH } from '#shared/contract/values.ts';
import { ErrorState } from '#web/components/error-state/error-state.tsx';
import { browserApiReader, serverApiReader } from '#web/lib/api/api-reader.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { calendarSearch, neighbourMonths } from './calendar-url.ts';
import { DayPanel } from './day-panel.tsx';
import { Legend } from './legend.tsx';
import { loadCalendar } from './load-calendar.ts';
import { MonthGrid } from './month-grid.tsx';
import { monthHeading } from './month-label.ts';
import { MonthTable } from './month-table.tsx';
import { occasionsByDay } from './occasions.ts';
import { useNepalToday } from './use-nepal-today.ts';
import { useMonthOfAddress } from './use-month-of-address.ts';
import { PreviewTags } from '#web/components/seo/seo-head.tsx';
import { hydrateHandle } from '#web/lib/hydration/route-hydrates.ts';

// The page's screen needs script (ADR 030).
export const handle = hydrateHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  const result = await loadCalendar(serverApiReader(context), request.url);
  return data(result, { status: result.state === 'error' ? result.status : 200 });
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadCalendar(browserApiReader(), request.url);
}

const navLink =
  'inline-flex min-h-11 items-center gap-1 rounded-md border px-3 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700 dark:focus-visible:outline-amber-300';
const navEnabled = `${navLink} border-rose-800 bg-white text-rose-900 hover:bg-rose-50 dark:border-rose-300 dark:bg-slate-900 dark:text-rose-100 dark:hover:bg-slate-800`;
const navDisabled = `${navLink} cursor-not-allowed border-slate-300 bg-slate-100 text-slate-600 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-400`;

export default function CalendarPage() {
  const result = useLoaderData<typeof clientLoader>();
  const { t, lang } = useI18n();
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const today = useNepalToday(result.today);
  const { selection } = result;
  useMonthOfAddress(selection, result.today);
  const current = { year: selection.year, month: selection.month };
  const { previous, next } = neighbourMonths(current);
  const heading = monthHeading(current.year, current.month, lang);
  const shortMonth = formatBsMonth(current.year, current.month, lang);
  const provisional = result.state === 'ok' ? result.details.is_provisional : isProvisionalYear(current.year);
  const isThisMonth = today.year === current.year && today.month === current.month;
  const byDay = result.state === 'ok' ? occasionsByDay(result.details.occasions) : new Map();
  const selectedDay =
    selection.day === null
      ? null
      : (() => {
          const adDate = bsToAd(current.year, current.month, selection.day);
          return { day: selection.day, adDate, weekday: weekdayOfIso(adDate) };
        })();

  const arrowPrevious = (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="m15 18-6-6 6-6" />
    </svg>
  );
  const arrowNext = (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="m9 18 6-6-6-6" />
    </svg>
  );

  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <title>{`${t('calendar.title')}: ${shortMonth} | ${t('site.name')}`}</title>
      <PreviewTags
        title={`${t('calendar.title')}: ${shortMonth} | ${t('site.name')}`}
        description={t('calendar.meta_description')}
      />
      <header className="mb-6 max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {t('calendar.title')}
        </h1>
        <div aria-hidden="true" className="mt-3 h-1 w-16 rounded-full bg-amber-500 dark:bg-amber-400" />
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('calendar.intro')}</p>
      </header>

      <nav aria-label={t('calendar.month_navigation')} className="flex items-center justify-between gap-2">
        {previous ? (
          <Link
            to={{ search: calendarSearch(previous) }}
            preventScrollReset
            rel="prev"
            className={navEnabled}
          >
            {arrowPrevious}
            <span className="sr-only sm:not-sr-only">{t('calendar.previous_month')}</span>
            <span className="sr-only">{`: ${formatBsMonth(previous.year, previous.month, lang)}`}</span>
          </Link>
        ) : (
          <button type="button" disabled className={navDisabled}>
            {arrowPrevious}
            <span className="sr-only sm:not-sr-only">{t('calendar.previous_month')}</span>
          </button>
        )}
        <h2 aria-live="polite" className="text-center text-lg leading-tight font-semibold sm:text-2xl">
          {heading}
        </h2>
        {next ? (
          <Link to={{ search: calendarSearch(next) }} preventScrollReset rel="next" className={navEnabled}>
            <span className="sr-only sm:not-sr-only">{t('calendar.next_month')}</span>
            <span className="sr-only">{`: ${formatBsMonth(next.year, next.month, lang)}`}</span>
            {arrowNext}
          </Link>
        ) : (
          <button type="button" disabled className={navDisabled}>
            <span className="sr-only sm:not-sr-only">{t('calendar.next_month')}</span>
            {arrowNext}
          </button>
        )}
      </nav>
      <p className="mt-2 flex min-h-11 items-center justify-center">
        {isThisMonth ? null : (
          <Link
            to={{ search: calendarSearch(today, today.day) }}
            preventScrollReset
            className="rounded font-semibold text-rose-800 underline underline-offset-4 hover:text-rose-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700 dark:text-rose-200 dark:hover:text-white dark:focus-visible:outline-amber-300"
          >
            {t('calendar.today')}
          </Link>
        )}
      </p>

      {provisional ? (
        <p
          role="note"
          className="mb-4 rounded-md border-l-4 border-amber-500 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {t('calendar.provisional_year')}
        </p>
      ) : null}

      <div aria-busy={loading} className={loading ? 'opacity-60 motion-safe:transition-opacity' : undefined}>
        {result.state === 'error' ? (
          <ErrorState message="calendar.error_loading" className="mt-2" />
        ) : (
          <>
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <div>
                <MonthGrid
                  year={current.year}
                  month={current.month}
                  today={today}
                  selectedDay={selection.day}
                  occasionsByDay={byDay}
                  label={t('calendar.grid_label', { month: heading })}
                />
                <Legend />
                <p className="mt-2 hidden text-sm text-slate-600 sm:block dark:text-slate-400">
                  {t('calendar.keyboard_hint')}
                </p>
              </div>
              <DayPanel
                className="self-start"
                year={current.year}
                month={current.month}
                day={selectedDay}
                occasions={selectedDay ? (byDay.get(selectedDay.day) ?? []) : []}
              />
            </div>
            <MonthTable
              occasions={result.details.occasions}
              caption={t('calendar.month_events', { month: shortMonth })}
            />
          </>
        )}
      </div>

      <section
        aria-labelledby="calendar-feed-heading"
        className="mt-10 rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="calendar-feed-heading" className="text-lg font-semibold">
          <a
            href={`${CALENDAR_FEED_PATH}?lng=${lang}`}
            className="rounded text-rose-800 underline underline-offset-4 hover:text-rose-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700 dark:text-rose-200 dark:hover:text-white dark:focus-visible:outline-amber-300"
          >
            {t('calendar.subscribe')}
          </a>
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('calendar.subscribe_hint')}</p>
      </section>
    </main>
  );
}
