// A table in a rich text body (ADR 031) is wider than a phone: each one is wrapped, when the page is
// rendered, in a region that scrolls sideways on its own (the page does not), that keyboard users can
// focus to scroll, and that is named by the table's caption or its number.
import { escapeHtml, plainTextOf } from './plain-text.ts';

/**
 * A box that scrolls sideways, reached by the keyboard, with the site's focus ring: these regions and the
 * pages' own tables (web/components/scroll-region/) look and behave alike.
 */
export const SCROLL_REGION_CLASS =
  'overflow-x-auto focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:focus-visible:outline-amber-300';

const REGION_CLASS = `${SCROLL_REGION_CLASS} my-6 max-w-full rounded-md border border-slate-300 dark:border-slate-600`;

/**
 * The stored HTML with every table in a scrolling, labelled region. `label` names a table without a
 * caption by its number (1, 2 …).
 */
export function withTableRegions(html: string, label: (number: number) => string): string {
  let number = 0;
  return html.replace(/<table>([\s\S]*?)<\/table>/g, (_whole, inner: string) => {
    number += 1;
    const caption = /<caption>([\s\S]*?)<\/caption>/.exec(inner);
    const name = (caption && plainTextOf(caption[1])) || label(number);
    return `<div role="region" tabindex="0" aria-label="${escapeHtml(name)}" class="${REGION_CLASS}"><table>${inner}</table></div>`;
  });
}
