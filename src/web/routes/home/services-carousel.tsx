// Services carousel (product.md section 2 and 9): scrolls sideways on its own, a step of 1px every 16 ms
// (0.5px below 768px wide), looping at half the content width (the list is doubled). It pauses while
// the pointer is over a card or focus is inside, has a pause button, and never moves under reduced
// motion. Without JavaScript the list simply scrolls by hand. React moves it when the app runs in the
// tab; else web/enhance/services-carousel.js does (ADR 049): it doubles the list, shows the pause
// button (rendered hidden with its labels) and moves the same track the same way.
import servicesCarouselScript from '#web/enhance/services-carousel.js?url';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { useEnhancementFile } from '#web/lib/hydration/route-hydrates.ts';
import { usePrefersReducedMotion } from '#web/lib/hooks/use-reduced-motion.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { mediaSrcSet } from '#shared/media-sources.ts';

/** The step's timing and sizes are also in web/enhance/services-carousel.js. */
const SERVICES_TICK_MS = 16;
export const servicesStep = (viewportWidth: number) => (viewportWidth < 768 ? 0.5 : 1);

/** The next offset: advance by one step, and jump back by half the content once past it. */
export function nextOffset(offset: number, step: number, contentWidth: number): number {
  const half = contentWidth / 2;
  const next = offset + step;
  return half > 0 && next >= half ? next - half : next;
}

export interface ServiceItem {
  id: number;
  url: string;
  image: string | null;
  name_en: string;
  name_ne: string;
  description_en: string;
  description_ne: string;
}

export function ServicesCarousel({ services }: { services: ServiceItem[] }) {
  const { lang, t } = useI18n();
  const hydrated = useHydrated();
  const enhance = useEnhancementFile() && services.length > 0;
  const reducedMotion = usePrefersReducedMotion();
  const trackRef = useRef<HTMLUListElement>(null);
  const [pausedByButton, setPausedByButton] = useState(false);
  const [hovering, setHovering] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const moving = hydrated && !reducedMotion && services.length > 0;
  // Off screen nobody sees it move: a cheap phone keeps its CPU for the page (and its battery).
  const running = moving && onScreen && !pausedByButton && !hovering;

  useEffect(() => {
    const track = trackRef.current;
    if (!moving || !track) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(track);
    return () => observer.disconnect();
  }, [moving]);

  useEffect(() => {
    const track = trackRef.current;
    if (!running || !track) return;
    let offset = Number(track.dataset.offset ?? 0);
    // Measured when the size changes, not on every tick: reading it right after writing the
    // transform would force a style and layout pass 60 times a second.
    let width = track.scrollWidth;
    const resize = new ResizeObserver(() => (width = track.scrollWidth));
    resize.observe(track);
    const id = setInterval(() => {
      offset = nextOffset(offset, servicesStep(window.innerWidth), width);
      track.dataset.offset = String(offset);
      track.style.transform = `translateX(${-offset}px)`;
    }, SERVICES_TICK_MS);
    return () => {
      clearInterval(id);
      resize.disconnect();
    };
  }, [running]);

  const card = (service: ServiceItem, copy: 'first' | 'second') => (
    <li
      key={`${copy}-${service.id}`}
      aria-hidden={copy === 'second' ? true : undefined}
      className="w-72 shrink-0"
      onPointerEnter={() => setHovering(true)}
      onPointerLeave={() => setHovering(false)}
    >
      <a
        href={service.url}
        target="_blank"
        rel="noopener"
        tabIndex={copy === 'second' ? -1 : undefined}
        className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-rose-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-rose-300"
      >
        {service.image ? (
          <img
            src={service.image}
            srcSet={mediaSrcSet(service.image)}
            sizes="48px"
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="h-12 w-12 rounded object-cover"
          />
        ) : null}
        <span className="mt-3 text-lg font-semibold text-rose-900 dark:text-rose-200">
          {lang === 'ne' ? service.name_ne : service.name_en}
          <span className="sr-only"> {t('home.opens_new_tab')}</span>
        </span>
        <span className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {lang === 'ne' ? service.description_ne : service.description_en}
        </span>
      </a>
    </li>
  );

  return (
    <section
      aria-labelledby="services-heading"
      data-enhance={enhance ? 'services-carousel' : undefined}
      className="bg-slate-50 py-12 dark:bg-slate-900/40"
    >
      <div className="mx-auto flex max-w-6xl items-end justify-between gap-4 px-4">
        <div>
          <h2 id="services-heading" className="text-2xl font-semibold">
            {t('home.services_heading')}
          </h2>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t('home.services_description')}</p>
        </div>
        {moving || enhance ? (
          <button
            type="button"
            hidden={!moving}
            onClick={() => setPausedByButton((p) => !p)}
            aria-pressed={pausedByButton}
            data-services-pause=""
            data-label-play={t('home.play_services')}
            data-label-pause={t('home.pause_services')}
            className="min-h-11 rounded-md border border-slate-300 px-3 text-sm hover:bg-white focus-visible:outline-2 focus-visible:outline-rose-800 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {pausedByButton ? t('home.play_services') : t('home.pause_services')}
          </button>
        ) : null}
      </div>
      <div
        data-services-viewport=""
        className={`mx-auto mt-6 max-w-6xl px-4 ${moving ? 'overflow-hidden' : 'overflow-x-auto'}`}
        onFocus={() => setHovering(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovering(false);
        }}
      >
        <ul ref={trackRef} className="flex w-max gap-4 py-1 will-change-transform">
          {services.map((service) => card(service, 'first'))}
          {moving ? services.map((service) => card(service, 'second')) : null}
        </ul>
      </div>
      {enhance ? <script async src={servicesCarouselScript} /> : null}
    </section>
  );
}
