// festival-carousel.js against the festivals page's own server HTML on a page without the app (ADR 052):
// the arrows appear, step one card and stop at the ends, the live region says which festivals show in
// the page's language and digits, and scrolling by hand moves the offset. happy-dom lays nothing out,
// so the file keeps the desktop step (411px) and three visible cards; the browser tests measure real
// layouts (tests/e2e/festivals.test.ts). In a window of its own, as hero-slider.dom.test.tsx.
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Festival } from '#shared/contract/festivals.ts';
import { LanguageProvider } from '#web/lib/i18n/language-context.tsx';
import { FestivalCarousel } from '#web/routes/festivals/festival-carousel.tsx';
import script from './festival-carousel.js?raw';

const festivals: Festival[] = [1, 2, 3, 4, 5].map((id) => ({
  id,
  image: null,
  title_en: `Festival ${id}`,
  title_ne: `पर्व ${id}`,
  name_en: `Festival ${id}`,
  name_ne: `पर्व ${id}`,
  description_en: '',
  description_ne: '',
  location_en: '',
  location_ne: '',
  subtitle_en: '',
  subtitle_ne: '',
  start_date: '2026-08-29',
  end_date: '2026-08-29',
  start_date_bs: '2083/05/13',
  holiday_days: [],
  is_holiday: false,
  is_jatra: false,
  created_at: '2026-01-01T00:00:00.000Z',
  branch_id: null,
}));

const win = new Window({ url: 'http://localhost/festivals/1' });
const document = win.document as unknown as Document;
const Event = win.Event as unknown as typeof globalThis.Event;

const root = () => document.querySelector<HTMLElement>('[data-enhance="festival-carousel"]')!;
const row = () => root().querySelector('ul')!;
const arrow = (step: -1 | 1) =>
  root().querySelector<HTMLButtonElement>(`button[data-carousel-step="${step}"]`)!;
const state = () => ({
  offset: root().getAttribute('data-offset'),
  previousDisabled: arrow(-1).getAttribute('aria-disabled'),
  nextDisabled: arrow(1).getAttribute('aria-disabled'),
});
const scrolledTo: number[] = [];

beforeAll(() => {
  const Stub = createRoutesStub([
    {
      path: '/festivals/1',
      Component: () => (
        <LanguageProvider initial="ne">
          <FestivalCarousel festivals={festivals} />
        </LanguageProvider>
      ),
    },
  ]);
  const html = renderToString(<Stub initialEntries={['/festivals/1']} />);
  // The page without the app loads the file itself (here: run below, not fetched).
  expect(html).toMatch(/<script async="" src="[^"]*festival-carousel\.js/);
  document.documentElement.lang = 'ne';
  document.body.innerHTML = html.replace(/<script[^>]*><\/script>/g, '');
  expect(root().querySelector<HTMLElement>('[data-carousel-controls]')!.hidden).toBe(true);
  // happy-dom does not scroll: the file's scrollTo calls are recorded instead.
  row().scrollTo = ((options: ScrollToOptions) => {
    scrolledTo.push(options.left ?? NaN);
  }) as HTMLElement['scrollTo'];
  new Function('window', 'document', script)(win, document);
});
afterAll(() => win.happyDOM.close());

describe('festival-carousel.js on the server HTML', () => {
  test('shows the arrows and marks the carousel enhanced, at the start', () => {
    expect(root().hasAttribute('data-enhanced')).toBe(true);
    expect(root().querySelector<HTMLElement>('[data-carousel-controls]')!.hidden).toBe(false);
    expect(root().getAttribute('data-max-offset')).toBe('2');
    expect(state()).toEqual({ offset: '0', previousDisabled: 'true', nextDisabled: 'false' });
  });

  test('next steps one card and says which show, in Nepali digits; it stops at the end', () => {
    arrow(1).click();
    expect(state()).toEqual({ offset: '1', previousDisabled: 'false', nextDisabled: 'false' });
    expect(scrolledTo).toEqual([411]);
    expect(root().querySelector('[aria-live]')!.textContent).toBe('५ मध्ये २ देखि ४ सम्मका पर्वहरू');
    arrow(1).click();
    arrow(1).click();
    expect(state()).toEqual({ offset: '2', previousDisabled: 'false', nextDisabled: 'true' });
    expect(scrolledTo).toEqual([411, 822]);
  });

  test('scrolling by hand moves the offset', () => {
    row().scrollLeft = 411;
    row().dispatchEvent(new Event('scroll'));
    expect(state()).toEqual({ offset: '1', previousDisabled: 'false', nextDisabled: 'false' });
    arrow(-1).click();
    expect(state()).toEqual({ offset: '0', previousDisabled: 'true', nextDisabled: 'false' });
  });
});
