// Description cuts for cards (product.md section 9: festival and article descriptions are cut at 320
// characters plus '...').

export const DESCRIPTION_LIMIT = 320;
const ELLIPSIS = '...';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The text cut to `limit` characters plus '...' when longer; unchanged otherwise. Characters are
 * counted as the reader sees them (grapheme clusters), so a Devanagari letter is never cut from
 * its vowel sign or virama, and an emoji never loses half of itself. Whitespace before the '...'
 * is dropped. Null or undefined gives ''.
 */
export function truncate(text: string | null | undefined, limit: number = DESCRIPTION_LIMIT): string {
  if (!text) return '';
  // Fast path: fewer code units than the limit means fewer graphemes too.
  if (text.length <= limit) return text;
  let count = 0;
  let end = 0;
  for (const { segment, index } of graphemes.segment(text)) {
    if (count === limit) {
      end = index;
      break;
    }
    count++;
    end = index + segment.length;
  }
  if (end >= text.length) return text;
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}
