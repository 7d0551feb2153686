// A festival's description as the detail page and the detail panel show it: rich text (ADR 031), whose
// headings sit one level below the page's or the panel's own heading.
import { RichText } from '../rich-text/rich-text.tsx';

/** The body's headings (h2 to h4) one level lower, under a panel's h2 title. */
const lowerHeadings = (html: string) =>
  html.replace(/<(\/?)h([234])>/g, (_tag, close: string, level: string) => `<${close}h${Number(level) + 1}>`);

export function FestivalDescription({ text, headingLevel = 2 }: { text: string; headingLevel?: 2 | 3 }) {
  return <RichText html={headingLevel === 2 ? text : lowerHeadings(text)} />;
}
