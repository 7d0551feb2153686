// The gallery strip of /cultural-heritage (product.md section 2): photos in a horizontal scroller, each a
// link to /gallery. Heights are fixed and widths follow each photo's proportions: no layout shift.
import { Link } from 'react-router';
import type { GalleryImage } from '#shared/contract/gallery.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { HorizontalScroller } from './horizontal-scroller.tsx';
import { pages } from '#web/lib/paths.ts';
import { mediaSrcSet } from '#shared/media-sources.ts';

const HEIGHT = 224;

export function GalleryStrip({ images }: { images: GalleryImage[] }) {
  const { t, lang } = useI18n();
  return (
    <section aria-labelledby="heritage-strip" className="mt-16">
      <h2
        id="heritage-strip"
        className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
      >
        {t('pages.heritage.strip_title')}
      </h2>
      <div aria-hidden="true" className="mt-3 h-1 w-14 rounded-full bg-amber-500 dark:bg-amber-400" />
      <p className="mt-4 mb-2 text-lg text-slate-700 dark:text-slate-300">
        {t('pages.heritage.strip_intro')}
      </p>
      <HorizontalScroller label={t('pages.heritage.strip_label')} testId="heritage-strip">
        {images.map((image) => {
          const caption = localized(image, 'caption', lang);
          const width = Math.round((HEIGHT * image.width) / Math.max(image.height, 1));
          return (
            <li key={image.id} className="shrink-0">
              <Link
                to={pages.gallery()}
                className="group relative block overflow-hidden rounded-lg bg-slate-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:bg-slate-800 dark:focus-visible:outline-amber-300"
              >
                <img
                  src={image.image}
                  srcSet={mediaSrcSet(image.image)}
                  sizes="(min-width: 640px) 33vw, 80vw"
                  alt=""
                  width={width}
                  height={HEIGHT}
                  loading="lazy"
                  decoding="async"
                  style={{ width, height: HEIGHT }}
                  className="object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                />
                <span className="sr-only">{t('pages.heritage.open_gallery', { caption })}</span>
              </Link>
            </li>
          );
        })}
      </HorizontalScroller>
    </section>
  );
}
