// The gallery's photo viewer: a modal <dialog> with the photo, its caption, 'n of total' (Nepali
// digits in Nepali), previous/next buttons and the left/right arrow keys (wrapping at both ends),
// Escape and a close button. The browser's modal dialog keeps focus inside and makes the page
// behind it inert. Only rendered once JavaScript runs: without it each photo is a plain link.
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { GalleryImage } from '#shared/contract/gallery.ts';
import { ChevronRightIcon, CloseIcon, ExternalIcon } from '#web/components/icons/icons.tsx';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { wrapIndex } from './viewer-index.ts';
import { mediaSrcSet } from '#shared/media-sources.ts';

const roundButton =
  'inline-flex h-12 w-12 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-300';

export interface ImageViewerProps {
  images: GalleryImage[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  caption: (image: GalleryImage, index: number) => string;
  onChange: (index: number) => void;
  /** Called after the dialog closed (Escape, the close button, a click beside the photo). */
  onClose: () => void;
}

export function ImageViewer({ images, index, caption, onChange, onClose }: ImageViewerProps) {
  const { t, n } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const open = index !== null && images[index] !== undefined;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const count = images.length;
  const current = open ? images[index] : undefined;
  const go = (step: number) => {
    if (index !== null) onChange(wrapIndex(index + step, count));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  // A click on the dark area around the photo (not the photo, its caption or a control) closes it.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as HTMLElement;
    if (target === event.currentTarget || target.dataset.backdrop !== undefined) event.currentTarget.close();
  };

  const text = current && index !== null ? caption(current, index) : '';
  return (
    // The dialog handles Escape itself (its cancel event) and the arrow keys here.
    <dialog
      ref={dialog}
      aria-labelledby="viewer-caption"
      aria-describedby="viewer-keys"
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={onClick}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-slate-950/95 p-0 text-white backdrop:bg-black/80"
    >
      {current && index !== null ? (
        <div data-backdrop className="relative flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <p className="text-base font-semibold tabular-nums" aria-live="polite">
              {t('pages.gallery.position', { n: n(index + 1), total: n(count) })}
            </p>
            <button
              type="button"
              autoFocus
              onClick={() => dialog.current?.close()}
              aria-label={t('pages.gallery.close_viewer')}
              className={roundButton}
            >
              <CloseIcon size={22} />
            </button>
          </div>
          <p id="viewer-keys" className="sr-only">
            {t('pages.gallery.keys')}
          </p>
          <figure
            data-backdrop
            className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-4 sm:px-24"
          >
            <img
              key={current.id}
              src={current.image}
              srcSet={mediaSrcSet(current.image)}
              sizes="100vw"
              alt={text}
              width={current.width}
              height={current.height}
              className="h-auto max-h-[calc(100dvh-12rem)] w-auto max-w-full rounded object-contain"
            />
            <figcaption id="viewer-caption" className="max-w-3xl text-center text-lg">
              {text}
            </figcaption>
          </figure>
          {/* On phones the arrows sit beside the link under the photo, so the photo gets the full
              width; from sm up they float at the sides of the screen. */}
          <div className="flex items-center justify-between gap-2 px-4 py-4 sm:justify-center">
            {count > 1 ? (
              <button
                type="button"
                onClick={() => go(-1)}
                aria-label={t('pages.gallery.previous')}
                className={`${roundButton} sm:absolute sm:top-1/2 sm:left-6 sm:-translate-y-1/2`}
              >
                <ChevronRightIcon size={26} className="rotate-180" />
              </button>
            ) : null}
            <a
              href={current.image}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-center font-semibold text-amber-200 underline underline-offset-4 hover:text-amber-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
            >
              {t('pages.gallery.open_full')}
              <ExternalIcon size={18} className="shrink-0" />
              <span className="sr-only">{t('controls.opens_new_tab')}</span>
            </a>
            {count > 1 ? (
              <button
                type="button"
                onClick={() => go(1)}
                aria-label={t('pages.gallery.next')}
                className={`${roundButton} sm:absolute sm:top-1/2 sm:right-6 sm:-translate-y-1/2`}
              >
                <ChevronRightIcon size={26} />
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
