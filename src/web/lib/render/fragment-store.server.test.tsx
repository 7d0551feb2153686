// The store of page parts rendered once (ADR 054): parts go into their own slots, are rendered once per
// key, never reused when React would move something of theirs to <head>, and stay within the budget.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createFragmentStore } from './fragment-store.server.ts';
import { PART_SLOT_ATTRIBUTE } from './server-fragment.tsx';

const page = (...slots: string[]) =>
  Buffer.from(
    `<body>${slots.map((slot) => `<div class="x" ${PART_SLOT_ATTRIBUTE}="${slot}"></div>`).join('<hr/>')}</body>`,
  );

describe('the store of page parts', () => {
  it('writes each part a render asked for into its own slot, in whatever order the page has them', () => {
    const store = createFragmentStore({ budgetBytes: 1 << 20, renderStatic: renderToStaticMarkup });
    const first = store.place('mark', 'menu', 'a', () => <nav>अ</nav>)!;
    const second = store.place('mark', 'footer', 'a', () => <p>footer</p>)!;
    expect(first).toBe('mark:0');
    expect(second).toBe('mark:1');
    const filled = store.fill(page(second, first), 'mark').toString();
    expect(filled).toBe(
      '<body><div class="x"><p>footer</p></div><hr/><div class="x"><nav>अ</nav></div></body>',
    );
    // Taken: a second fill of the same render changes nothing.
    expect(store.fill(page(first), 'mark').toString()).toBe(page(first).toString());
  });

  it('renders a part once for each key, and again for another key', () => {
    const store = createFragmentStore({ budgetBytes: 1 << 20, renderStatic: renderToStaticMarkup });
    const render = vi.fn(() => <span>part</span>);
    store.place('one', 'menu', 'ne /notice', render);
    store.place('two', 'menu', 'ne /notice', render);
    expect(render).toHaveBeenCalledTimes(1);
    store.place('three', 'menu', 'ne /about', render);
    store.place('four', 'footer', 'ne /notice', render);
    expect(render).toHaveBeenCalledTimes(3);
    expect(store.stats().count).toBe(3);
  });

  it('leaves out a slot the page does not have, and keeps the others', () => {
    const store = createFragmentStore({ budgetBytes: 1 << 20, renderStatic: renderToStaticMarkup });
    store.place('mark', 'gone', 'a', () => <b>gone</b>);
    const kept = store.place('mark', 'kept', 'a', () => <i>kept</i>)!;
    expect(store.fill(page(kept), 'mark').toString()).toBe('<body><div class="x"><i>kept</i></div></body>');
  });

  it('does not reuse a part React would move to <head>: the page renders it as usual', () => {
    const store = createFragmentStore({ budgetBytes: 1 << 20, renderStatic: renderToStaticMarkup });
    // An image without loading="lazy" is preloaded from <head>; an async script is written there.
    expect(store.place('mark', 'slides', 'a', () => <img src="/slide.webp" alt="" />)).toBeUndefined();
    expect(store.place('mark', 'tabs', 'a', () => <script async src="/tabs.js" />)).toBeUndefined();
    expect(store.stats().count).toBe(0);
    expect(store.place('mark', 'lazy', 'a', () => <img src="/p.webp" alt="" loading="lazy" />)).toBe(
      'mark:0',
    );
  });

  it('keeps within its budget, forgetting the least recently used part first', () => {
    const html = 'x'.repeat(1000);
    const store = createFragmentStore({ budgetBytes: 3500, renderStatic: renderToStaticMarkup });
    const render = vi.fn(() => <p>{html}</p>);
    store.place('m', 'part', 'a', render);
    store.place('m', 'part', 'b', render);
    store.place('m', 'part', 'c', render);
    store.place('m', 'part', 'a', render); // used again: now the most recent
    store.place('m', 'part', 'd', render); // over budget: 'b' goes
    expect(store.stats().count).toBe(3);
    expect(store.stats().bytes).toBeLessThanOrEqual(3500);
    render.mockClear();
    store.place('m', 'part', 'a', render);
    expect(render).not.toHaveBeenCalled();
    store.place('m', 'part', 'b', render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('forgets what a render that never finished asked for, once a later render starts a minute on', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = createFragmentStore({ budgetBytes: 1 << 20, renderStatic: renderToStaticMarkup });
      store.place('left', 'menu', 'a', () => <nav>menu</nav>);
      vi.advanceTimersByTime(59_000);
      store.place('slow', 'menu', 'a', () => <nav>menu</nav>);
      expect(store.stats().renders).toBe(2);
      vi.advanceTimersByTime(2_000);
      store.place('next', 'menu', 'a', () => <nav>menu</nav>);
      expect(store.stats().renders).toBe(2);
      expect(store.fill(page('left:0'), 'left').toString()).toBe(page('left:0').toString());
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets what an abandoned render asked for', () => {
    const store = createFragmentStore({ budgetBytes: 1 << 20, renderStatic: renderToStaticMarkup });
    const slot = store.place('mark', 'menu', 'a', () => <nav>menu</nav>)!;
    store.drop('mark');
    expect(store.fill(page(slot), 'mark').toString()).toBe(page(slot).toString());
  });
});
