// product.md section 2, festival detail: the description is split into lines at newlines, and a line that
// names the festival's 'history and mythology' is a sub-heading. The demo seed writes that line in
// Nepali as '<festival>को इतिहास र पौराणिक कथा' (src/server/db/seed/festivals.ts).

export interface DescriptionLine {
  kind: 'heading' | 'paragraph';
  text: string;
}

const HEADING_MARKERS = ['history and mythology', 'इतिहास र पौराणिक'];

export function isSubHeading(line: string): boolean {
  const lower = line.toLowerCase();
  return HEADING_MARKERS.some((marker) => lower.includes(marker));
}

/** Non-empty lines of a description, each a heading or a paragraph. */
export function descriptionLines(text: string | null | undefined): DescriptionLine[] {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => ({ kind: isSubHeading(line) ? 'heading' : 'paragraph', text: line }));
}
