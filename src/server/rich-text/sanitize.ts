// Rich text bodies (ADR 031) are stored as a small HTML subset: whatever the editor, a paste from Word or
// Google Docs, a form without JavaScript or an API client sends is cut down to it here, on every write,
// by an allowlist (sanitize-html). Public pages then render the stored HTML as it is, on the server.
import sanitizeHtml from 'sanitize-html';
import { namesOf, type KindSpec } from '#shared/contract/admin/content-kinds.ts';
import { isHtml, paragraphsOf } from '#shared/rich-text/plain-text.ts';

const TABLE_TAGS = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const BLOCK_TAGS = ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'hr'];

// Google Docs wraps a whole paste in <b style="font-weight:normal" id="docs-internal-guid-…">: not bold.
const notBold = (attribs: sanitizeHtml.Attributes) =>
  /font-weight:\s*(normal|400)/.test(attribs.style ?? '') || (attribs.id ?? '').startsWith('docs-internal');

const options: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCK_TAGS, 'strong', 'em', 'a', ...TABLE_TAGS],
  allowedAttributes: { a: ['href', 'rel'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'] },
  // Only web, mail and phone links: `javascript:`, `data:`, `vbscript:` and protocol-relative addresses are
  // dropped (sanitize-html decodes entities and strips control characters before it compares).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped with everything inside them: code, styles, embedded documents and drawings.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'svg',
    'math',
    'iframe',
    'object',
    'template',
    'title',
    'head',
    'xml',
  ],
  // Any other tag (div, span, font, Word's o:p …) goes and its text stays.
  disallowedTagsMode: 'discard',
  // What Word, Google Docs and older editors write for the same things.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: (_tag, attribs) => ({ tagName: notBold(attribs) ? 'span' : 'strong', attribs: {} }),
    i: 'em',
    a: (tagName, attribs) => ({
      tagName,
      attribs: (attribs.href
        ? { href: attribs.href.trim(), rel: 'noopener' }
        : {}) as sanitizeHtml.Attributes,
    }),
  },
};

// colspan and rowspan only as small numbers.
const cleanSpans = (html: string) =>
  html.replace(/\s(colspan|rowspan)="([^"]*)"/g, (whole, _name: string, value: string) =>
    /^[1-9]\d?$/.test(value) && value !== '1' ? whole : '',
  );

// `\s` takes the no-break space (U+00A0) too: naming it again beside it made every run of them match in
// exponentially many ways (a body of 40 would hold the server for hours).
const BLANK = '(?:\\s|&nbsp;|<br />)*';
const EMPTY_CELL = `<t[dh](?:\\s[^>]*)?>${BLANK}</t[dh]>`;
const EMPTY_ROW = new RegExp(`^<tr>(?:\\s*${EMPTY_CELL})*\\s*</tr>$`);
const SECTION_END = /<\/(?:tbody|tfoot|table)>/g;

/**
 * Empty rows at a table's end go: the editor's Tab in the last cell adds one, and an editor who stops
 * typing leaves it, so visitors would get a blank row (an empty row between others stays: it may be
 * meant). A table left with nothing in it goes too. Rows are peeled off backwards from each section's
 * end, each looked at once, so a body of thousands of rows costs no more than reading it.
 */
function withoutTrailingEmptyRows(html: string): string {
  let kept = '';
  let from = 0;
  for (const end of html.matchAll(SECTION_END)) {
    let stop = end.index;
    for (;;) {
      let last = stop;
      while (last > from && /\s/.test(html[last - 1]!)) last--;
      if (!html.endsWith('</tr>', last)) break;
      const start = html.lastIndexOf('<tr>', last - '</tr>'.length);
      if (start < from || !EMPTY_ROW.test(html.slice(start, last))) break;
      stop = start;
    }
    kept += html.slice(from, stop) + end[0];
    from = end.index + end[0].length;
  }
  kept += html.slice(from);
  return kept.replace(/<(tbody|thead|tfoot)>\s*<\/\1>/g, '').replace(/<table>\s*<\/table>/g, '');
}

/** A body as stored: plain text as paragraphs, HTML through the allowlist; nothing but blanks is ''. */
export function sanitizeRichText(value: string): string {
  const html = isHtml(value) ? value : paragraphsOf(value);
  return withoutTrailingEmptyRows(
    cleanSpans(sanitizeHtml(html, options))
      // A link whose address was unsafe is left as its text; empty paragraphs (Word's spacing) go.
      .replace(/<a(?: rel="noopener")?>([\s\S]*?)<\/a>/g, '$1')
      .replace(new RegExp(`<p>${BLANK}</p>`, 'g'), ''),
  ).trim();
}

/** An edit with its rich text bodies as they are stored (both languages of each). */
export function withCleanBodies<E extends Record<string, unknown>>(spec: KindSpec, edit: E): E {
  const clean: Record<string, unknown> = { ...edit };
  for (const field of spec.fields) {
    if (field.type !== 'richtext') continue;
    for (const name of namesOf(field)) {
      if (typeof clean[name] === 'string') clean[name] = sanitizeRichText(clean[name]);
    }
  }
  return clean as E;
}
