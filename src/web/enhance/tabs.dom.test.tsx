// tabs.js against the tab switcher's own server HTML on a page without the app (components/tabs,
// `linkParam` and `enhance`): a click and the arrow keys, Home and End switch in place, as React's
// state mode does, with a roving tabindex. In a window of its own (happy-dom), as hero-slider.dom.test.tsx.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Tabs } from '#web/components/tabs/tabs.tsx';
import script from './tabs.js?raw';

const ids = ['gallery', 'notice', 'news', 'laws'];
const win = new Window({ url: 'http://localhost/' });
const document = win.document as unknown as Document;
const KeyboardEvent = win.KeyboardEvent as unknown as typeof globalThis.KeyboardEvent;
const MouseEvent = win.MouseEvent as unknown as typeof globalThis.MouseEvent;

beforeAll(() => {
  const html = renderToString(
    <MemoryRouter initialEntries={['/']}>
      <Tabs
        label="Latest updates"
        linkParam="latest"
        enhance
        tabs={ids.map((id) => ({ id, label: id, panel: <p>{id} panel</p> }))}
      />
    </MemoryRouter>,
  );
  document.body.innerHTML = html.replace(/<script[^>]*><\/script>/g, '');
  new Function('window', 'document', 'Element', script)(win, document, win.Element);
});
afterAll(() => win.happyDOM.close());

const tabs = () => Array.from(document.querySelectorAll<HTMLAnchorElement>('[role="tab"]'));
const selected = () => tabs().findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
const shownPanels = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[role="tabpanel"]'))
    .filter((panel) => !panel.hidden)
    .map((panel) => panel.textContent);
const press = (key: string) =>
  document.activeElement!.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
  );

describe('tabs.js on the server HTML', () => {
  test('marks the switcher enhanced; only the selected tab is in the tab order', () => {
    expect(document.querySelector('[data-enhance="tabs"]')!.hasAttribute('data-enhanced')).toBe(true);
    expect(tabs().map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    expect(shownPanels()).toEqual(['gallery panel']);
  });

  test('a click switches in place (no navigation) and restyles the tabs', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    tabs()[2]!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(selected()).toBe(2);
    expect(shownPanels()).toEqual(['news panel']);
    expect(tabs()[2]!.classList.contains('font-semibold')).toBe(true);
    expect(tabs()[0]!.classList.contains('font-semibold')).toBe(false);
  });

  test('arrow keys wrap, Home and End jump; focus follows the selection', () => {
    tabs()[2]!.focus();
    press('ArrowRight');
    expect(selected()).toBe(3);
    press('ArrowRight');
    expect(selected()).toBe(0);
    press('ArrowLeft');
    expect(selected()).toBe(3);
    press('Home');
    expect(selected()).toBe(0);
    press('End');
    expect(selected()).toBe(3);
    expect(document.activeElement).toBe(tabs()[3]);
    expect(shownPanels()).toEqual(['laws panel']);
    expect(tabs().map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '-1', '-1', '0']);
  });
});
