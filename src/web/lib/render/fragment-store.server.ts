// The server's store of page parts rendered once (ADR 054, server-fragment.tsx): each part's HTML as
// UTF-8 bytes by name and key, least recently used first, bounded by size. A render asks for a part's
// slot; when the page's bytes are written, the parts it asked for are put into their slots.
import { createElement, type ReactNode } from 'react';
import { forgetOlderThan } from './forget-older.ts';
import { PART_SLOT_ATTRIBUTE, type PartStore } from './server-fragment.tsx';

/** React's renderToStaticMarkup. */
type StaticRenderer = (node: ReactNode, options: { identifierPrefix: string }) => string;

/**
 * Opens the part's own render. React writes what it moves to <head> (stylesheets, async scripts,
 * preloads of images) before everything else of a render of its own; output that does not start with
 * this mark had some, which a reused part would lose: it is rendered as usual instead.
 */
const PART_START = '<server-part-start></server-part-start>';

export interface FragmentStore extends PartStore {
  /** `page` with the parts its render (`renderMark`) asked for written into their slots. */
  fill(page: Buffer, renderMark: string): Buffer;
  /** Forgets the parts a render asked for (a render that failed or was abandoned). */
  drop(renderMark: string): void;
  /** How many parts the store holds and their size in bytes (tests, benches). */
  stats(): { count: number; bytes: number; renders: number };
}

export function createFragmentStore({
  budgetBytes,
  renderStatic,
}: {
  budgetBytes: number;
  renderStatic: StaticRenderer;
}): FragmentStore {
  const parts = new Map<string, Buffer>();
  let bytes = 0;
  /**
   * The parts each render in progress asked for, in slot order, oldest render first. Every render ends
   * in fill or drop (entry.server.tsx); should one not, a later one forgets it after
   * FORGET_ASKED_AFTER_MS.
   */
  const asked = new Map<string, { since: number; parts: Buffer[] }>();

  function askedBy(renderMark: string): Buffer[] {
    const known = asked.get(renderMark);
    if (known) return known.parts;
    forgetOlderThan(asked, ({ since }) => since, FORGET_ASKED_AFTER_MS);
    const parts: Buffer[] = [];
    asked.set(renderMark, { since: Date.now(), parts });
    return parts;
  }

  const sizeOf = (key: string, html: Buffer) => 2 * key.length + html.length;

  function remembered(key: string): Buffer | undefined {
    const html = parts.get(key);
    if (html === undefined) return undefined;
    parts.delete(key);
    parts.set(key, html);
    return html;
  }

  function remember(key: string, html: Buffer): void {
    const size = sizeOf(key, html);
    if (size > budgetBytes) return;
    parts.set(key, html);
    bytes += size;
    for (const [oldKey, oldHtml] of parts) {
      if (bytes <= budgetBytes) break;
      parts.delete(oldKey);
      bytes -= sizeOf(oldKey, oldHtml);
    }
  }

  function renderPart(name: string, render: () => ReactNode): Buffer | undefined {
    // Ids made in the part (useId) cannot meet the page's: the part's own prefix.
    const html = renderStatic([createElement('server-part-start', { key: 'start' }), render()], {
      identifierPrefix: `${name}-`,
    });
    return html.startsWith(PART_START) ? Buffer.from(html.slice(PART_START.length)) : undefined;
  }

  return {
    place(renderMark, name, key, render) {
      const storeKey = `${name}\u0000${key}`;
      let html = remembered(storeKey);
      if (html === undefined) {
        html = renderPart(name, render);
        if (html === undefined) return undefined;
        remember(storeKey, html);
      }
      const parts = askedBy(renderMark);
      parts.push(html);
      return `${renderMark}:${parts.length - 1}`;
    },

    fill(page, renderMark) {
      const list = asked.get(renderMark)?.parts;
      asked.delete(renderMark);
      if (!list) return page;
      // Where each slot is (a slot React did not write, its element left out after all, is skipped),
      // in the page's order.
      const slots = list
        .map((html, index) => {
          const slot = Buffer.from(` ${PART_SLOT_ATTRIBUTE}="${renderMark}:${index}">`);
          return { at: page.indexOf(slot), length: slot.length, html };
        })
        .filter(({ at }) => at >= 0)
        .sort((a, b) => a.at - b.at);
      const pieces: Buffer[] = [];
      let read = 0;
      for (const { at, length, html } of slots) {
        pieces.push(page.subarray(read, at), CLOSE_START_TAG, html);
        read = at + length;
      }
      pieces.push(page.subarray(read));
      return Buffer.concat(pieces);
    },

    drop(renderMark) {
      asked.delete(renderMark);
    },

    stats: () => ({ count: parts.size, bytes, renders: asked.size }),
  };
}

const CLOSE_START_TAG = Buffer.from('>');

/** Longer than any render may take (entry.server.tsx aborts one after 11 s). */
const FORGET_ASKED_AFTER_MS = 60_000;
