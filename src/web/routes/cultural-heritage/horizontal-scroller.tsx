// A horizontal strip of items (product.md section 2, Cultural heritage: the gallery strip and the festival
// scroller). Without JavaScript it scrolls by hand (touch, trackpad, shift+wheel, or Tab through its
// links); with JavaScript two arrow buttons scroll it 300px each (product.md section 9), smoothly unless
// the visitor asked for reduced motion. No scroll snapping, so each step is exactly 300px. React moves it
// when the app runs in the tab; else web/enhance/horizontal-scroller.js does (ADR 052), on the same
// markup (the arrows rendered hidden until script runs); the step is in both.
import horizontalScrollerScript from '#web/enhance/horizontal-scroller.js?url';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronRightIcon } from '#web/components/icons/icons.tsx';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { useEnhancementFile } from '#web/lib/hydration/route-hydrates.ts';
import { usePrefersReducedMotion } from '#web/lib/hooks/use-reduced-motion.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';

/** product.md section 9: the gallery strip scrolls 300px per arrow. */
const SCROLL_STEP_PX = 300;

const arrow =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:border-rose-800 hover:text-rose-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-rose-300 dark:hover:text-rose-200 dark:focus-visible:outline-amber-300';

export function HorizontalScroller({
  label,
  testId,
  children,
}: {
  /** The list's accessible name. */
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const enhance = useEnhancementFile();
  const reducedMotion = usePrefersReducedMotion();
  const list = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const max = element.scrollWidth - element.clientWidth;
    setEnds({ start: element.scrollLeft <= 1, end: element.scrollLeft >= max - 1 });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const scroll = (direction: -1 | 1) => {
    if ((direction < 0 && ends.start) || (direction > 0 && ends.end)) return;
    list.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  return (
    <div data-enhance={enhance ? 'horizontal-scroller' : undefined}>
      {hydrated || enhance ? (
        <div data-scroller-controls="" hidden={!hydrated} className="mb-3 flex justify-end gap-2">
          <button
            type="button"
            data-scroll-step="-1"
            onClick={() => scroll(-1)}
            aria-label={t('pages.heritage.scroll_back')}
            aria-disabled={ends.start}
            className={arrow}
          >
            <ChevronRightIcon size={22} className="rotate-180" />
          </button>
          <button
            type="button"
            data-scroll-step="1"
            onClick={() => scroll(1)}
            aria-label={t('pages.heritage.scroll_forward')}
            aria-disabled={ends.end}
            className={arrow}
          >
            <ChevronRightIcon size={22} />
          </button>
        </div>
      ) : null}
      <ul
        ref={list}
        role="list"
        aria-label={label}
        data-testid={testId}
        onScroll={measure}
        className="flex gap-4 overflow-x-auto overscroll-x-contain pb-3 [scrollbar-color:var(--color-slate-400)_transparent]"
      >
        {children}
      </ul>
      {enhance ? <script async src={horizontalScrollerScript} /> : null}
    </div>
  );
}
