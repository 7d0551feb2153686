// Rich text (ADR 031) is stored as a sanitised HTML subset. What reads it as words rather than as a page
// (search, feeds, OpenGraph descriptions, summaries in lists, the staff conflict screen) takes its plain
// text from here. No parser: public pages import this, and the stored HTML is the server's allowlisted
// subset (rich-text/sanitize.ts), so tags are well formed; the text is escaped again wherever it is shown.

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

// Where one block ends and the next begins, the words must not run together.
const BLOCK_END = /<\/(p|h[1-6]|li|tr|caption|blockquote|table|ul|ol)>|<br\s*\/?>/gi;
const CELL_END = /<\/(td|th)>/gi;

/** The words of a rich text body: block ends as line breaks, cells apart, tags dropped. */
export function plainTextOf(html: string | null | undefined): string {
  if (!html) return '';
  return decodeEntities(
    html
      // A cell's paragraph ends with its cell, which is not a new line.
      .replace(/<\/p>\s*(?=<\/t[dh]>)/gi, '')
      .replace(BLOCK_END, '\n')
      .replace(CELL_END, ' \t')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

/** Text safe inside an element or a double-quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as rich text: each non-empty line a paragraph, as the public pages showed plain text. */
export function paragraphsOf(text: string): string {
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/**
 * Whether a posted body is HTML (it begins with a tag, as the editor's and a stored body's do) or plain
 * text (typed in the form without JavaScript, or sent by an API client), which becomes paragraphs.
 */
export const isHtml = (value: string): boolean => /^<(?:[a-z][a-z0-9:]*[\s/>]|!)/i.test(value.trimStart());
