// /festivals/details/:id (product.md section 2 "Festival detail"): the title and description in the
// visitor's language, the festival's own dates in long form (BS in Nepali; not when it was added), the image or 'No Image Available', the
// description line by line with the 'history and mythology' line as a sub-heading, and 'Read Next':
// up to 8 other festivals as links. An unknown id is the not-found state (HTTP 404).
import type { Route } from './+types/route.ts';
import { data, useLoaderData } from 'react-router';
import type { Festival } from '#shared/contract/festivals.ts';
import { formatDate } from '#shared/calendar/index.ts';
import { ErrorState } from '#web/components/error-state/error-state.tsx';
import { NoPreview } from '#web/components/no-preview/no-preview.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { endpoints, browserApiReader, serverApiReader, type ApiRead } from '#web/lib/api/api-reader.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { failureStatus } from '#web/lib/list/load-list.ts';
import { readId } from '#web/lib/list/page-param.ts';
import { FestivalDescription } from '#web/components/festival/festival-description.tsx';
import { NotFoundScreen } from '#web/components/not-found/not-found-screen.tsx';
import { pages } from '#web/lib/paths.ts';
import { ReadNext } from '#web/components/read-next/read-next.tsx';
import { usePublicUrl, useSiteName } from '#web/lib/layout/use-layout-data.ts';
import { JsonLd, festivalEventData } from '#web/components/seo/json-ld.tsx';
import { PreviewTags } from '#web/components/seo/seo-head.tsx';
import { mediaSrcSet } from '#shared/media-sources.ts';

/** product.md section 9: Read Next lists up to 8 festivals. */
export const READ_NEXT_COUNT = 8;

type DetailData =
  | { state: 'not-found' }
  | { state: 'error'; status: number }
  | { state: 'ok'; festival: Festival; next: Festival[] };

async function load(read: ApiRead, rawId: string | undefined): Promise<DetailData> {
  const id = readId(rawId);
  if (id === null || id === 0) return { state: 'not-found' };
  const [festival, next] = await Promise.all([
    read(endpoints.festival(id)).then(
      (answer) => answer.data[0] ?? null,
      (error: unknown) => (error instanceof ApiError && error.status === 404 ? null : failureStatus(error)),
    ),
    read(endpoints.festivals({ limit: READ_NEXT_COUNT, exclude: id })).then(
      (answer) => answer.data.filter((item) => item.id !== id).slice(0, READ_NEXT_COUNT),
      () => [],
    ),
  ]);
  if (festival === null) return { state: 'not-found' };
  if (typeof festival === 'number') return { state: 'error', status: festival };
  return { state: 'ok', festival, next };
}

const statusOf = (answer: DetailData) =>
  answer.state === 'not-found' ? 404 : answer.state === 'error' ? answer.status : 200;

export async function loader({ context, params }: Route.LoaderArgs) {
  const answer = await load(serverApiReader(context), params.id);
  return data(answer, { status: statusOf(answer) });
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return load(browserApiReader(), params.id);
}

export default function FestivalDetailPage() {
  const answer = useLoaderData<typeof clientLoader>();
  const { t, lang } = useI18n();
  const publicUrl = usePublicUrl();
  const siteName = useSiteName();
  if (answer.state === 'not-found') return <NotFoundScreen />;
  if (answer.state === 'error')
    return (
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-12">
        <title>{`${t('error.title')} | ${t('site.name')}`}</title>
        <h1 className="mb-6 text-3xl font-semibold">{t('error.title')}</h1>
        <ErrorState message="controls.retrieve_failed" />
      </main>
    );

  const { festival, next } = answer;
  const title = localized(festival, 'title', lang);
  const starts = formatDate(festival.start_date, lang, 'long');
  const ends = festival.end_date > festival.start_date ? formatDate(festival.end_date, lang, 'long') : '';
  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <title>{`${title} | ${t('site.name')}`}</title>
      <PreviewTags
        title={`${title} | ${t('site.name')}`}
        description={t('festival.detail_description', { title })}
        image={festival.image}
        type="article"
      />
      <JsonLd data={festivalEventData(festival, publicUrl, lang, siteName)} />
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="min-w-0">
          <h1 className="text-3xl leading-tight font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {title}
          </h1>
          <div aria-hidden="true" className="mt-3 h-1 w-16 rounded-full bg-amber-500 dark:bg-amber-400" />
          {starts ? (
            <p className="mt-4 text-slate-700 dark:text-slate-300">
              {t('festival.dates')}: <time dateTime={festival.start_date}>{starts}</time>
              {ends ? (
                <>
                  {' – '}
                  <time dateTime={festival.end_date}>{ends}</time>
                </>
              ) : null}
            </p>
          ) : null}
          <div className="mt-6">
            {festival.image ? (
              <img
                src={festival.image}
                srcSet={mediaSrcSet(festival.image)}
                sizes="(min-width: 1024px) 768px, 100vw"
                alt={title}
                width={1200}
                height={675}
                fetchPriority="high"
                decoding="async"
                className="aspect-video w-full rounded-lg bg-slate-200 object-cover dark:bg-slate-800"
              />
            ) : (
              <NoPreview title="controls.no_image" detail={null} />
            )}
          </div>
          <div className="mt-8 max-w-3xl">
            <FestivalDescription text={localized(festival, 'description', lang)} />
          </div>
        </article>
        <ReadNext
          heading={t('festival.read_next')}
          entries={next.map((item) => ({
            key: item.id,
            href: pages.festivalDetail(item.id),
            title: localized(item, 'title', lang),
            detail: formatDate(item.start_date, lang, 'long'),
            image: item.image,
          }))}
        />
      </div>
    </main>
  );
}
