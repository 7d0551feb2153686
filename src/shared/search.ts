// Search text, folded the same way when an item is indexed (server/db/search-index.ts) and when a
// visitor's query is read, so that a match does not depend on case, Latin accents or the digits used:
// `२०८३` finds `2083` and the other way round, `KATHMĀNDU` finds `Kathmandu`. Devanagari letters and their
// combining marks (matras, halanta, anusvara) are kept as they are here: search-spelling.ts then folds
// the spellings that vary (vowel length, sibilants, nasals) and adds roman keys (ADR 043).
// The search's types come from the kinds that ask to be found (kinds/descriptions.ts).
export { SEARCH_TYPES, type SearchType } from './kinds/derived.ts';
import { indexedSpelling, spellingKeys } from './search-spelling.ts';

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

/** A text as the index holds it (db/search-index.ts): folded, then its spelling keys (ADR 043). */
export const indexedText = (text: string) => indexedSpelling(foldForSearch(text));

/** Word separators: spaces and punctuation of both scripts (। ॥ included); `%` and `_` never match. */
const SEPARATORS = /[\s,.;:!?()[\]{}"'“”‘’`~@#$%^&*_+=<>|\\/।॥–—-]+/u;

/** The folded words of a query, each of which a result must contain. */
export function searchTerms(query: string): string[] {
  const words = foldForSearch(query.slice(0, SEARCH_QUERY_MAX))
    .split(SEPARATORS)
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, SEARCH_TERMS_MAX);
}

/** The letters-and-digits runs of a text: the words a result's highlight marks. */
const WORD = /[\p{L}\p{M}\p{N}\u200c\u200d]+/gu;

/**
 * The words of an original text that hold a searched word, by the same keys the search matched
 * (search-spelling.ts): `dashain` marks "Dasain" and दशैं, `२०८३` marks 2083. Each is [start, end].
 */
export function matchedWords(
  text: string,
  terms: readonly string[],
  /** Stop after this many (a snippet needs only the first). */
  most = Infinity,
): [number, number][] {
  const keys = terms.flatMap((term) => spellingKeys(term));
  if (keys.length === 0) return [];
  const found: [number, number][] = [];
  for (const match of text.matchAll(WORD)) {
    const wordKeys = spellingKeys(foldForSearch(match[0]));
    if (keys.some((key) => wordKeys.some((wordKey) => wordKey.includes(key)))) {
      found.push([match.index, match.index + match[0].length]);
      if (found.length >= most) break;
    }
  }
  return found;
}

/** The part of a text around its first match (or its start), about `length` characters. */
export function snippetOf(text: string, terms: readonly string[], length = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const found = terms.length ? (matchedWords(flat, terms, 1)[0]?.[0] ?? -1) : -1;
  const start = found > length / 3 ? found - Math.floor(length / 3) : 0;
  const piece = flat.slice(start, start + length);
  return `${start > 0 ? '…' : ''}${piece}${start + length < flat.length ? '…' : ''}`;
}
