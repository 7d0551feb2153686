// A festival told in brief (product.md section 2: the branch festivals tab and the featured upcoming
// festival): image, title, long-form start date, location and the description cut to 320 characters
// plus '...', with an action under it (a link to the detail page or the detail-panel button).
// The festivals page passes the occurrence it features (next, under way or last held) instead.
import type { ReactNode } from 'react';
import type { Festival, FestivalOccurrence } from '#shared/contract/festivals.ts';
import { formatDate } from '#shared/calendar/index.ts';
import { MapPinIcon } from '../icons/icons.tsx';
import { NoPreview } from '../no-preview/no-preview.tsx';
import { localized } from '#web/lib/format/localized.ts';
import { truncate } from '#web/lib/format/truncate.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { mediaSrcSet } from '#shared/media-sources.ts';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';

export const festivalButtonStyle =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-rose-800 px-4 py-2 font-semibold text-white hover:bg-rose-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:bg-rose-300 dark:text-slate-950 dark:hover:bg-rose-200 dark:focus-visible:outline-amber-300';

export function FestivalSummary({
  festival,
  headingLevel = 3,
  eager = false,
  action,
  occurrence,
}: {
  festival: Festival;
  /** The dates to show and how they stand today; without it, the festival's start date. */
  occurrence?: FestivalOccurrence;
  headingLevel?: 2 | 3 | 4;
  /** The featured festival is above the fold: load its image at once. */
  eager?: boolean;
  action?: ReactNode;
}) {
  const { lang, t } = useI18n();
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h3';
  const title = localized(festival, 'title', lang);
  const location = localized(festival, 'location', lang);
  const start = occurrence?.start_date ?? festival.start_date;
  const end = occurrence && occurrence.end_date !== start ? occurrence.end_date : null;
  const date = formatDate(start, lang, 'long');
  const dateLabel = occurrence ? t(`festival.occurrence_${occurrence.status}`) : t('festival.start_date');
  return (
    <article className="grid w-full gap-5 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] dark:border-slate-700 dark:bg-slate-900">
      {festival.image ? (
        <img
          src={festival.image}
          srcSet={mediaSrcSet(festival.image)}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt={title}
          width={480}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          // The featured festival's picture is the page's LCP on a phone: fetched first (issue 24).
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="aspect-[4/3] w-full rounded-md bg-slate-200 object-cover dark:bg-slate-800"
        />
      ) : (
        <NoPreview detail="controls.no_image" className="aspect-[4/3]" />
      )}
      <div className="flex min-w-0 flex-col gap-2">
        <Heading className="text-xl leading-snug font-semibold text-slate-900 sm:text-2xl dark:text-white">
          {title}
        </Heading>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-slate-700 dark:text-slate-300">
          {date ? (
            <div className="flex gap-1">
              <dt className="font-semibold">{dateLabel}:</dt>
              <dd>
                <time dateTime={start}>{date}</time>
                {end ? (
                  <>
                    {' – '}
                    <time dateTime={end}>{formatDate(end, lang, 'long')}</time>
                  </>
                ) : null}
              </dd>
            </div>
          ) : null}
          {location ? (
            <div className="flex items-center gap-1">
              <dt>
                <MapPinIcon size={18} className="text-rose-800 dark:text-rose-300" />
                <span className="sr-only">{t('festival.location')}</span>
              </dt>
              <dd>{location}</dd>
            </div>
          ) : null}
        </dl>
        {occurrence?.status === 'past' ? (
          <p className="font-medium text-rose-900 dark:text-rose-200">{t('festival.next_date_unknown')}</p>
        ) : null}
        <p className="leading-relaxed break-words text-slate-800 dark:text-slate-200">
          {truncate(plainTextOf(localized(festival, 'description', lang)))}
        </p>
        {action ? <div className="mt-auto pt-2">{action}</div> : null}
      </div>
    </article>
  );
}
