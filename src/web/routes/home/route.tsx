// Home (product.md section 2): hero slider with the notices ticker, latest updates, upcoming occasions,
// services, why the institution, location; the popup notices open over it once JavaScript runs.
import type { Route } from './+types/route.ts';
import { useLoaderData } from 'react-router';
import { FilePreview } from '#web/components/file-preview/file-preview.tsx';
import { browserApiReader, serverApiReader } from '#web/lib/api/api-reader.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { useLayoutData, usePublicUrl, useSiteName } from '#web/lib/layout/use-layout-data.ts';
import { JsonLd, organisationData } from '#web/components/seo/json-ld.tsx';
import { HeroSlider } from './hero-slider.tsx';
import { loadHome } from './home-data.ts';
import { shownSections } from './shown-sections.ts';
import { LatestUpdates } from './latest-updates.tsx';
import { LocationSection } from './location-section.tsx';
import { NoticesTicker } from './notices-ticker.tsx';
import { PopupNotices } from './popup-notices.tsx';
import { ServicesCarousel } from './services-carousel.tsx';
import { UpcomingOccasions } from './upcoming-occasions.tsx';
import { WhySection } from './why-section.tsx';
import { PreviewTags } from '#web/components/seo/seo-head.tsx';

// No app on this page (ADR 049): the slider, ticker, services carousel, popup and latest-updates tabs
// get their behaviour from small enhancement files of their own (web/enhance/); without script the tabs
// are links. When the app already runs in the tab (a link followed in place from a page with it),
// React's components work as before, loaded through clientLoader.
export function loader({ context }: Route.LoaderArgs) {
  return loadHome(serverApiReader(context));
}

export function clientLoader(_args: Route.ClientLoaderArgs) {
  return loadHome(browserApiReader());
}

export default function HomePage() {
  const { home, latest, settings, urgent, popup, dates } = useLoaderData<typeof loader>();
  const { lang, t } = useI18n();
  const longDate = (iso: string) => dates[iso]?.[lang] ?? iso;
  // A section with nothing to show is left out (a new site without content: shown-sections.ts).
  const shown = shownSections({
    slides: home.homepage,
    urgent,
    latest,
    occasions: home.occasions,
    services: home.services,
    settings,
  });
  const layout = useLayoutData();
  const publicUrl = usePublicUrl();
  const siteName = useSiteName();
  const text = (
    base: keyof typeof settings.home extends `${infer B}_${'en' | 'ne'}` ? B : never,
    fallback: string,
  ) => localized(settings.home, base, lang) || fallback;
  const branchName = (id: number) => {
    const stack = [...(layout?.branches ?? [])];
    while (stack.length) {
      const branch = stack.shift()!;
      if (branch.id === id) return localized(branch, 'name', lang);
      stack.push(...(branch.sub_branch ?? []));
    }
    return undefined;
  };

  return (
    <main id="main">
      <title>{`${t('home.title')} | ${t('site.name')}`}</title>
      <PreviewTags
        title={`${t('home.title')} | ${t('site.name')}`}
        description={t('home.meta_description')}
      />
      <JsonLd data={organisationData(layout, publicUrl, lang, siteName)} />
      {/* Over the slides the name is for screen readers; without slides (a new site) it heads the page. */}
      <h1
        className={
          shown.slides
            ? 'sr-only'
            : 'mx-auto max-w-7xl px-4 pt-10 pb-16 text-3xl font-semibold tracking-tight sm:px-6'
        }
      >
        {localized(settings, 'institution_name', lang) || t('site.name')}
      </h1>
      <HeroSlider
        slides={home.homepage}
        overlay={shown.ticker ? <NoticesTicker notices={urgent} /> : undefined}
      />
      {shown.latest ? (
        <LatestUpdates
          updates={latest}
          heading={text('latest_updates_title', t('home.latest_heading'))}
          description={text('latest_updates_description', t('home.latest_description'))}
        />
      ) : null}
      {shown.occasions ? <UpcomingOccasions occasions={home.occasions} formatDate={longDate} /> : null}
      {shown.services ? <ServicesCarousel services={home.services} /> : null}
      {shown.why ? (
        <WhySection
          heading={text('why_title', t('home.why_heading'))}
          description={localized(settings.home, 'why_description', lang)}
          reasons={settings.why_choose}
        />
      ) : null}
      {shown.location ? (
        <LocationSection
          heading={text('location_title', t('home.location_heading'))}
          subtitle={localized(settings.home, 'location_subtitle', lang)}
          description={localized(settings.home, 'location_description', lang)}
          mapUrl={settings.map_embed_url}
        />
      ) : null}
      <PopupNotices
        notices={popup}
        formatDate={longDate}
        branchName={branchName}
        renderFile={(notice) => (
          <FilePreview variant="popup" file={notice.file} title={localized(notice, 'title', lang)} />
        )}
      />
    </main>
  );
}
