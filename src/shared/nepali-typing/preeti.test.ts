import { describe, expect, it } from 'vitest';
import { looksLikePreeti, preetiToUnicode } from './preeti.ts';
import { preetiWords } from './preeti-words.ts';

describe('preetiToUnicode', () => {
  it('has a table of at least 200 known words and phrases', () => {
    expect(preetiWords.length).toBeGreaterThanOrEqual(200);
  });

  it.each(preetiWords)('%s is %s', (preeti, unicode) => {
    expect(preetiToUnicode(preeti)).toBe(unicode);
  });

  it('converts a pasted paragraph, keeping its line breaks', () => {
    const paragraph = "u'7L ;+:yfg s]Gb|Lo sfof{no, sf7df8f}+ .\ng]kfn ;/sf/sf] :jfldTjdf ;+:yf xf] .";
    expect(preetiToUnicode(paragraph)).toBe(
      'गुठी संस्थान केन्द्रीय कार्यालय, काठमाडौं ।\nनेपाल सरकारको स्वामित्वमा संस्था हो ।',
    );
  });

  it('leaves text already in Devanagari as it is', () => {
    expect(preetiToUnicode('नेपाल 2082')).toBe('नेपाल 2082');
  });

  it('puts the nasal mark after the vowel sign whichever was typed first', () => {
    expect(preetiToUnicode("x+'b}g")).toBe(preetiToUnicode("x'+b}g"));
  });

  it('keeps a stray short i or reph rather than dropping it', () => {
    expect(preetiToUnicode('l')).toBe('ि');
    expect(preetiToUnicode('{')).toBe('र्');
  });
});

describe('looksLikePreeti', () => {
  it('recognises the whole table as one pasted text', () => {
    expect(looksLikePreeti(preetiWords.map(([preeti]) => preeti).join(' '))).toBe(true);
  });

  it.each([
    'g]kfn ;/sf/',
    "u'7L ;+:yfg s]Gb|Lo sfof{no, sf7df8f}+",
    'o; ;DaGwdf hfgsf/L u/fOG5 .',
    ';"rgf',
    // या and तथा: `of` is a Preeti word that is an English word too.
    'ufpF of gu/ tyf of lhNnf',
  ])('recognises Preeti: %s', (text) => {
    expect(looksLikePreeti(text)).toBe(true);
  });

  it.each([
    'Guthi Sansthan head office, Kathmandu',
    'The trust is open from 10 to 5 on weekdays.',
    'https://example.org/a/b?c=1',
    'नेपाल सरकार',
    '',
    '2082/01/01',
    "Don't miss the festival",
    'Rhythm of Kathmandu: TV and PDF',
    'Guthi Sansthan McDonald hall',
  ])('leaves ordinary text alone: %s', (text) => {
    expect(looksLikePreeti(text)).toBe(false);
  });
});
