// Which of the home page's sections have something to show (issue 29 item 7): a section with nothing in it
// is left out, heading and all, so a new site (migrated, no demo content) looks intentional rather than
// broken: no 750 px "no slides" block, no "why choose us" heading over four empty cards. Each section fills
// in by itself once its content is published or its settings saved.
import type { LatestUpdatesResponse, SiteSettings } from '#shared/contract/site.ts';

interface HomeContents {
  slides: readonly unknown[];
  /** The notices ticker's urgent notices (shown over the slides, or alone without them). */
  urgent: readonly unknown[];
  latest: LatestUpdatesResponse;
  occasions: readonly unknown[];
  services: readonly unknown[];
  settings: Pick<SiteSettings, 'why_choose' | 'map_embed_url' | 'home'>;
}

const filled = (...texts: string[]) => texts.some((text) => text.trim() !== '');

export function shownSections({ slides, urgent, latest, occasions, services, settings }: HomeContents) {
  const { home } = settings;
  return {
    slides: slides.length > 0,
    ticker: urgent.length > 0,
    latest: Object.values(latest).some((list) => list.length > 0),
    occasions: occasions.length > 0,
    services: services.length > 0,
    why: settings.why_choose.some((reason) => filled(reason.title_en, reason.title_ne)),
    location: filled(
      settings.map_embed_url,
      home.location_subtitle_en,
      home.location_subtitle_ne,
      home.location_description_en,
      home.location_description_ne,
    ),
  };
}
