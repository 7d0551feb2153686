// /cultural-heritage (product.md section 2 "Cultural heritage"): a hero with an anchor button to the site
// list, the introduction with photos, the gallery strip, the heritage sites (9 a page, ?page=N) and
// a scroller of the 6 latest festivals.
import type { Route } from './+types/route.ts';
import { data, useLoaderData } from 'react-router';
import { browserApiReader, serverApiReader } from '#web/lib/api/api-reader.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { listStatus } from '#web/lib/list/load-list.ts';
import { FestivalStrip } from './festival-strip.tsx';
import { GalleryStrip } from './gallery-strip.tsx';
import { HeritageHero, HeritageIntro } from './heritage-intro.tsx';
import { HeritageSites } from './heritage-sites.tsx';
import { loadHeritagePage } from './load-heritage.ts';
import { PreviewTags } from '#web/components/seo/seo-head.tsx';

// No app (ADR 052): the strips' arrows have their own small file; the sites page by links.

export async function loader({ context, request }: Route.LoaderArgs) {
  const result = await loadHeritagePage(serverApiReader(context), request.url);
  return data(result, { status: listStatus(result.sites) });
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadHeritagePage(browserApiReader(), request.url);
}

export default function CulturalHeritagePage() {
  const { strip, sites, festivals } = useLoaderData<typeof clientLoader>();
  const { t, n } = useI18n();
  const title = t('pages.heritage.title');
  const documentTitle =
    sites.page > 1
      ? `${title} (${t('controls.page_n', { page: n(sites.page) })}) | ${t('site.name')}`
      : `${title} | ${t('site.name')}`;
  const images = strip ?? [];
  return (
    <main id="main">
      <title>{documentTitle}</title>
      <PreviewTags title={documentTitle} description={t('pages.heritage.description')} />
      <HeritageHero image={images[0]} />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <HeritageIntro images={images.slice(1, 3)} />
        {images.length > 0 ? <GalleryStrip images={images} /> : null}
        <HeritageSites sites={sites} />
        {festivals && festivals.length > 0 ? <FestivalStrip festivals={festivals} /> : null}
      </div>
    </main>
  );
}
