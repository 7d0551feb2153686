// The festivals page's featured festival (product.md section 2 "Festivals page", section 8): the festival of
// the id (issue 15: never another one) in brief, with its next dates, or its last ones and 'the next
// date is not yet announced', and a link to its detail page. 'No Upcoming Festivals' / 'No upcoming
// festivals found.' when there is none, 'Failed to fetch upcoming festival.' when it could not be read.
import { Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state/empty-state.tsx';
import { ErrorState } from '#web/components/error-state/error-state.tsx';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { festivalButtonStyle, FestivalSummary } from '#web/components/festival/festival-summary.tsx';
import type { Upcoming } from './load-festivals.ts';
import { pages } from '#web/lib/paths.ts';

export const sectionHeading =
  'text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white';
export function Rule() {
  return (
    <div aria-hidden="true" className="mt-3 mb-6 h-1 w-14 rounded-full bg-amber-500 dark:bg-amber-400" />
  );
}

export function FeaturedFestival({ upcoming }: { upcoming: Upcoming }) {
  const { t, lang } = useI18n();
  let body;
  if (upcoming.state === 'error') body = <ErrorState message="festival.upcoming_failed" />;
  else if (!upcoming.festival)
    body = <EmptyState message="festival.no_upcoming" hint={t('festival.no_upcoming_found')} />;
  else {
    const festival = upcoming.festival;
    body = (
      <FestivalSummary
        festival={festival}
        occurrence={festival.occurrence}
        headingLevel={3}
        eager
        action={
          <Link to={pages.festivalDetail(festival.id)} className={festivalButtonStyle}>
            {t('controls.view_details')}
            <span className="sr-only">: {localized(festival, 'title', lang)}</span>
            <span aria-hidden="true">→</span>
          </Link>
        }
      />
    );
  }
  return (
    <section aria-labelledby="festival-upcoming" className="mt-10">
      <h2 id="festival-upcoming" className={sectionHeading}>
        {upcoming.state === 'ok' && upcoming.festival?.occurrence.status === 'past'
          ? t('festival.featured_heading_past')
          : t('festival.upcoming_heading')}
      </h2>
      <Rule />
      {body}
    </section>
  );
}
