// The chosen day's events (product.md: image, event name, date, weekday, description), 'No event on {date}'
// for a quiet day, or 'No date selected.'. A polite live region: choosing a day with JavaScript
// (no reload, focus stays in the grid) is announced.
import { weekdayName } from '#shared/calendar/index.ts';
import type { MonthOccasion } from '#shared/contract/calendar.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { Badge } from './badge.tsx';
import { fullDayLabel } from './month-label.ts';
import { occasionDates } from './occasion-dates.ts';
import { mediaSrcSet } from '#shared/media-sources.ts';

export interface DayPanelProps {
  year: number;
  month: number;
  /** The chosen day with its weekday and AD date, or null. */
  day: { day: number; weekday: number; adDate: string } | null;
  occasions: readonly MonthOccasion[];
  className?: string;
}

export function DayPanel({ year, month, day, occasions, className = '' }: DayPanelProps) {
  const { lang, t } = useI18n();
  const label = day ? fullDayLabel({ year, month, day: day.day }, day.weekday, day.adDate, lang) : '';
  return (
    <section
      aria-labelledby="day-panel-heading"
      aria-live="polite"
      className={`rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900 ${className}`}
    >
      <h2 id="day-panel-heading" className="text-lg font-semibold">
        {day ? t('calendar.events_of_day', { date: label }) : t('calendar.day_details')}
      </h2>
      {day === null ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('calendar.no_date_selected')}</p>
      ) : occasions.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {t('calendar.no_event_on', { date: label })}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-5">
          {occasions.map((occasion) => (
            <li
              key={`${occasion.source}-${occasion.id}-${occasion.start_date}`}
              className="flex flex-col gap-2"
            >
              {occasion.image ? (
                <img
                  src={occasion.image}
                  srcSet={mediaSrcSet(occasion.image)}
                  sizes="(min-width: 1024px) 33vw, 100vw"
                  alt=""
                  width={640}
                  height={360}
                  loading="lazy"
                  decoding="async"
                  className="aspect-video w-full rounded-md bg-slate-100 object-cover dark:bg-slate-800"
                />
              ) : null}
              <h3 className="text-base font-semibold">{localized(occasion, 'title', lang)}</h3>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                <time dateTime={day.adDate}>{occasionDates(occasion, lang)}</time>
                {' · '}
                {weekdayName(day.weekday, lang)}
              </p>
              {occasion.is_holiday || occasion.is_jatra ? (
                <p className="flex gap-2">
                  {occasion.is_holiday ? <Badge kind="holiday">{t('calendar.holiday')}</Badge> : null}
                  {occasion.is_jatra ? <Badge kind="jatra">{t('calendar.jatra')}</Badge> : null}
                </p>
              ) : null}
              <p className="whitespace-pre-line text-slate-800 dark:text-slate-200">
                {localized(occasion, 'description', lang)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
