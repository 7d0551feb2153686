// hero-slider.js against the slider's own server HTML (routes/home/hero-slider.tsx, as a page without
// the app renders it): the controls appear, previous/next/dots wrap, auto-advance and its pause, and
// the arrow keys follow exactly the rules of routes/home/slider-keys.ts (which the app's slider uses),
// case by case. In a window of its own (happy-dom): the file's document listeners must not outlive
// this test file (the unit project shares its workers' globals, ADR 017).
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { translate } from '#shared/i18n/index.ts';
import { LanguageProvider } from '#web/lib/i18n/language-context.tsx';
import { HeroSlider, type HeroSlide } from '#web/routes/home/hero-slider.tsx';
import { sliderKeyStep } from '#web/routes/home/slider-keys.ts';
import script from './hero-slider.js?raw';

const slides: HeroSlide[] = [1, 2, 3].map((id) => ({
  id,
  image: `/uploads/${id}.webp`,
  title_en: `Slide ${id}`,
  title_ne: `स्लाइड ${id}`,
  description_en: '',
  description_ne: '',
}));

function serverHtml(): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <LanguageProvider initial="en">
          <HeroSlider slides={slides} />
        </LanguageProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/']} />);
}

const win = new Window({ url: 'http://localhost/' });
const document = win.document as unknown as Document;
const KeyboardEvent = win.KeyboardEvent as unknown as typeof globalThis.KeyboardEvent;
const Event = win.Event as unknown as typeof globalThis.Event;

/** Runs a classic script in the test's window, as the page would. */
function runInWindow(source: string) {
  new Function('window', 'document', 'Element', source)(win, document, win.Element);
}

const slider = () => document.querySelector<HTMLElement>('[data-enhance="hero-slider"]')!;
const shown = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')).findIndex(
    (slide) => !slide.hidden,
  );
const button = (selector: string) => slider().querySelector<HTMLButtonElement>(selector)!;

beforeAll(() => {
  vi.useFakeTimers();
  const html = serverHtml();
  // The page without the app loads the file itself (here: run below, not fetched).
  expect(html).toMatch(/<script async="" src="[^"]*hero-slider\.js/);
  document.body.innerHTML = `${html.replace(/<script[^>]*><\/script>/g, '')}<input id="field"><dialog id="modal"></dialog>`;
  // happy-dom lays nothing out: the slider fills the top of a 768 px window.
  slider().getBoundingClientRect = () => ({ top: 0, bottom: 500, height: 500 }) as DOMRect;
  runInWindow(script);
});
afterAll(async () => {
  vi.useRealTimers();
  await win.happyDOM.close();
});

describe('hero-slider.js on the server HTML', () => {
  test('shows the hidden controls and marks the slider enhanced', () => {
    expect(slider().hasAttribute('data-enhanced')).toBe(true);
    expect(slider().querySelector<HTMLElement>('[data-slider-controls]')!.hidden).toBe(false);
    expect(shown()).toBe(0);
  });

  test('previous and next wrap; a dot jumps and is marked current', () => {
    button('[data-slider-action="previous"]').click();
    expect(shown()).toBe(2);
    button('[data-slider-action="next"]').click();
    expect(shown()).toBe(0);
    button('[data-slide-dot="1"]').click();
    expect(shown()).toBe(1);
    expect(button('[data-slide-dot="1"]').getAttribute('aria-current')).toBe('true');
    expect(button('[data-slide-dot="0"]').hasAttribute('aria-current')).toBe(false);
    button('[data-slide-dot="0"]').click();
  });

  test('auto-advances every 8 s; the pause button stops it and renames itself', () => {
    vi.advanceTimersByTime(8000);
    expect(shown()).toBe(1);
    const pause = button('[data-slider-action="pause"]');
    const icon = () => pause.querySelector('[data-slider-icon]')!.getAttribute('d');
    const pauseIcon = icon();
    pause.click();
    expect(pause.getAttribute('aria-label')).toBe(translate('en', 'home.play_slides'));
    // The icons the component draws, from its data attributes.
    expect(icon()).toBe(pause.getAttribute('data-icon-play'));
    expect(icon()).not.toBe(pauseIcon);
    vi.advanceTimersByTime(24000);
    expect(shown()).toBe(1);
    pause.click();
    expect(pause.getAttribute('aria-label')).toBe(translate('en', 'home.pause_slides'));
    expect(icon()).toBe(pauseIcon);
    vi.advanceTimersByTime(8000);
    expect(shown()).toBe(2);
    // Hold it still for the key cases below.
    pause.click();
    button('[data-slide-dot="0"]').click();
    (document.activeElement as HTMLElement | null)?.blur();
  });

  const focusOn = {
    page: () => (document.activeElement as HTMLElement | null)?.blur(),
    'a slider button': () => button('[data-slider-action="next"]').focus(),
    'a text field': () => document.querySelector<HTMLInputElement>('#field')!.focus(),
  };
  const cases: {
    key: string;
    focus: keyof typeof focusOn;
    modifier: 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey' | undefined;
    dialogOpen: boolean;
    pointer: boolean;
    inView: boolean;
  }[] = [];
  for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowUp', 'Enter'])
    for (const focus of Object.keys(focusOn) as (keyof typeof focusOn)[])
      for (const modifier of [undefined, 'shiftKey', 'ctrlKey', 'altKey', 'metaKey'] as const)
        for (const dialogOpen of [false, true])
          for (const pointer of [false, true])
            for (const inView of [true, false])
              cases.push({ key, focus, modifier, dialogOpen, pointer, inView });

  test(`the arrow keys follow slider-keys.ts in all ${cases.length} cases`, () => {
    const modal = document.querySelector<HTMLDialogElement>('#modal')!;
    const box = { top: 0, bottom: 500, height: 500 };
    let moved = 0;
    for (const { key, focus, modifier, dialogOpen, pointer, inView } of cases) {
      const name = JSON.stringify({ key, focus, modifier, dialogOpen, pointer, inView });
      slider().dispatchEvent(new Event(pointer ? 'pointerenter' : 'pointerleave'));
      slider().getBoundingClientRect = () =>
        (inView ? box : { top: -400, bottom: 100, height: 500 }) as DOMRect;
      if (dialogOpen) modal.setAttribute('open', '');
      else modal.removeAttribute('open');
      focusOn[focus]();
      const init = { key, bubbles: true, cancelable: true, ...(modifier ? { [modifier]: true } : {}) };
      const expected = sliderKeyStep(new KeyboardEvent('keydown', init), slider(), pointer);
      const before = shown();
      (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', init));
      expect((shown() - before + 3) % 3, name).toBe((expected + 3) % 3);
      if (expected !== 0) moved += 1;
    }
    // Both answers occur: focus inside, the pointer over it, or the page in view with no modifier.
    // 2 arrows x (page focused: pointer over it or in view, 3 of 4; a slider button: all 4).
    expect(moved).toBe(14);
  });
});
