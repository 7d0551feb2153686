import { describe, expect, it } from 'vitest';
import { foldForSearch, searchTerms, snippetOf, termPattern } from './search.ts';

describe('search folding', () => {
  it('treats Nepali and ASCII digits alike', () => {
    expect(foldForSearch('वि.सं. २०८३')).toBe(foldForSearch('वि.सं. 2083'));
  });

  it('folds English case and accents, keeps Devanagari marks', () => {
    expect(foldForSearch('KATHMĀNDU Café')).toBe('kathmandu cafe');
    expect(foldForSearch('गुठी संस्थान')).toBe('गुठी संस्थान');
    expect(foldForSearch('विवाह पञ्चमी')).toContain('ञ्च');
  });

  it('splits a query into distinct words, punctuation of both scripts dropped', () => {
    expect(searchTerms('  Temple, ROOF; roof। मन्दिर ')).toEqual(['temple', 'roof', 'मन्दिर']);
    expect(searchTerms('100% _x_')).toEqual(['100', 'x']);
    expect(searchTerms('   ')).toEqual([]);
  });
});

describe('matching back in the original text', () => {
  it('finds a folded term in either digit script and either case', () => {
    const pattern = termPattern(searchTerms('2083 kathmandu'))!;
    expect('वि.सं. २०८३ मा Kathmandu'.match(pattern)).toEqual(['२०८३', 'Kathmandu']);
  });

  it('cuts a long text around its first match', () => {
    const text = `${'क '.repeat(200)}मन्दिर ${'ख '.repeat(200)}`;
    const snippet = snippetOf(text, ['मन्दिर'], 100);
    expect(snippet).toContain('मन्दिर');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippetOf('short text', ['x'])).toBe('short text');
  });
});
