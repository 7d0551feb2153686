// Hero slider (product.md section 2, Home): full-width slides, auto-advance every 8 s with wrap-around,
// previous/next, dots, arrow keys (see slider-keys.ts for when), and the calendar and complaint shortcuts.
// The first slide is in the server's HTML; the controls are rendered hidden and appear once script runs
// (no dead buttons without it): React's handlers when the app runs in the tab, else the page's own small
// file, web/enhance/hero-slider.js (ADR 049), which reads the same markup (data-slider-* attributes).
// Auto-advance can be paused (WCAG 2.2.2), pauses while the pointer or focus is inside, and is off under
// reduced motion.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import heroSliderScript from '#web/enhance/hero-slider.js?url';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { useEnhancementFile } from '#web/lib/hydration/route-hydrates.ts';
import { useInterval } from '#web/lib/hooks/use-interval.ts';
import { usePrefersReducedMotion } from '#web/lib/hooks/use-reduced-motion.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { wrapIndex } from './carousel-index.ts';
import { sliderKeyStep } from './slider-keys.ts';
import { pages } from '#web/lib/paths.ts';
import { mediaSrcSet } from '#shared/media-sources.ts';

/** Also in web/enhance/hero-slider.js. */
const HERO_AUTO_ADVANCE_MS = 8000;

export interface HeroSlide {
  id: number;
  image: string;
  /** The picture's focal point (CSS object-position), or null for the centre. */
  image_position?: string | null;
  title_en: string;
  title_ne: string;
  description_en: string;
  description_ne: string;
}

function ShortcutLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="group flex h-11 items-center gap-2 rounded-full bg-white/90 px-3 text-sm font-semibold text-rose-900 shadow outline-offset-2 hover:bg-white focus-visible:outline-2 focus-visible:outline-white dark:bg-slate-900/90 dark:text-rose-200"
    >
      {children}
      {/* The visible label is decoration for sighted users; the sr-only copy names the link once. */}
      <span
        aria-hidden="true"
        className="max-w-0 overflow-hidden whitespace-nowrap transition-all duration-300 group-hover:max-w-32 group-focus-visible:max-w-32 motion-reduce:transition-none"
      >
        {label}
      </span>
      <span className="sr-only">{label}</span>
    </Link>
  );
}

const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  'aria-hidden': true,
} as const;

export function HeroSlider({ slides, overlay }: { slides: HeroSlide[]; overlay?: ReactNode }) {
  const { lang, t, n } = useI18n();
  const hydrated = useHydrated();
  const enhance = useEnhancementFile();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovering, setHovering] = useState(false);
  const count = slides.length;
  const running = hydrated && count > 1 && !paused && !hovering && !reducedMotion;
  useInterval(() => setIndex((i) => wrapIndex(i + 1, count)), running ? HERO_AUTO_ADVANCE_MS : null);

  const go = (next: number) => setIndex(wrapIndex(next, count));
  const sectionRef = useRef<HTMLElement>(null);
  const pointerInside = useRef(false);
  // One listener on the document: the arrow keys move the slides while focus is inside the slider,
  // while the pointer is over it, or while nothing has focus and the slider is in view (slider-keys.ts).
  useEffect(() => {
    if (!hydrated || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const slider = sectionRef.current;
      if (!slider) return;
      const step = sliderKeyStep(event, slider, pointerInside.current);
      if (step === 0) return;
      event.preventDefault();
      setIndex((i) => wrapIndex(i + step, count));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hydrated, count]);

  if (count === 0) {
    // No slides (a new site): no block of its own (issue 29); the urgent notices' ticker, when there are
    // any, stands alone in a band of its height.
    return overlay ? <div className="relative h-11 bg-rose-950 text-white">{overlay}</div> : null;
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.hero_label')}
      ref={sectionRef}
      data-enhance={enhance && count > 1 ? 'hero-slider' : undefined}
      data-interval={enhance ? HERO_AUTO_ADVANCE_MS : undefined}
      className="relative h-[500px] overflow-hidden bg-rose-950 text-white md:h-[clamp(26rem,calc(100svh_-_11rem),46.25rem)] lg:h-[clamp(26rem,calc(100svh_-_11rem),46.875rem)]"
      onPointerEnter={() => {
        pointerInside.current = true;
        setHovering(true);
      }}
      onPointerLeave={() => {
        pointerInside.current = false;
        setHovering(false);
      }}
      onFocus={() => setHovering(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovering(false);
      }}
    >
      <div aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.slide_position', { n: n(i + 1), total: n(count) })}
            hidden={i !== index}
            className="absolute inset-0"
          >
            <img
              src={slide.image}
              srcSet={mediaSrcSet(slide.image)}
              sizes="100vw"
              alt=""
              width={1600}
              height={900}
              className="absolute inset-0 h-full w-full object-cover"
              // The spot an editor chose stays in view when the slide crops the picture.
              style={slide.image_position ? { objectPosition: slide.image_position } : undefined}
              fetchPriority={i === 0 ? 'high' : 'low'}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding={i === 0 ? 'sync' : 'async'}
            />
            <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/40 to-black/10" />
            <div className="relative mx-auto flex h-full max-w-6xl flex-col justify-end px-4 pb-28 md:pb-36">
              <h2 className="max-w-3xl text-3xl font-semibold tracking-wide uppercase md:text-5xl">
                {lang === 'ne' ? slide.title_ne : slide.title_en}
              </h2>
              <p className="mt-3 max-w-2xl text-base text-white/90 md:text-lg">
                {lang === 'ne' ? slide.description_ne : slide.description_en}
              </p>
            </div>
          </div>
        ))}
      </div>

      <div className="absolute top-4 right-4 z-10 flex gap-2">
        <ShortcutLink to={pages.calendar()} label={t('home.calendar_button')}>
          <svg {...iconProps}>
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M16 3v4M8 3v4M3 10h18" />
          </svg>
        </ShortcutLink>
        <ShortcutLink to={pages.complaint()} label={t('home.complaint_button')}>
          <svg {...iconProps}>
            <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
          </svg>
        </ShortcutLink>
      </div>

      {count > 1 ? (
        <div
          hidden={!hydrated}
          data-slider-controls=""
          className="absolute inset-x-0 bottom-16 z-10 mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 md:bottom-20"
        >
          <div className="flex items-center gap-1">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => go(i)}
                data-slide-dot={i}
                aria-label={t('home.go_to_slide', { n: n(i + 1) })}
                aria-current={i === index ? 'true' : undefined}
                className="group flex h-11 w-8 items-center justify-center focus-visible:outline-2 focus-visible:outline-white"
              >
                {/* Styled from aria-current, which the enhancement file sets too. */}
                <span className="block h-2.5 w-2.5 rounded-full bg-white/60 transition-all group-aria-[current=true]:w-6 group-aria-[current=true]:bg-white motion-reduce:transition-none" />
              </button>
            ))}
          </div>
          <div className="flex gap-2">
            <RoundButton
              label={paused ? t('home.play_slides') : t('home.pause_slides')}
              onClick={() => setPaused((p) => !p)}
              data={{
                'data-slider-action': 'pause',
                'data-label-play': t('home.play_slides'),
                'data-label-pause': t('home.pause_slides'),
                'data-icon-play': PLAY_ICON,
                'data-icon-pause': PAUSE_ICON,
              }}
            >
              <path d={paused ? PLAY_ICON : PAUSE_ICON} data-slider-icon="" />
            </RoundButton>
            <RoundButton
              label={t('home.previous_slide')}
              onClick={() => go(index - 1)}
              data={{ 'data-slider-action': 'previous' }}
            >
              <path d="M15 18l-6-6 6-6" />
            </RoundButton>
            <RoundButton
              label={t('home.next_slide')}
              onClick={() => go(index + 1)}
              data={{ 'data-slider-action': 'next' }}
            >
              <path d="M9 18l6-6-6-6" />
            </RoundButton>
          </div>
        </div>
      ) : null}
      {overlay}
      {enhance && count > 1 ? <script async src={heroSliderScript} /> : null}
    </section>
  );
}

/** The pause button's icons (the enhancement file has the same two). */
const PLAY_ICON = 'M8 5v14l11-7z';
const PAUSE_ICON = 'M8 5h3v14H8zM13 5h3v14h-3z';

function RoundButton({
  label,
  onClick,
  data,
  children,
}: {
  label: string;
  onClick: () => void;
  /** data- attributes the enhancement file reads. */
  data: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      {...data}
      aria-label={label}
      className="flex h-11 w-11 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      <svg {...iconProps}>{children}</svg>
    </button>
  );
}
