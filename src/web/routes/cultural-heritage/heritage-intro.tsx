// The top of /cultural-heritage (product.md section 2): a hero with an anchor button to the heritage list,
// then the introduction with photos and the four kinds of heritage work (texts in pages.ts).
import type { GalleryImage } from '#shared/contract/gallery.ts';
import type { MessageKey } from '#shared/i18n/index.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { mediaSrcSet } from '#shared/media-sources.ts';

export const SITES_SECTION_ID = 'heritage-sites';

export function HeritageHero({ image }: { image: GalleryImage | undefined }) {
  const { t } = useI18n();
  return (
    <div className="relative isolate overflow-hidden bg-rose-950 text-white">
      {image ? (
        <img
          src={image.image}
          srcSet={mediaSrcSet(image.image)}
          sizes="100vw"
          alt=""
          width={image.width}
          height={image.height}
          fetchPriority="high"
          className="absolute inset-0 -z-20 h-full w-full object-cover"
        />
      ) : null}
      {/* Keeps the white text readable over any photo. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-rose-950/95 via-rose-950/80 to-slate-950/50 dark:from-slate-950/95 dark:via-slate-950/85 dark:to-slate-950/60"
      />
      <div className="mx-auto flex min-h-80 w-full max-w-7xl flex-col justify-center px-4 py-14 sm:min-h-96 sm:px-6 lg:px-8">
        <h1 className="max-w-3xl text-3xl font-semibold tracking-tight sm:text-5xl">
          {t('pages.heritage.title')}
        </h1>
        <div aria-hidden="true" className="mt-4 h-1 w-16 rounded-full bg-amber-400" />
        <p className="mt-5 max-w-2xl text-lg text-rose-50 sm:text-xl">{t('pages.heritage.hero_subtitle')}</p>
        <p className="mt-8">
          <a
            href={`#${SITES_SECTION_ID}`}
            className="inline-flex min-h-12 items-center gap-2 rounded-md bg-amber-400 px-6 text-lg font-semibold text-slate-950 shadow hover:bg-amber-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('pages.heritage.cta')}
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              aria-hidden="true"
              focusable="false"
            >
              <path d="M12 5v14M6 13l6 6 6-6" />
            </svg>
          </a>
        </p>
      </div>
    </div>
  );
}

const WORK: { title: MessageKey; text: MessageKey }[] = [
  { title: 'pages.heritage.work_worship', text: 'pages.heritage.work_worship_text' },
  { title: 'pages.heritage.work_treasures', text: 'pages.heritage.work_treasures_text' },
  { title: 'pages.heritage.work_land', text: 'pages.heritage.work_land_text' },
  { title: 'pages.heritage.work_conservation', text: 'pages.heritage.work_conservation_text' },
];

export function HeritageIntro({ images }: { images: GalleryImage[] }) {
  const { t, lang } = useI18n();
  return (
    <section aria-labelledby="heritage-intro" className="mt-12 grid gap-10 lg:grid-cols-2 lg:items-center">
      <div>
        <h2
          id="heritage-intro"
          className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {t('pages.heritage.intro_title')}
        </h2>
        <div aria-hidden="true" className="mt-3 h-1 w-14 rounded-full bg-amber-500 dark:bg-amber-400" />
        <p className="mt-5 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          {t('pages.heritage.intro_1')}
        </p>
        <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          {t('pages.heritage.intro_2')}
        </p>
        <ul aria-label={t('pages.heritage.work_label')} className="mt-6 grid gap-3 sm:grid-cols-2">
          {WORK.map((item) => (
            <li
              key={item.title}
              className="rounded-md border-l-4 border-rose-800 bg-rose-50 px-4 py-3 dark:border-rose-300 dark:bg-slate-900"
            >
              <span className="block font-semibold text-slate-900 dark:text-white">{t(item.title)}</span>
              <span className="block text-slate-700 dark:text-slate-300">{t(item.text)}</span>
            </li>
          ))}
        </ul>
      </div>
      {images.length > 0 ? (
        <div className="grid grid-cols-2 gap-4">
          {images.slice(0, 2).map((image, index) => (
            <figure key={image.id} className={index === 1 ? 'mt-10' : ''}>
              <img
                src={image.image}
                srcSet={mediaSrcSet(image.image)}
                sizes="(min-width: 1024px) 50vw, 100vw"
                alt={localized(image, 'caption', lang)}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className="aspect-[3/4] w-full rounded-lg object-cover shadow-md"
              />
              <figcaption className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                {localized(image, 'caption', lang)}
              </figcaption>
            </figure>
          ))}
        </div>
      ) : null}
    </section>
  );
}
