// 'View Full Article →' of a festival in the branch festivals tab (product.md section 2, 4: a detail panel
// opens and closes from the card). Without JavaScript, and until hydration, it is a plain link to
// /festivals/details/{id}; afterwards a button opens a modal <dialog>: image, title, start and end
// date, holiday yes/no, the description and a close button. The browser's modal dialog keeps focus
// inside and closes on Escape; focus goes back to the button.
import { useRef } from 'react';
import { Link } from 'react-router';
import type { Festival } from '#shared/contract/festivals.ts';
import { daysBetweenIso, formatDate } from '#shared/calendar/index.ts';
import { CloseIcon } from '#web/components/icons/icons.tsx';
import { NoPreview } from '#web/components/no-preview/no-preview.tsx';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { FestivalDescription } from '#web/components/festival/festival-description.tsx';
import { festivalButtonStyle } from '#web/components/festival/festival-summary.tsx';
import { pages } from '#web/lib/paths.ts';
import { mediaSrcSet } from '#shared/media-sources.ts';

/** The calendar's holiday days of the festival (the API's holiday_days): none, all of them, or which. */
function HolidayDays({ festival }: { festival: Festival }) {
  const { t, lang } = useI18n();
  const days = festival.holiday_days;
  if (days.length === 0) return t('festival.no');
  if (days.length === daysBetweenIso(festival.start_date, festival.end_date) + 1)
    return t('festival.holiday_every_day');
  const dates = days.map((day) => formatDate(day, lang, 'long')).join(', ');
  return t('festival.holiday_on', { days: dates });
}

export function FestivalDetailButton({ festival }: { festival: Festival }) {
  const { t, lang } = useI18n();
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const title = localized(festival, 'title', lang);
  const label = (
    <>
      {t('festival.view_full_article')}
      <span className="sr-only">: {title}</span>
      <span aria-hidden="true"> →</span>
    </>
  );
  if (!hydrated)
    return (
      <Link to={pages.festivalDetail(festival.id)} className={festivalButtonStyle}>
        {label}
      </Link>
    );

  const titleId = `festival-dialog-title-${festival.id}`;
  const row = 'flex flex-wrap gap-x-2';
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        className={festivalButtonStyle}
        onClick={() => dialog.current?.showModal()}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => trigger.current?.focus()}
        // A click on the backdrop (the dialog element itself, outside its content) closes it too.
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="m-auto w-[min(48rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/70 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="flex flex-col gap-4 p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-2xl leading-snug font-semibold text-slate-900 dark:text-white">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="inline-flex h-11 shrink-0 items-center gap-1 rounded-md border border-slate-300 px-3 font-semibold text-slate-800 hover:border-rose-800 hover:text-rose-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:border-slate-600 dark:text-slate-100 dark:hover:border-rose-300 dark:hover:text-rose-200 dark:focus-visible:outline-amber-300"
            >
              <CloseIcon size={20} />
              {t('festival.close')}
            </button>
          </div>
          {festival.image ? (
            <img
              src={festival.image}
              srcSet={mediaSrcSet(festival.image)}
              sizes="(min-width: 768px) 768px, 100vw"
              alt={title}
              width={768}
              height={432}
              loading="lazy"
              decoding="async"
              className="aspect-video w-full rounded-md bg-slate-200 object-cover dark:bg-slate-800"
            />
          ) : (
            <NoPreview detail="controls.no_image" />
          )}
          <dl className="grid gap-1 text-slate-700 sm:grid-cols-3 dark:text-slate-300">
            <div className={row}>
              <dt className="font-semibold">{t('festival.start_date')}:</dt>
              <dd>
                <time dateTime={festival.start_date}>{formatDate(festival.start_date, lang, 'long')}</time>
              </dd>
            </div>
            <div className={row}>
              <dt className="font-semibold">{t('festival.end_date')}:</dt>
              <dd>
                <time dateTime={festival.end_date}>{formatDate(festival.end_date, lang, 'long')}</time>
              </dd>
            </div>
            <div className={row}>
              <dt className="font-semibold">{t('festival.holiday')}:</dt>
              <dd>
                <HolidayDays festival={festival} />
              </dd>
            </div>
          </dl>
          <FestivalDescription text={localized(festival, 'description', lang)} headingLevel={3} />
        </div>
      </dialog>
    </>
  );
}
