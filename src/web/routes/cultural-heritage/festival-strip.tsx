// The horizontal scroller of the 6 latest festivals (product.md section 2, Cultural heritage), each card a
// link to /festivals/details/{id}.
import { Link } from 'react-router';
import type { Festival } from '#shared/contract/festivals.ts';
import { formatDate } from '#shared/calendar/index.ts';
import { HeritageMark } from '#web/components/icons/icons.tsx';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { HorizontalScroller } from './horizontal-scroller.tsx';
import { pages } from '#web/lib/paths.ts';
import { mediaSrcSet } from '#shared/media-sources.ts';

function FestivalCard({ festival }: { festival: Festival }) {
  const { lang } = useI18n();
  const title = localized(festival, 'title', lang);
  const subtitle = localized(festival, 'subtitle', lang);
  const location = localized(festival, 'location', lang);
  const date = formatDate(festival.start_date, lang, 'long');
  return (
    <Link
      to={pages.festivalDetail(festival.id)}
      className="group flex h-full w-72 flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm hover:border-rose-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 sm:w-80 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-rose-300 dark:focus-visible:outline-amber-300"
    >
      {festival.image ? (
        <img
          src={festival.image}
          srcSet={mediaSrcSet(festival.image)}
          sizes="320px"
          alt=""
          width={320}
          height={200}
          loading="lazy"
          decoding="async"
          className="aspect-[8/5] w-full bg-slate-200 object-cover dark:bg-slate-800"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-[8/5] w-full items-center justify-center bg-rose-50 dark:bg-slate-800"
        >
          <HeritageMark size={56} />
        </div>
      )}
      <span className="flex flex-1 flex-col p-4">
        <span className="text-lg font-semibold text-slate-900 group-hover:text-rose-900 group-hover:underline dark:text-white dark:group-hover:text-rose-200">
          {title}
        </span>
        {subtitle ? (
          <span className="mt-1 font-semibold text-rose-800 dark:text-rose-300">{subtitle}</span>
        ) : null}
        {date ? <span className="mt-2 text-sm text-slate-700 dark:text-slate-300">{date}</span> : null}
        {location ? <span className="text-sm text-slate-700 dark:text-slate-300">{location}</span> : null}
      </span>
    </Link>
  );
}

export function FestivalStrip({ festivals }: { festivals: Festival[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="heritage-festivals" className="mt-16">
      <h2
        id="heritage-festivals"
        className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
      >
        {t('pages.heritage.festivals_title')}
      </h2>
      <div aria-hidden="true" className="mt-3 h-1 w-14 rounded-full bg-amber-500 dark:bg-amber-400" />
      <p className="mt-4 mb-2 text-lg text-slate-700 dark:text-slate-300">
        {t('pages.heritage.festivals_intro')}
      </p>
      <HorizontalScroller label={t('pages.heritage.festivals_label')} testId="heritage-festivals">
        {festivals.map((festival) => (
          <li key={festival.id} className="flex shrink-0">
            <FestivalCard festival={festival} />
          </li>
        ))}
      </HorizontalScroller>
    </section>
  );
}
