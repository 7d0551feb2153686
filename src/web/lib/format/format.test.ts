import { describe, expect, it } from 'vitest';
import { localized } from './localized.ts';
import { DESCRIPTION_LIMIT, truncate } from './truncate.ts';

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('Indra Jatra')).toBe('Indra Jatra');
    expect(truncate('x'.repeat(320))).toBe('x'.repeat(320));
    expect(truncate('')).toBe('');
    expect(truncate(null)).toBe('');
    expect(truncate(undefined)).toBe('');
  });

  it('cuts at 320 characters plus ...', () => {
    expect(DESCRIPTION_LIMIT).toBe(320);
    const cut = truncate('a'.repeat(321));
    expect(cut).toBe(`${'a'.repeat(320)}...`);
    expect(truncate('abcdef', 3)).toBe('abc...');
  });

  it('drops whitespace before the ...', () => {
    expect(truncate('abc def', 4)).toBe('abc...');
  });

  it('never splits a Devanagari letter from its vowel sign or virama', () => {
    // 'कि' is two code points but one character on screen.
    const text = 'कि'.repeat(400);
    const cut = truncate(text);
    expect(cut).toBe(`${'कि'.repeat(320)}...`);
    // Conjuncts (स्था) are one cluster in newer Unicode data: never end on a bare virama either way.
    const word = truncate('संस्थान', 2);
    expect(word.endsWith('...')).toBe(true);
    expect(word.slice(0, -3).endsWith('्')).toBe(false);
    expect('संस्थान'.startsWith(word.slice(0, -3))).toBe(true);
  });

  it('never splits an emoji', () => {
    expect(truncate('🙏🙏🙏', 2)).toBe('🙏🙏...');
  });
});

describe('localized', () => {
  const item = { title_en: 'Indra Jatra', title_ne: 'इन्द्रजात्रा', text_en: 'Kathmandu', text_ne: '' };

  it('picks the field for the language', () => {
    expect(localized(item, 'title', 'en')).toBe('Indra Jatra');
    expect(localized(item, 'title', 'ne')).toBe('इन्द्रजात्रा');
  });

  it('falls back to the other language when empty', () => {
    expect(localized(item, 'text', 'ne')).toBe('Kathmandu');
    expect(localized({ name_en: null, name_ne: '  ' }, 'name', 'en')).toBe('');
    expect(localized({}, 'title', 'ne')).toBe('');
  });
});
