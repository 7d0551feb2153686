// Preeti (and Kantipur, which shares its layout) to Unicode Nepali. Before Unicode, Nepali offices typed
// with "legacy" fonts: the file holds Latin characters and the font draws Devanagari glyphs for them, so
// pasted anywhere else "नेपाल" reads "g]kfn". Converting is three steps:
//   1. each key (or key sequence) becomes the Devanagari it draws, longest sequence first (PREETI_KEYS);
//   2. glyphs typed in visual order are put in Unicode's logical order: the short i (ि, key `l`) is typed
//      before the consonant it follows in speech, and the reph (र् drawn above, key `{`) after the
//      syllable it precedes;
//   3. pieces the font draws from two keys are joined (a half form completed by the ा stem, ा + े = ो, ...).
// The mapping follows the published Preeti keyboard; rarely used glyphs of the font's upper half
// (Windows-1252 characters such as ˆ or Ø) are included where the common converters agree on them.

/** Placeholder for a short i typed before its consonant, until it is moved after it. */
const SHORT_I = '\uE000';
/** Placeholder for a reph typed after its syllable, until it is moved before it. */
const REPH = '\uE001';

/**
 * Key sequences and what the font draws for them. Several keys draw a half form (the consonant with a
 * virama, e.g. `S` = क्) that the ा stem key `f` completes (`Sf` = क); step 3 handles that.
 */
const PREETI_KEYS: Record<string, string> = {
  // Independent vowels: आ, ओ and औ are अ with the ा stem (and े/ै above it); ई is इ with a hook.
  c: 'अ',
  cf: 'आ',
  'cf]': 'ओ',
  'cf}': 'औ',
  O: 'इ',
  'O{': 'ई',
  p: 'उ',
  pm: 'ऊ',
  C: 'ऋ',
  P: 'ए',
  'P]': 'ऐ',
  // Vowel signs and other marks.
  f: 'ा',
  l: SHORT_I,
  L: 'ी',
  "'": 'ु',
  '"': 'ू',
  '[': 'ृ',
  ']': 'े',
  '}': 'ै',
  '+': 'ं',
  F: 'ँ',
  M: 'ः',
  '\\': '्',
  '{': REPH,
  '|': '्र',
  Ø: '्य',
  '˜': 'ऽ',
  ç: 'ॐ',
  // Consonants: lower case is the full form, upper case (or a neighbouring key) the half form.
  s: 'क',
  S: 'क्',
  v: 'ख',
  V: 'ख्',
  u: 'ग',
  U: 'ग्',
  '3': 'घ',
  '£': 'घ्',
  ª: 'ङ',
  r: 'च',
  R: 'च्',
  '5': 'छ',
  h: 'ज',
  H: 'ज्',
  em: 'झ',
  '´': 'झ',
  '‰': 'झ्',
  '`': 'ञ',
  '~': 'ञ्',
  '6': 'ट',
  '7': 'ठ',
  '8': 'ड',
  '9': 'ढ',
  // ण has no full-form key: `0f`.
  '0': 'ण्',
  t: 'त',
  T: 'त्',
  y: 'थ',
  Y: 'थ्',
  b: 'द',
  w: 'ध',
  W: 'ध्',
  g: 'न',
  G: 'न्',
  k: 'प',
  K: 'प्',
  // फ is प with a tail (`m`): `km`; its half form has a key of its own.
  km: 'फ',
  ˆ: 'फ्',
  a: 'ब',
  A: 'ब्',
  e: 'भ',
  E: 'भ्',
  d: 'म',
  D: 'म्',
  o: 'य',
  '/': 'र',
  // र with u and uu signs are ligatures of their own.
  '?': 'रु',
  '¿': 'रू',
  n: 'ल',
  N: 'ल्',
  j: 'व',
  J: 'व्',
  z: 'श',
  Z: 'श्',
  // ष has no full-form key: `if`.
  i: 'ष्',
  ';': 'स',
  ':': 'स्',
  x: 'ह',
  X: 'ह्',
  // Conjuncts the font draws as one glyph.
  I: 'क्ष्',
  q: 'त्र',
  Ì: 'त्र',
  Q: 'त्त',
  qm: 'क्र',
  Qm: 'क्त',
  'k|m': 'फ्र',
  '1': 'ज्ञ',
  '¡': 'ज्ञ्',
  '2': 'द्द',
  '4': 'द्ध',
  B: 'द्य',
  å: 'द्व',
  ß: 'द्म',
  '›': 'द्र',
  '¢': 'द्घ',
  '>': 'श्र',
  '„': 'ध्र',
  '§': 'ट्ट',
  Ý: 'ट्ठ',
  '¶': 'ठ्ठ',
  '•': 'ड्ड',
  '°': 'ड्ढ',
  Ë: 'ङ्ग',
  Í: 'ङ्क',
  Î: 'ङ्ख',
  '‹': 'ङ्घ',
  Å: 'हृ',
  '6«': 'ट्र',
  '7«': 'ठ्र',
  '8«': 'ड्र',
  '9«': 'ढ्र',
  // Nukta forms (rare in Nepali).
  '8Þ': 'ड़',
  '9Þ': 'ढ़',
  // Digits sit on the shifted number row; the unshifted digits are letters (above).
  ')': '०',
  '!': '१',
  '@': '२',
  '#': '३',
  $: '४',
  '%': '५',
  '^': '६',
  '&': '७',
  '*': '८',
  '(': '९',
  // Punctuation: the danda is the full stop key, so the full stop and brackets moved elsewhere.
  '.': '।',
  '=': '.',
  '-': '(',
  _: ')',
  '<': '?',
  Ö: '=',
  Ù: ';',
  Û: '!',
  Ü: '%',
  '±': '+',
  '…': '‘',
  Ú: '’',
  æ: '“',
  Æ: '”',
};

const LONGEST_KEY = Math.max(...Object.keys(PREETI_KEYS).map((key) => key.length));

/**
 * Keys typed in an order the font allows but the table does not list: the tail `m` of फ and झ typed
 * after the vowel sign or the nasal mark of its letter (`k'm` for फु), and the ा stem after the nasal
 * mark (`Fmf`).
 */
const TYPING_ORDER: [RegExp, string][] = [
  [/'m/g, "m'"],
  [/\]m/g, 'm]'],
  [/Fmf/g, 'mfF'],
  [/Fm/g, 'mF'],
];

const CONSONANT = '[\\u0915-\\u0939\\u0958-\\u095F]';
const NUKTA = '\\u093C?';
const VIRAMA = '\\u094D';
/** A consonant cluster: consonants joined by viramas (स्थ, न्द्र), each with an optional nukta. */
const CLUSTER = `(?:${CONSONANT}${NUKTA}${VIRAMA})*${CONSONANT}${NUKTA}`;
/** Signs drawn on or after a consonant, which a reph typed after them skips back over. */
const SIGNS = '[\\u093E-\\u094C\\u0901-\\u0903\\u0962\\u0963]*';

const shortIBeforeCluster = new RegExp(`${SHORT_I}(${CLUSTER})`, 'g');
/** A short i typed after a half form (`Glb` for न्दि): the cluster continues after it. */
const shortIInsideCluster = new RegExp(`${VIRAMA}${SHORT_I}(${CLUSTER})`, 'g');
const rephAfterSyllable = new RegExp(`(${CLUSTER})(${SIGNS})${REPH}`, 'g');

/** Pieces drawn from two keys, joined; in order (a half form takes the stem before ा + े is read as ो). */
const JOINS: [RegExp, string][] = [
  // A half form and the ा stem are the full consonant (`if` = ष, `0f` = ण, `Sf` = क).
  [/्ा/g, ''],
  [/ाे/g, 'ो'],
  [/ाै/g, 'ौ'],
  [/ेा/g, 'ो'],
  [/ैा/g, 'ौ'],
  [/अा/g, 'आ'],
  [/अो/g, 'ओ'],
  [/अौ/g, 'औ'],
  [/आे/g, 'ओ'],
  [/आै/g, 'औ'],
  [/ेे/g, 'े'],
  // Unicode puts the nasal marks after the vowel sign; a typist may press them first.
  [/([ंँ])([ािीुूृेैोौ]+)/g, '$2$1'],
];

/** The Devanagari drawn for each key, longest key sequence first. */
function mapKeys(text: string): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    let matched = false;
    for (let length = Math.min(LONGEST_KEY, text.length - at); length > 0; length--) {
      const drawn = PREETI_KEYS[text.slice(at, at + length)];
      if (drawn !== undefined) {
        out += drawn;
        at += length;
        matched = true;
        break;
      }
    }
    if (!matched) {
      // Space, comma, line breaks and anything the font does not remap stay as they are.
      out += text[at];
      at += 1;
    }
  }
  return out;
}

/** Preeti or Kantipur text as Unicode Nepali. Text already in Devanagari is returned unchanged. */
export function preetiToUnicode(text: string): string {
  if (/[\u0900-\u097F]/.test(text)) return text;
  let typed = text;
  for (const [pattern, order] of TYPING_ORDER) typed = typed.replace(pattern, order);
  let out = mapKeys(typed);
  // Half forms first: the short i and the reph are placed around whole consonants.
  out = out.replace(/्ा/g, '');
  out = out.replace(shortIInsideCluster, '्$1ि').replace(shortIBeforeCluster, '$1ि');
  out = out.replace(rephAfterSyllable, 'र्$1$2');
  for (const [pattern, joined] of JOINS) out = out.replace(pattern, joined);
  // A short i or reph with no consonant to attach to (a typing slip): drawn as typed.
  return out.replaceAll(SHORT_I, 'ि').replaceAll(REPH, 'र्');
}

/**
 * Common English words: text containing them is English, whatever its punctuation. Only words of three
 * letters or more: two-letter ones are everyday Preeti (`of` is या, `/` alone is र).
 */
const ENGLISH_WORDS = new Set(
  'the and for with that this are was were from not have has you your our will its can all'.split(' '),
);
/** Characters Preeti text has inside words (vowel signs, र, स, ...) and ordinary text does not. */
const LEGACY_MARKS = /[a-zA-Z0-9][\][{}';/"|\\+]|[\][{}';/"|\\+][a-zA-Z]/;
/** A capital after a small letter inside a word (`ufpF`, `lhNnf`): half forms and marks, not English. */
const LEGACY_SHAPE = /[a-z][A-Z]/;
/** A word of three letters or more, not all capitals, with no a, e, i, o or u (`tyf` for तथा). */
const noVowel = (word: string) => {
  const letters = word.replace(/[^a-zA-Z]/g, '');
  return letters.length >= 3 && /[a-z]/.test(letters) && !/[aeiou]/i.test(letters);
};
/** Addresses and e-mail: their slashes and dots are not Preeti. */
const ADDRESS = /:\/\/|@|^www\./;

/**
 * Whether pasted text looks like Preeti/Kantipur rather than English: no Devanagari, no common English
 * words, and most words with the marks Preeti puts inside words (`g]kfn`, `;/sf/`), a capital inside a
 * word (`lhNnf`) or no vowel letter (`tyf`). A guess that only
 * decides whether to offer a conversion; the editor decides.
 */
export function looksLikePreeti(text: string): boolean {
  if (/[\u0900-\u097F]/.test(text)) return false;
  const words = text.split(/\s+/).filter((word) => /[a-zA-Z]/.test(word) && !ADDRESS.test(word));
  if (words.length === 0) return false;
  const english = words.filter((word) => ENGLISH_WORDS.has(word.toLowerCase().replace(/[^a-z]/g, '')));
  if (english.length >= 2 || english.length / words.length > 0.2) return false;
  const marked = words.filter((word) => LEGACY_MARKS.test(word) || LEGACY_SHAPE.test(word) || noVowel(word));
  return marked.length / words.length >= 0.4;
}
