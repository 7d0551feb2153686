// Latest updates (product.md section 2, Home): four tabs, gallery first. All four lists arrive in the
// first HTML's data; the panels other than the gallery are separate code chunks loaded when their
// tab is first chosen, with a skeleton meanwhile (the spec's lazy panels). Without JavaScript the
// tabs are links to ?latest=<tab>, which the server renders with that panel open. The home page runs
// no app (ADR 049): there the server renders every panel and web/enhance/tabs.js switches them in
// place; with the app running in the tab, React does, loading a panel's chunk when first chosen.
import { lazy } from 'react';
import type { LatestUpdatesResponse } from '#shared/contract/site.ts';
import { SkeletonCardGrid } from '#web/components/skeleton/skeleton.tsx';
import { Tabs } from '#web/components/tabs/tabs.tsx';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { useEnhancementFile } from '#web/lib/hydration/route-hydrates.ts';
import { ViewAllLink } from './view-all-link.tsx';
import { ReusedPanel } from './latest-panels/reused-panel.tsx';
import { pages } from '#web/lib/paths.ts';
import { mediaSrcSet } from '#shared/media-sources.ts';

/** Without JavaScript the tabs are links to ?latest=<tab> (see Tabs' linkParam). */
const LATEST_TAB_PARAM = 'latest';

const NoticesPanel = lazy(() => import('./latest-panels/notices-panel.tsx'));
const NewsPanel = lazy(() => import('./latest-panels/news-panel.tsx'));
const LawsPanel = lazy(() => import('./latest-panels/laws-panel.tsx'));

export interface LatestUpdatesProps {
  updates: LatestUpdatesResponse;
  heading: string;
  description: string;
}

function GalleryPanel({ gallery }: { gallery: LatestUpdatesResponse['gallery'] }) {
  const { lang, t } = useI18n();
  return (
    <ReusedPanel name="gallery" list={gallery}>
      <ul role="list" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {gallery.map((image) => (
          <li key={image.id}>
            <a
              href="/gallery"
              className="block overflow-hidden rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800"
            >
              <img
                src={image.image}
                srcSet={mediaSrcSet(image.image)}
                sizes="(min-width: 1024px) 25vw, 50vw"
                alt={localized(image, 'caption', lang)}
                width={image.width}
                height={image.height}
                loading="lazy"
                className="aspect-[4/3] h-auto w-full object-cover transition-transform hover:scale-105 motion-reduce:transition-none"
                style={image.image_position ? { objectPosition: image.image_position } : undefined}
              />
            </a>
          </li>
        ))}
      </ul>
      <ViewAllLink to={pages.gallery()} label={t('home.view_all')} />
    </ReusedPanel>
  );
}

export function LatestUpdates({ updates, heading, description }: LatestUpdatesProps) {
  const { t } = useI18n();
  const enhance = useEnhancementFile();
  return (
    <section aria-labelledby="latest-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="latest-heading" className="text-2xl font-semibold">
        {heading}
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{description}</p>
      <Tabs
        className="mt-6"
        label={heading}
        // Without JavaScript the tabs are links (?latest=notice): every list stays reachable.
        linkParam={LATEST_TAB_PARAM}
        enhance={enhance}
        placeholder={<SkeletonCardGrid count={3} />}
        tabs={[
          {
            id: 'gallery',
            label: t('home.tab_gallery'),
            panel: () => <GalleryPanel gallery={updates.gallery} />,
          },
          {
            id: 'notice',
            label: t('home.tab_notices'),
            panel: () => <NoticesPanel notices={updates.notices} />,
          },
          { id: 'news', label: t('home.tab_news'), panel: () => <NewsPanel articles={updates.articles} /> },
          { id: 'laws', label: t('home.tab_laws'), panel: () => <LawsPanel laws={updates.laws} /> },
        ]}
      />
    </section>
  );
}
