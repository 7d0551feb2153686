// The spelling keys (ADR 043): the spellings Nepalis use for one word meet, in either script, and
// different words stay apart.
import { describe, expect, it } from 'vitest';
import { foldForSearch } from './search.ts';
import {
  foldSpelling,
  indexedSpelling,
  romanOf,
  similarity,
  spellingKeys,
  trigramsOf,
  vocabularyOf,
} from './search-spelling.ts';

const keys = (word: string) => spellingKeys(foldForSearch(word));
/** The words share a key: a query for one finds the other. */
const meet = (a: string, b: string) => keys(a).some((key) => keys(b).includes(key));

describe('Devanagari spelling', () => {
  it.each([
    ['vowel length', 'गुठी', 'गुठि'],
    ['vowel length (u)', 'गुठी', 'गूठी'],
    ['independent vowels', 'ईश्वर', 'इश्वर'],
    ['sibilants', 'दशैं', 'दसैं'],
    ['retroflex sibilant', 'विष्णु', 'बिस्णु'],
    ['chandrabindu and anusvara', 'दशैं', 'दसैँ'],
    ['no nasal at all', 'दसैँ', 'दसै'],
    ['a nasal consonant with halanta or anusvara', 'संस्थान', 'सन्स्थान'],
    ['a doubled consonant', 'मच्छिन्द्रनाथ', 'मछिन्द्रनाथ'],
    ['a final halanta', 'भगवान्', 'भगवान'],
    ['ब and व', 'विवाह', 'बिबाह'],
    ['nukta', 'क़लम', 'कलम'],
    ['a zero-width joiner', 'क्\u200dष', 'क्ष'],
  ])('folds %s', (_, a, b) => {
    expect(foldSpelling(foldForSearch(a))).toBe(foldSpelling(foldForSearch(b)));
  });

  it('keeps different words apart', () => {
    expect(foldSpelling('कुमारी')).not.toBe(foldSpelling('कमारी'));
    expect(foldSpelling('जात्रा')).not.toBe(foldSpelling('यात्रा'));
  });
});

describe('romanised Nepali', () => {
  it.each([
    ['sh and s', 'dashain', 'dasain'],
    ['aa and a', 'maanakamana', 'manakamana'],
    ['ee and i', 'teej', 'tij'],
    ['oo and u', 'boodhanilkantha', 'budhanilkantha'],
    ['chh and ch', 'machhindranath', 'machindranath'],
    ['an aspirate h', 'bhaktapur', 'baktapur'],
    ['w and v', 'swayambhu', 'svayambhu'],
    ['ph and f', 'phagu', 'fagu'],
    ['y and j', 'yatra', 'jatra'],
    ['ou and au', 'boudhanath', 'baudhanath'],
    ['a final a', 'shiva', 'shiv'],
  ])('folds %s', (_, a, b) => {
    expect(foldSpelling(a)).toBe(foldSpelling(b));
  });

  it('keeps different words apart', () => {
    expect(foldSpelling('kumari')).not.toBe(foldSpelling('kamari'));
    expect(foldSpelling('bhaktapur')).not.toBe(foldSpelling('bhaktpur'));
  });
});

describe('Devanagari to roman', () => {
  it.each([
    ['गुठी', 'guthi'],
    ['पशुपतिनाथ', 'pashupatinath'],
    ['दशैं', 'dashain'],
    ['इन्द्रजात्रा', 'indrajatra'],
    ['भक्तपुर', 'bhaktapur'],
    ['स्वयम्भू', 'swayambhu'],
    ['दक्षिणकाली', 'dakshinakali'],
    ['ज्ञान', 'gyan'],
    ['कृष्ण', 'krishna'],
    ['चाँगुनारायण', 'changunarayan'],
    ['सम्पदा', 'sampada'],
    ['संबत', 'sambat'],
    ['र', 'ra'],
  ])('writes %s as %s', (devanagari, roman) => {
    expect(romanOf(devanagari)).toBe(roman);
  });

  it.each([
    ['guthi', 'गुठी'],
    ['dasain', 'दशैं'],
    ['dashain', 'दसैँ'],
    ['pasupati', 'पशुपति'],
    ['machindranath', 'मच्छिन्द्रनाथ'],
    ['swayambhunath', 'स्वयम्भूनाथ'],
    ['kumari', 'कुमारी'],
    ['krishna', 'कृष्ण'],
    ['yatra', 'जात्रा'],
  ])('lets %s meet %s', (roman, devanagari) => {
    expect(meet(roman, devanagari)).toBe(true);
  });

  it('indexes a Devanagari text with its roman keys, and a Latin one as it is folded', () => {
    expect(indexedSpelling('गुठी संस्थान')).toBe('गुठि सस्थान guti sanstan');
    expect(indexedSpelling('guthi sansthan')).toBe('guti sanstan');
  });
});

describe('similar words', () => {
  it('counts trigrams as pg_trgm does', () => {
    expect(trigramsOf('cat')).toEqual(['  c', ' ca', 'cat', 'at ']);
    expect(similarity('cat', 'cat')).toBe(1);
    expect(similarity('pasupti', 'pasupati')).toBeGreaterThan(0.5);
    expect(similarity('kumari', 'tender')).toBe(0);
  });

  it('gives each word of a text under its key, with the word to show', () => {
    const words = vocabularyOf(foldForSearch('Guthi गुठी Act 2033 of'));
    expect(words.get('guti')).toBe('guthi');
    expect(words.get('गुठि')).toBe('गुठी');
    expect(words.get('act')).toBe('act');
    expect(words.has('2033')).toBe(false);
    expect(words.has('of')).toBe(false);
  });
});
