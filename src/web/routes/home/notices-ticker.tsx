// Notices ticker (product.md section 2): a strip labelled 'notices' with the urgent notice titles sliding
// sideways, each opening its file in a new tab (without a file: the notice's own page, also in a new
// tab). It pauses on hover and focus, has a pause button (WCAG 2.2.2), and does not move at all under reduced motion (the list scrolls by hand instead).
// The sliding and the hover and focus pauses are CSS. The button is rendered hidden and appears once
// script runs: React's when the app runs in the tab, else web/enhance/notices-ticker.js (ADR 049).
import noticesTickerScript from '#web/enhance/notices-ticker.js?url';
import { useState } from 'react';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { useEnhancementFile } from '#web/lib/hydration/route-hydrates.ts';
import { useI18n } from '#web/lib/i18n/language-context.tsx';
import { pages } from '#web/lib/paths.ts';

export interface TickerNotice {
  id: number;
  file: string | null;
  title_en: string;
  title_ne: string;
}

/**
 * Where a ticker item leads: its file; without one, the notice's own page (/notice/:id). Both open in
 * a new tab, so every item behaves the same (issue 15).
 */
export function tickerHref(notice: Pick<TickerNotice, 'id' | 'file'>): string {
  return notice.file || pages.noticeItem(notice.id);
}

/** The list's class while the button holds it (`!`: see the list's className). */
const PAUSED = '[animation-play-state:paused]!';
const PLAY_ICON = 'M8 5v14l11-7z';
const PAUSE_ICON = 'M7 5h4v14H7zM13 5h4v14h-4z';

export function NoticesTicker({ notices }: { notices: TickerNotice[] }) {
  const { lang, t } = useI18n();
  const hydrated = useHydrated();
  const enhance = useEnhancementFile();
  const [paused, setPaused] = useState(false);
  if (notices.length === 0) return null;
  // Each notice takes ~8 s to cross, whatever the count.
  const duration = `${Math.max(20, notices.length * 8)}s`;
  const items = (copy: 'first' | 'second') =>
    notices.map((notice) => (
      <li
        key={`${copy}-${notice.id}`}
        className="shrink-0"
        aria-hidden={copy === 'second' ? true : undefined}
      >
        <a
          href={tickerHref(notice)}
          target="_blank"
          rel="noopener"
          tabIndex={copy === 'second' ? -1 : undefined}
          className="inline-flex min-h-11 items-center px-4 text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-white"
        >
          <span aria-hidden="true" className="mr-3 text-amber-300">
            ◆
          </span>
          {lang === 'ne' ? notice.title_ne : notice.title_en}
          <span className="sr-only"> {t('home.opens_new_tab')}</span>
        </a>
      </li>
    ));
  return (
    <div
      data-enhance={enhance ? 'notices-ticker' : undefined}
      className="absolute inset-x-0 bottom-0 z-10 flex items-stretch bg-rose-950/90 text-white backdrop-blur-sm"
    >
      <h2 className="flex shrink-0 items-center bg-amber-400 px-4 text-sm font-semibold tracking-wide text-rose-950 uppercase">
        {t('home.notices_label')}
      </h2>
      <div className="group relative min-w-0 flex-1 overflow-x-auto motion-safe:overflow-hidden">
        <ul
          // `!`: the animation shorthand of motion-safe:animate-ticker comes later in the stylesheet and
          // would reset a plain play-state to running (hover, focus and the button did not pause it).
          className={`flex w-max motion-safe:animate-ticker group-focus-within:[animation-play-state:paused]! group-hover:[animation-play-state:paused]! ${paused ? PAUSED : ''}`}
          style={{ ['--ticker-duration' as string]: duration }}
        >
          {items('first')}
          {items('second')}
        </ul>
      </div>
      {/* The enhancement file reads the labels and icons from the data attributes. */}
      <button
        type="button"
        hidden={!hydrated}
        onClick={() => setPaused((p) => !p)}
        aria-label={paused ? t('home.play_ticker') : t('home.pause_ticker')}
        aria-pressed={paused}
        data-ticker-pause=""
        data-label-play={t('home.play_ticker')}
        data-label-pause={t('home.pause_ticker')}
        data-icon-play={PLAY_ICON}
        data-icon-pause={PAUSE_ICON}
        data-paused-class={PAUSED}
        className="flex w-11 shrink-0 items-center justify-center hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white motion-reduce:hidden"
      >
        <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <path d={paused ? PLAY_ICON : PAUSE_ICON} />
        </svg>
      </button>
      {enhance ? <script async src={noticesTickerScript} /> : null}
    </div>
  );
}
