// The gallery grid (product.md section 2 "Gallery page", section 9): 4 columns (2 on phones), the first
// photo double size. Every cell is square and every photo carries its width and height, so nothing
// moves while photos load; photos below the fold load lazily. Each photo links to the full image,
// which works without JavaScript; with JavaScript the link opens the viewer instead, and closing it
// returns focus to the photo that opened it.
import { useRef, useState, type MouseEvent } from 'react';
import type { GalleryImage } from '#shared/contract/gallery.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { ImageViewer } from './image-viewer.tsx';
import { EAGER_IMAGES } from './viewer-index.ts';
import { mediaSrcSet } from '#shared/media-sources.ts';

export function GalleryGrid({
  images,
  label,
  className = '',
}: {
  images: GalleryImage[];
  label: string;
  className?: string;
}) {
  const { t, n, lang } = useI18n();
  const hydrated = useHydrated();
  const [shown, setShown] = useState<number | null>(null);
  const opener = useRef<number | null>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);

  const caption = (image: GalleryImage, index: number) =>
    localized(image, 'caption', lang) || t('pages.gallery.untitled', { n: n(index + 1) });

  const open = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) still gets the plain link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    opener.current = index;
    setShown(index);
  };

  const close = () => {
    setShown(null);
    const index = opener.current;
    opener.current = null;
    if (index !== null) links.current[index]?.focus();
  };

  return (
    <>
      <ul
        role="list"
        aria-label={label}
        className={`grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-4 ${className}`}
      >
        {images.map((image, index) => (
          <li key={image.id} className={`aspect-square ${index === 0 ? 'col-span-2 row-span-2' : ''}`}>
            <a
              ref={(element) => {
                links.current[index] = element;
              }}
              href={image.image}
              onClick={open(index)}
              className="group relative block h-full w-full overflow-hidden rounded-md bg-slate-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:bg-slate-800 dark:focus-visible:outline-amber-300"
            >
              <img
                src={image.image}
                srcSet={mediaSrcSet(image.image)}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                alt={caption(image, index)}
                width={image.width}
                height={image.height}
                loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                // The square tile crops the picture: its focal point (media library) stays in view.
                style={image.image_position ? { objectPosition: image.image_position } : undefined}
              />
              {/* The caption for sighted visitors on hover and focus; the alt text already names the link. */}
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent px-3 pt-8 pb-2 text-sm font-semibold text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 motion-reduce:transition-none"
              >
                {caption(image, index)}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {hydrated ? (
        <ImageViewer images={images} index={shown} caption={caption} onChange={setShown} onClose={close} />
      ) : null}
    </>
  );
}
