// /festivals/:id (product.md section 2 "Festivals page"): a banner, the featured upcoming festival for the
// id, the 'Our festivals' carousel and a 'Latest Articles' grid of 10 a page (?page=N).
import type { Route } from './+types/route.ts';
import { data, useLoaderData } from 'react-router';
import { CardGrid } from '#web/components/content-card/card-grid.tsx';
import { ContentCard } from '#web/components/content-card/content-card.tsx';
import { EmptyState } from '#web/components/empty-state/empty-state.tsx';
import { ErrorState } from '#web/components/error-state/error-state.tsx';
import { HeritageMark } from '#web/components/icons/icons.tsx';
import { Pagination } from '#web/components/pagination/pagination.tsx';
import { SkeletonCardGrid } from '#web/components/skeleton/skeleton.tsx';
import { browserApiReader, serverApiReader } from '#web/lib/api/api-reader.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { NotFoundScreen } from '#web/components/not-found/not-found-screen.tsx';
import { isPastEnd } from '#web/lib/list/load-list.ts';
import { useListLoading } from '#web/lib/list/use-list-loading.ts';
import { FestivalCarousel } from './festival-carousel.tsx';
import { FeaturedFestival, Rule, sectionHeading } from './featured-festival.tsx';
import { festivalsStatus, loadFestivalsPage } from './load-festivals.ts';
import { PreviewTags } from '#web/components/seo/seo-head.tsx';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';

// No app (ADR 052): the carousel's arrows have their own small file; the articles page by links.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const answer = await loadFestivalsPage(serverApiReader(context), params.id, request.url);
  return data(answer, { status: festivalsStatus(answer) });
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadFestivalsPage(browserApiReader(), params.id, request.url);
}

export default function FestivalsPage() {
  const answer = useLoaderData<typeof clientLoader>();
  const { t, n, lang } = useI18n();
  const loading = useListLoading();
  if (answer.state === 'not-found') return <NotFoundScreen />;
  const { upcoming, festivals, articles } = answer;
  const title = t('festival.page_title');
  const page = articles.page;
  const featuredTitle =
    upcoming.state === 'ok' && upcoming.festival ? localized(upcoming.festival, 'title', lang) : null;
  const documentTitle = [featuredTitle, title, page > 1 ? t('controls.page_n', { page: n(page) }) : null]
    .filter(Boolean)
    .join(' · ');
  const articlesName = t('festival.latest_articles');

  let articleList;
  if (loading) articleList = <SkeletonCardGrid count={3} />;
  else if (articles.state === 'error') articleList = <ErrorState message="controls.failed_to_fetch" />;
  else if (isPastEnd(articles) || articles.list.data.length === 0) articleList = <EmptyState />;
  else
    articleList = (
      <>
        <CardGrid label={articlesName}>
          {articles.list.data.map((article) => (
            <ContentCard
              key={article.id}
              headingLevel={3}
              title={localized(article, 'title', lang)}
              text={plainTextOf(localized(article, 'text', lang))}
              createdAt={article.created_at}
              image={article.image}
              file={article.file}
            />
          ))}
        </CardGrid>
        <Pagination
          className="mt-8"
          currentPage={page}
          totalPages={articles.list.total_pages}
          preventScrollReset
          hash="#festival-articles"
          label={t('lists.pagination_label', { list: articlesName })}
        />
      </>
    );

  return (
    <main id="main">
      <title>{`${documentTitle} | ${t('site.name')}`}</title>
      <PreviewTags
        title={`${documentTitle} | ${t('site.name')}`}
        description={t('festival.page_description')}
      />
      <div className="relative isolate overflow-hidden bg-rose-950 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_20%,rgba(245,158,11,0.35),transparent_45%),linear-gradient(135deg,#4c0f19,#8b1e2d)]"
        />
        <div className="mx-auto flex w-full max-w-7xl items-center gap-5 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <HeritageMark size={64} className="hidden shrink-0 sm:block" />
          <div>
            <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
            <p className="mt-2 max-w-2xl text-lg text-rose-50">{t('festival.page_intro')}</p>
          </div>
        </div>
      </div>
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <FeaturedFestival upcoming={upcoming} />
        {festivals && festivals.length > 0 ? (
          <section aria-labelledby="festival-ours" className="mt-14">
            <h2 id="festival-ours" className={sectionHeading}>
              {t('festival.our_festivals')}
            </h2>
            <Rule />
            <FestivalCarousel festivals={festivals} />
          </section>
        ) : null}
        <section aria-labelledby="festival-articles" className="mt-14" aria-busy={loading}>
          <h2 id="festival-articles" className={sectionHeading}>
            {articlesName}
          </h2>
          <Rule />
          {articleList}
        </section>
      </div>
    </main>
  );
}
