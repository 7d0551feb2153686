// 'Our festivals' (product.md section 2 "Festivals page"): a horizontal row of festival cards, three visible
// on desktop (two on tablets, one on phones). The arrows step one card (411px on desktop, the card's
// width on smaller screens) and stop at the ends: the offset stays between 0 and count - visible.
// Without JavaScript there are no arrows and the row scrolls by hand (touch, trackpad, Tab). React moves
// it when the app runs in the tab; else web/enhance/festival-carousel.js does (ADR 052), on the same
// markup: the arrows rendered hidden, the live region's template in a data attribute.
import festivalCarouselScript from '#web/enhance/festival-carousel.js?url';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Festival } from '#shared/contract/festivals.ts';
import { ContentCard } from '#web/components/content-card/content-card.tsx';
import { ChevronRightIcon } from '#web/components/icons/icons.tsx';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { useEnhancementFile } from '#web/lib/hydration/route-hydrates.ts';
import { usePrefersReducedMotion } from '#web/lib/hooks/use-reduced-motion.ts';
import { localized } from '#web/lib/format/localized.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { CAROUSEL_STEP_PX, clampOffset, maxOffset, visibleCards } from './carousel-offset.ts';
import { pages } from '#web/lib/paths.ts';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';

const arrow =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:border-rose-800 hover:text-rose-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:border-slate-300 aria-disabled:hover:text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-rose-300 dark:hover:text-rose-200 dark:focus-visible:outline-amber-300';

interface Geometry {
  step: number;
  visible: number;
}

export function FestivalCarousel({ festivals }: { festivals: Festival[] }) {
  const { t, n, lang } = useI18n();
  const hydrated = useHydrated();
  const count = festivals.length;
  const enhance = useEnhancementFile() && count > 1;
  const reducedMotion = usePrefersReducedMotion();
  const row = useRef<HTMLUListElement>(null);
  const [geometry, setGeometry] = useState<Geometry>({ step: CAROUSEL_STEP_PX, visible: 3 });
  const [offset, setOffset] = useState(0);
  const [moved, setMoved] = useState(false);

  // One step is a card plus the gap, read from the layout (411px on desktop by the CSS widths).
  const measure = useCallback(() => {
    const element = row.current;
    const [first, second] = element ? Array.from(element.children) : [];
    if (!element || !(first instanceof HTMLElement)) return;
    const gap = second instanceof HTMLElement ? second.offsetLeft - first.offsetLeft - first.offsetWidth : 0;
    const step = first.offsetWidth + gap;
    const visible = visibleCards(element.clientWidth, step, gap);
    setGeometry({ step, visible });
    setOffset(clampOffset(element.scrollLeft / step, count, visible));
  }, [count]);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const last = maxOffset(count, geometry.visible);
  const go = (direction: -1 | 1) => {
    const next = clampOffset(offset + direction, count, geometry.visible);
    if (next === offset) return;
    setOffset(next);
    setMoved(true);
    row.current?.scrollTo({ left: next * geometry.step, behavior: reducedMotion ? 'auto' : 'smooth' });
  };
  // Scrolling by hand (touch, trackpad, focus moving into a card) moves the offset too.
  const onScroll = () => {
    const element = row.current;
    if (element) setOffset(clampOffset(element.scrollLeft / geometry.step, count, geometry.visible));
  };

  const from = Math.min(offset + 1, count);
  const to = Math.min(offset + geometry.visible, count);
  return (
    <div
      data-testid="festival-carousel"
      data-offset={offset}
      data-max-offset={last}
      data-enhance={enhance ? 'festival-carousel' : undefined}
    >
      {(hydrated || enhance) && count > 1 ? (
        <div
          data-carousel-controls=""
          hidden={!hydrated}
          className="mb-3 flex items-center justify-end gap-2"
        >
          <p
            className="sr-only"
            aria-live="polite"
            data-label-position={
              enhance
                ? t('festival.carousel_position', { from: '{from}', to: '{to}', total: '{total}' })
                : undefined
            }
          >
            {moved ? t('festival.carousel_position', { from: n(from), to: n(to), total: n(count) }) : ''}
          </p>
          <button
            type="button"
            data-carousel-step="-1"
            onClick={() => go(-1)}
            aria-label={t('festival.carousel_previous')}
            aria-disabled={offset <= 0}
            className={arrow}
          >
            <ChevronRightIcon size={22} className="rotate-180" />
          </button>
          <button
            type="button"
            data-carousel-step="1"
            onClick={() => go(1)}
            aria-label={t('festival.carousel_next')}
            aria-disabled={offset >= last}
            className={arrow}
          >
            <ChevronRightIcon size={22} />
          </button>
        </div>
      ) : null}
      <ul
        ref={row}
        role="list"
        aria-label={t('festival.our_festivals')}
        onScroll={onScroll}
        // relative: the cards' screen-reader texts (absolutely positioned) belong to this scroll box;
        // without it they overflow the document and the whole page scrolls sideways by ~9000px.
        className="relative flex snap-x snap-mandatory gap-6 overflow-x-auto overscroll-x-contain pb-4 lg:max-w-[1209px] [scrollbar-color:var(--color-slate-400)_transparent]"
      >
        {festivals.map((festival) => {
          const subtitle = localized(festival, 'subtitle', lang);
          return (
            <li
              key={festival.id}
              className="flex w-full shrink-0 snap-start sm:w-[calc((100%-1.5rem)/2)] lg:w-[387px]"
            >
              <ContentCard
                headingLevel={3}
                title={localized(festival, 'title', lang)}
                text={subtitle || plainTextOf(localized(festival, 'description', lang))}
                createdAt={festival.start_date}
                image={festival.image}
                to={pages.festivalDetail(festival.id)}
              />
            </li>
          );
        })}
      </ul>
      {enhance ? <script async src={festivalCarouselScript} /> : null}
    </div>
  );
}
