// Spelling that forgives (ADR 043): the keys under which a word is indexed and looked up, so that the
// ways Nepalis spell one word in either script meet. Applied to text already folded by foldForSearch
// (lower case, ASCII digits), the same to the indexed text and to a visitor's query:
// - Devanagari: vowel length (इ/ई, उ/ऊ and their matras), sibilants (श/ष/स), ब/व, ण/न, nasals (ँ, ं and a
//   nasal consonant with halanta before another consonant are dropped), a doubled consonant (च्छ/छ), a
//   word's final halanta, nukta, visarga and the zero-width joiners that shape conjuncts;
// - Latin (romanised Nepali): ee/i, oo/u, ou/au, an h after a consonant (sh/s, chh/ch, th/t), f/p, w/v,
//   y/j (जात्रा/यात्रा: the Nepali ज for a Sanskrit य), doubled letters (aa/a) and the final a of a word of four letters or more.
// A Devanagari word also has a roman key (romanOf, then the Latin folding), so `guthi` finds गुठी and
// गुठी finds "Guthi". Pure and deterministic. Migration 029 indexed with a frozen copy (migrations/spelling-2026-11.ts):
// a change here comes with a migration that indexes again.

const ZERO_WIDTH = /[\u200c\u200d]/g;
const DEVANAGARI_LETTER = '[\\u0900-\\u097f]';
const CONSONANT = '[\\u0915-\\u0939\\u0958-\\u095f]';
const NASAL_CLUSTER = new RegExp(`[ङञणनम]\\u094d(?=${CONSONANT})`, 'g');
const FINAL_HALANTA = new RegExp(`\\u094d(?!${DEVANAGARI_LETTER})`, 'g');

/** Consonants whose doubling (or doubling into their aspirate) is spelled either way: च्छ/छ, द्ध/ध. */
const GEMINATES: Record<string, string> = {
  क: 'कख',
  ग: 'गघ',
  च: 'चछ',
  ज: 'जझ',
  ट: 'टठ',
  ड: 'डढ',
  त: 'तथ',
  द: 'दध',
  प: 'पफ',
  ब: 'बभ',
  म: 'म',
  न: 'न',
  य: 'य',
  र: 'र',
  ल: 'ल',
  स: 'स',
};
const GEMINATE = new RegExp(
  Object.entries(GEMINATES)
    .map(([first, next]) => `${first}\\u094d(?=[${next}])`)
    .join('|'),
  'g',
);

const DEVANAGARI_SAME: Record<string, string> = {
  ई: 'इ',
  ऊ: 'उ',
  '\u0940': '\u093f', // ी → ि
  '\u0942': '\u0941', // ू → ु
  श: 'स',
  ष: 'स',
  व: 'ब',
  ण: 'न',
  '\u0901': '', // chandrabindu
  '\u0902': '', // anusvara
  '\u0903': '', // visarga
  '\u093c': '', // nukta
};
// An alternation, not a character class: the marks would combine with the letters before them.
const DEVANAGARI_SAME_PATTERN = new RegExp(Object.keys(DEVANAGARI_SAME).join('|'), 'g');

function foldDevanagari(text: string): string {
  return text
    .replace(ZERO_WIDTH, '')
    .replace(/\u093c/g, '')
    .replace(NASAL_CLUSTER, '')
    .replace(/[शष]/g, 'स')
    .replace(GEMINATE, '')
    .replace(FINAL_HALANTA, '')
    .replace(DEVANAGARI_SAME_PATTERN, (char) => DEVANAGARI_SAME[char]!);
}

function foldLatin(text: string): string {
  return text
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/ou/g, 'au')
    .replace(/([bcdgjkpst])h+/g, '$1')
    .replace(/f/g, 'p')
    .replace(/w/g, 'v')
    .replace(/y/g, 'j')
    .replace(/([a-z])\1+/g, '$1')
    .replace(/(?<=[a-z]{2}[^aeiou\W\d_])a(?![a-z])/g, '');
}

/** Both foldings on a text of either script or both (already foldForSearch-ed). */
export function foldSpelling(text: string): string {
  return foldLatin(foldDevanagari(text));
}

// ---- Devanagari to Latin, as Nepalis romanise: a table per letter, the inherent a written except at a
// word's end after a single consonant (नाथ: nath, इन्द्र: indra).

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'ng',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'w',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ee',
  उ: 'u',
  ऊ: 'oo',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ॐ: 'om',
};
const MATRAS: Record<string, string> = {
  '\u093e': 'a',
  '\u093f': 'i',
  '\u0940': 'i',
  '\u0941': 'u',
  '\u0942': 'u',
  '\u0943': 'ri',
  '\u0945': 'e',
  '\u0947': 'e',
  '\u0948': 'ai',
  '\u0949': 'o',
  '\u094b': 'o',
  '\u094c': 'au',
};
const HALANTA = '\u094d';
const NASALS = new Set(['\u0901', '\u0902']);
const LABIALS = new Set(['प', 'फ', 'ब', 'भ', 'म']);
/** Two-letter conjuncts read as one sound. */
const CONJUNCTS: Record<string, string> = { क्ष: 'ksh', ज्ञ: 'gy' };

/** The Latin spelling of a Devanagari text (other characters kept as they are). */
export function romanOf(text: string): string {
  const chars = [
    ...text
      .normalize('NFC')
      .replace(ZERO_WIDTH, '')
      .replace(/\u093c/g, ''),
  ];
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i]!;
    const pair = `${char}${chars[i + 1] ?? ''}${chars[i + 2] ?? ''}`;
    const conjunct = CONJUNCTS[pair];
    const consonant = conjunct ?? CONSONANTS[char];
    if (consonant !== undefined) {
      if (conjunct) i += 2;
      out += consonant;
      const next = chars[i + 1];
      if (next !== undefined && MATRAS[next] !== undefined) {
        out += MATRAS[next];
        i += 1;
      } else if (next === HALANTA) {
        i += 1;
      } else {
        // The inherent a: silent at a word's end after a single consonant, written otherwise.
        const atEnd = next === undefined || !/[\u0900-\u097f]/.test(next);
        const afterConjunct = conjunct !== undefined || chars[i - (conjunct ? 2 : 1)] === HALANTA;
        if (!atEnd || afterConjunct || !/[\u0900-\u097f]/.test(chars[i - 1] ?? '')) out += 'a';
      }
      continue;
    }
    if (VOWELS[char] !== undefined) out += VOWELS[char];
    else if (MATRAS[char] !== undefined) out += MATRAS[char];
    else if (NASALS.has(char)) out += LABIALS.has(chars[i + 1] ?? '') ? 'm' : 'n';
    else if (char === '\u0903' || char === HALANTA) continue;
    else if (char === '।' || char === '॥') out += ' ';
    else out += char;
  }
  return out;
}

const DEVANAGARI_WORD = /[\u0900-\u097f\u200c\u200d]+/g;
const HAS_DEVANAGARI = /[\u0900-\u097f]/;

/** The roman keys of a text's Devanagari words, space-separated ('' when it has none). */
function romanKeysOf(text: string): string {
  return (text.match(DEVANAGARI_WORD) ?? [])
    .filter((word) => /[\u0905-\u0939\u0958-\u0961]/.test(word))
    .map((word) => foldLatin(romanOf(word)))
    .join(' ');
}

/**
 * The keys a query word is looked up by: its folded spelling, and for a Devanagari word also its roman
 * key (the index holds both for Devanagari text, so either script finds the other).
 */
export function spellingKeys(word: string): string[] {
  const keys = [foldSpelling(word)];
  if (HAS_DEVANAGARI.test(word)) keys.push(foldLatin(romanOf(word)));
  return [...new Set(keys.filter((key) => key.length > 0))];
}

/** The text as indexed: its folded spelling, then the roman keys of its Devanagari words. */
export function indexedSpelling(text: string): string {
  const roman = romanKeysOf(text);
  return roman ? `${foldSpelling(text)} ${roman}` : foldSpelling(text);
}

// ---- Similar words, for "did you mean" (a vocabulary of the index's words, looked up by trigrams).

/** A word's trigrams, pg_trgm style: padded with two spaces before and one after. */
export function trigramsOf(key: string): string[] {
  const chars = [' ', ' ', ...key, ' '];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) grams.add(chars.slice(i, i + 3).join(''));
  return [...grams];
}

/** Shared trigrams over all trigrams of either word (0 to 1). */
export function similarity(a: string, b: string): number {
  const first = trigramsOf(a);
  const second = new Set(trigramsOf(b));
  const shared = first.filter((gram) => second.has(gram)).length;
  return shared / (first.length + second.size - shared);
}

/** Words of a vocabulary: longer than two characters, shorter than 40, with a letter. */
const VOCABULARY_WORD = /^(?=.*\p{L})[\p{L}\p{M}\p{N}]{3,40}$/u;

/**
 * A text's vocabulary: each word's folded key with the word to show for it. A Devanagari word gives two:
 * its Devanagari key (shown as written) and its roman key (shown in its plain roman spelling).
 */
export function vocabularyOf(text: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const word of text.split(/[^\p{L}\p{M}\p{N}\u200c\u200d]+/u)) {
    if (!VOCABULARY_WORD.test(word.replace(ZERO_WIDTH, ''))) continue;
    const key = foldSpelling(word);
    if (key.length >= 3 && !words.has(key)) words.set(key, word);
    if (HAS_DEVANAGARI.test(word)) {
      const roman = romanOf(word);
      const romanKey = foldLatin(roman);
      if (romanKey.length >= 3 && !words.has(romanKey)) words.set(romanKey, roman);
    }
  }
  return words;
}
