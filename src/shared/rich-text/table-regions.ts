// A table in a rich text body (ADR 031) is wider than a phone: each one is wrapped, when the page is
// rendered, in a region that scrolls sideways on its own (the page does not), that keyboard users can
// focus to scroll, and that is named by the table's caption or its number.
import { escapeHtml, plainTextOf } from './plain-text.ts';

const REGION_CLASS =
  'my-6 max-w-full overflow-x-auto rounded-md border border-slate-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-800 dark:border-slate-600 dark:focus-visible:outline-amber-300';

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
