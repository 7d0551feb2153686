import { formatDate } from '#shared/calendar/index.ts';
import type { LatestUpdatesResponse } from '#shared/contract/site.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { ViewAllLink } from '../view-all-link.tsx';
import { ReusedPanel } from './reused-panel.tsx';
import { pages } from '#web/lib/paths.ts';

export default function LawsPanel({ laws }: { laws: LatestUpdatesResponse['laws'] }) {
  const { lang, t } = useI18n();
  const firstCategory = laws[0]?.category_id;
  return (
    <ReusedPanel name="laws" list={laws}>
      <ul
        role="list"
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
      >
        {laws.map((law) => (
          <li key={law.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <h3 className="font-semibold">{localized(law, 'title', lang)}</h3>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {law.category ? `${localized(law.category, 'name', lang)} · ` : ''}
                <time dateTime={law.created_at}>{formatDate(law.created_at, lang, 'long')}</time>
              </p>
            </div>
            {law.file ? (
              <a
                href={law.file}
                target="_blank"
                rel="noopener"
                className="inline-flex min-h-11 items-center rounded-md border border-rose-800 px-3 font-semibold text-rose-800 hover:bg-rose-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:border-rose-300 dark:text-rose-200 dark:hover:bg-rose-950"
              >
                {t('controls.open_file')}
                <span className="sr-only">
                  : {localized(law, 'title', lang)} {t('home.opens_new_tab')}
                </span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      {firstCategory ? <ViewAllLink to={pages.laws(firstCategory)} label={t('home.view_all')} /> : null}
    </ReusedPanel>
  );
}
