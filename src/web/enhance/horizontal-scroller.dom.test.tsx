// horizontal-scroller.js against the heritage page's strips as the server renders them on a page without
// the app (ADR 052): the arrows appear on every strip, scroll 300px each way and are disabled at the
// ends. happy-dom lays nothing out, so each strip's widths are given and its scrolling recorded; the
// browser tests scroll real strips (tests/e2e/pages.test.ts). In a window of its own, as tabs.dom.test.tsx.
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LanguageProvider } from '#web/lib/i18n/language-context.tsx';
import { HorizontalScroller } from '#web/routes/cultural-heritage/horizontal-scroller.tsx';
import script from './horizontal-scroller.js?raw';

const win = new Window({ url: 'http://localhost/cultural-heritage' });
const document = win.document as unknown as Document;
const Event = win.Event as unknown as typeof globalThis.Event;

const roots = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-enhance="horizontal-scroller"]'));
const list = (root: HTMLElement) => root.querySelector('ul')!;
const arrow = (root: HTMLElement, step: -1 | 1) =>
  root.querySelector<HTMLButtonElement>(`button[data-scroll-step="${step}"]`)!;
const disabled = (root: HTMLElement) =>
  [-1, 1].map((step) => arrow(root, step as -1 | 1).getAttribute('aria-disabled'));
const scrolledBy: number[] = [];

beforeAll(() => {
  const Stub = createRoutesStub([
    {
      path: '/cultural-heritage',
      Component: () => (
        <LanguageProvider initial="en">
          {['Gallery', 'Festivals'].map((label) => (
            <HorizontalScroller key={label} label={label}>
              <li>{label}</li>
            </HorizontalScroller>
          ))}
        </LanguageProvider>
      ),
    },
  ]);
  const html = renderToString(<Stub initialEntries={['/cultural-heritage']} />);
  // The page without the app loads the file itself (here: run below, not fetched).
  expect(html).toMatch(/<script async="" src="[^"]*horizontal-scroller\.js/);
  document.body.innerHTML = html.replace(/<script[^>]*><\/script>/g, '');
  for (const root of roots()) {
    expect(root.querySelector<HTMLElement>('[data-scroller-controls]')!.hidden).toBe(true);
    // 1,000px of strip in a 400px window; scrolling is recorded, and moves it as a browser would.
    const element = list(root);
    Object.defineProperty(element, 'scrollWidth', { value: 1000 });
    Object.defineProperty(element, 'clientWidth', { value: 400 });
    element.scrollBy = ((options: ScrollToOptions) => {
      scrolledBy.push(options.left ?? NaN);
      element.scrollLeft += options.left ?? 0;
      element.dispatchEvent(new Event('scroll'));
    }) as HTMLElement['scrollBy'];
  }
  new Function('window', 'document', script)(win, document);
});
afterAll(() => win.happyDOM.close());

describe('horizontal-scroller.js on the server HTML', () => {
  test('shows the arrows of every strip and marks each enhanced; back is disabled at the start', () => {
    expect(roots()).toHaveLength(2);
    for (const root of roots()) {
      expect(root.hasAttribute('data-enhanced')).toBe(true);
      expect(root.querySelector<HTMLElement>('[data-scroller-controls]')!.hidden).toBe(false);
      expect(disabled(root)).toEqual(['true', 'false']);
    }
  });

  test('the arrows scroll 300px each way and stop at the ends', () => {
    const gallery = roots()[0]!;
    arrow(gallery, -1).click();
    expect(scrolledBy).toEqual([]);
    arrow(gallery, 1).click();
    expect(disabled(gallery)).toEqual(['false', 'false']);
    // 600 of the 600px it can go: at the end, where forward does nothing.
    arrow(gallery, 1).click();
    expect(disabled(gallery)).toEqual(['false', 'true']);
    arrow(gallery, 1).click();
    expect(scrolledBy).toEqual([300, 300]);
    arrow(gallery, -1).click();
    expect(scrolledBy).toEqual([300, 300, -300]);
    expect(disabled(gallery)).toEqual(['false', 'false']);
    // The other strip did not move.
    expect(list(roots()[1]!).scrollLeft).toBe(0);
  });
});
