// What the colours and dots mean (product.md: a legend explains Holiday and Jatra).
import { weekdayShortName } from '#shared/calendar/index.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { Dot } from './month-grid.tsx';

export function Legend() {
  const { t, lang } = useI18n();
  return (
    <div className="mt-3">
      <h3 className="sr-only">{t('calendar.legend')}</h3>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
        <li className="flex items-center gap-2">
          <Dot kind="holiday" />
          {t('calendar.holiday')}
        </li>
        <li className="flex items-center gap-2">
          <Dot kind="jatra" />
          {t('calendar.jatra')}
        </li>
        <li className="flex items-center gap-2">
          <Dot kind="event" />
          {t('calendar.event')}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="font-semibold text-red-700 dark:text-red-300">
            {weekdayShortName(6, lang)}
          </span>
          {t('calendar.legend_saturday')}
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-4 rounded-sm bg-amber-100 ring-2 ring-amber-600 ring-inset dark:bg-amber-900/50 dark:ring-amber-400"
          />
          {t('calendar.today')}
        </li>
      </ul>
    </div>
  );
}
