// Every occasion of the month (product.md: Date, Tithi (the event's title), Description, Holiday Yes/No),
// in the API's order (start date, then id). On phones the same facts are a stacked list (a four-column
// table squeezes descriptions into a sliver at 360px); CSS shows one of the two, so assistive
// technology meets only one.
import type { MonthOccasion } from '#shared/contract/calendar.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { occasionDates } from './occasion-dates.ts';

export function MonthTable({ occasions, caption }: { occasions: readonly MonthOccasion[]; caption: string }) {
  const { lang, t } = useI18n();
  const head = 'px-3 py-2 text-left text-sm font-semibold text-slate-800 dark:text-slate-100';
  const cell = 'px-3 py-3 align-top';
  return (
    <section aria-labelledby="month-table-heading" className="mt-10">
      <h2 id="month-table-heading" className="text-xl font-semibold">
        {caption}
      </h2>
      <div className="mt-3 hidden overflow-hidden rounded-lg border border-slate-200 sm:block dark:border-slate-700">
        <table aria-labelledby="month-table-heading" className="w-full border-collapse">
          <thead className="bg-slate-100 dark:bg-slate-800">
            <tr>
              <th scope="col" className={`${head} w-44`}>
                {t('calendar.table_date')}
              </th>
              <th scope="col" className={`${head} w-48`}>
                {t('calendar.table_tithi')}
              </th>
              <th scope="col" className={head}>
                {t('calendar.table_description')}
              </th>
              <th scope="col" className={`${head} w-20`}>
                {t('calendar.table_holiday')}
              </th>
            </tr>
          </thead>
          <tbody>
            {occasions.length === 0 ? (
              <tr>
                <td colSpan={4} className={`${cell} text-center text-slate-700 dark:text-slate-300`}>
                  {t('calendar.no_events_this_month')}
                </td>
              </tr>
            ) : (
              occasions.map((occasion) => (
                <tr
                  key={`${occasion.source}-${occasion.id}-${occasion.start_date}`}
                  className="border-t border-slate-200 dark:border-slate-700"
                >
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={occasion.start_date}>{occasionDates(occasion, lang)}</time>
                  </td>
                  <td className={`${cell} font-semibold`}>{localized(occasion, 'title', lang)}</td>
                  <td className={`${cell} text-slate-700 dark:text-slate-300`}>
                    {localized(occasion, 'description', lang)}
                  </td>
                  <td
                    className={`${cell} ${occasion.is_holiday ? 'font-semibold text-red-700 dark:text-red-300' : ''}`}
                  >
                    {occasion.is_holiday ? t('calendar.yes') : t('calendar.no')}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {occasions.length === 0 ? (
        <p className="mt-3 rounded-lg border border-slate-200 px-3 py-3 text-slate-700 sm:hidden dark:border-slate-700 dark:text-slate-300">
          {t('calendar.no_events_this_month')}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 sm:hidden dark:divide-slate-700 dark:border-slate-700">
          {occasions.map((occasion) => (
            <li key={`${occasion.source}-${occasion.id}-${occasion.start_date}`} className="px-3 py-3">
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm break-words">
                <dt className="font-semibold text-slate-600 dark:text-slate-400">
                  {t('calendar.table_date')}
                </dt>
                <dd>
                  <time dateTime={occasion.start_date}>{occasionDates(occasion, lang)}</time>
                </dd>
                <dt className="font-semibold text-slate-600 dark:text-slate-400">
                  {t('calendar.table_tithi')}
                </dt>
                <dd className="font-semibold">{localized(occasion, 'title', lang)}</dd>
                <dt className="font-semibold text-slate-600 dark:text-slate-400">
                  {t('calendar.table_description')}
                </dt>
                <dd className="text-slate-700 dark:text-slate-300">
                  {localized(occasion, 'description', lang)}
                </dd>
                <dt className="font-semibold text-slate-600 dark:text-slate-400">
                  {t('calendar.table_holiday')}
                </dt>
                <dd className={occasion.is_holiday ? 'font-semibold text-red-700 dark:text-red-300' : ''}>
                  {occasion.is_holiday ? t('calendar.yes') : t('calendar.no')}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
