// Location (product.md section 2, Home): the head office on an embedded map, with a subtitle and a
// description. The map loads lazily (it is far down the page) and has a plain link beside it.
import { useI18n } from '#web/lib/i18n/language-context.tsx';

export interface LocationSectionProps {
  heading: string;
  subtitle: string;
  description: string;
  mapUrl: string;
}

/** The full-page map for a link: OpenStreetMap embeds carry the marker we can reuse. */
function mapPageUrl(embedUrl: string): string {
  try {
    const url = new URL(embedUrl);
    const marker = url.searchParams.get('marker');
    if (url.hostname.endsWith('openstreetmap.org') && marker) {
      const [lat, lon] = marker.split(',');
      return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
    }
  } catch {
    // Not a URL: fall through to the embed itself.
  }
  return embedUrl;
}

export function LocationSection({ heading, subtitle, description, mapUrl }: LocationSectionProps) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="location-heading" className="bg-slate-50 py-12 dark:bg-slate-900/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id="location-heading" className="text-2xl font-semibold">
            {heading}
          </h2>
          {subtitle ? (
            <p className="mt-2 text-lg font-semibold text-rose-800 dark:text-rose-300">{subtitle}</p>
          ) : null}
          {description ? <p className="mt-2 text-slate-700 dark:text-slate-300">{description}</p> : null}
          {mapUrl ? (
            <a
              href={mapPageUrl(mapUrl)}
              target="_blank"
              rel="noopener"
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-rose-800 underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:text-rose-300"
            >
              {t('home.open_map')} <span className="sr-only">{t('home.opens_new_tab')}</span>
            </a>
          ) : null}
        </div>
        {mapUrl ? (
          <iframe
            src={mapUrl}
            title={t('home.map_title')}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="aspect-[4/3] w-full rounded-lg border border-slate-200 bg-slate-200 lg:aspect-[16/9] dark:border-slate-700 dark:bg-slate-800"
          />
        ) : null}
      </div>
    </section>
  );
}
