// Search text, folded the same way when an item is indexed (server/db/search-index.ts) and when a
// visitor's query is read, so that a match does not depend on case, Latin accents or the digits used:
// `२०८३` finds `2083` and the other way round, `KATHMĀNDU` finds `Kathmandu`. Devanagari letters and their
// combining marks (matras, halanta, anusvara) are kept as they are: they are part of the word.
// The search's types come from the kinds that ask to be found (kinds/descriptions.ts).
export { SEARCH_TYPES, type SearchType } from './kinds/derived.ts';

/** The longest query read; more is ignored. */
export const SEARCH_QUERY_MAX = 100;
/** At most this many words of a query are matched (each must appear). */
const SEARCH_TERMS_MAX = 6;

const NEPALI_DIGITS = /[०-९]/g;
const LATIN_MARKS = /[\u0300-\u036f]/g;

export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(LATIN_MARKS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(NEPALI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x966))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Word separators: spaces and punctuation of both scripts (। ॥ included); `%` and `_` never match. */
const SEPARATORS = /[\s,.;:!?()[\]{}"'“”‘’`~@#$%^&*_+=<>|\\/।॥–—-]+/u;

/** The folded words of a query, each of which a result must contain. */
export function searchTerms(query: string): string[] {
  const words = foldForSearch(query.slice(0, SEARCH_QUERY_MAX))
    .split(SEPARATORS)
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, SEARCH_TERMS_MAX);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern that finds a folded term in the original text: either digit script, either case. (Latin
 * accents are not matched back: a result is found through them, its highlight may miss that word.)
 */
export function termPattern(terms: readonly string[]): RegExp | null {
  const parts = terms
    .filter((term) => term.length > 0)
    .map((term) =>
      [...term]
        .map((char) =>
          /\d/.test(char) ? `[${char}${String.fromCharCode(0x966 + Number(char))}]` : escapeRegExp(char),
        )
        .join(''),
    );
  return parts.length ? new RegExp(parts.join('|'), 'giu') : null;
}

/** The part of a text around its first match (or its start), about `length` characters. */
export function snippetOf(text: string, terms: readonly string[], length = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const pattern = termPattern(terms);
  const found = pattern ? flat.search(pattern) : -1;
  const start = found > length / 3 ? found - Math.floor(length / 3) : 0;
  const piece = flat.slice(start, start + length);
  return `${start > 0 ? '…' : ''}${piece}${start + length < flat.length ? '…' : ''}`;
}
