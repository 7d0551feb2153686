// A rich text description's top-level headings and paragraphs, as a visitor reads them (ADR 031): what
// the festival pages' tests expect to see, read from the API's stored HTML.
import { plainTextOf } from '#shared/rich-text/plain-text.ts';

export interface DescriptionLine {
  kind: 'heading' | 'paragraph';
  text: string;
}

export function descriptionLines(html: string | null | undefined): DescriptionLine[] {
  return [...(html ?? '').matchAll(/<(h2|p)>([\s\S]*?)<\/\1>/g)].map((match) => ({
    kind: match[1] === 'h2' ? 'heading' : 'paragraph',
    text: plainTextOf(match[2]),
  }));
}
