import { describe, expect, it } from 'vitest';
import { detectLanguage, readCookie } from './detect.ts';

describe('detectLanguage', () => {
  it('defaults to Nepali', () => expect(detectLanguage({})).toBe('ne'));
  it('follows the spec order: query, cookie, localStorage, sessionStorage, browser, html tag', () => {
    const all = {
      query: 'en',
      cookie: 'ne',
      localStorage: 'ne',
      sessionStorage: 'ne',
      browser: ['ne'],
      htmlTag: 'ne',
    };
    expect(detectLanguage(all)).toBe('en');
    expect(detectLanguage({ ...all, query: null, cookie: 'en' })).toBe('en');
    expect(detectLanguage({ ...all, query: null, cookie: null, localStorage: 'en' })).toBe('en');
    expect(detectLanguage({ query: null, cookie: null, sessionStorage: 'en', browser: ['ne'] })).toBe('en');
    expect(detectLanguage({ browser: ['fr-FR', 'en-GB'], htmlTag: 'ne' })).toBe('en');
    expect(detectLanguage({ htmlTag: 'en' })).toBe('en');
  });
  it('ignores unsupported languages and accepts np for Nepali', () => {
    expect(detectLanguage({ query: 'fr', cookie: 'np' })).toBe('ne');
  });
  it('reads Accept-Language by quality on the server', () => {
    expect(detectLanguage({ browser: 'fr;q=1, en;q=0.5, ne;q=0.8' })).toBe('ne');
  });
});

describe('readCookie', () => {
  it('finds a cookie among others', () => expect(readCookie('a=1; lng=en; b=2', 'lng')).toBe('en'));
  it('is undefined when absent or malformed', () => {
    expect(readCookie('a=1', 'lng')).toBeUndefined();
    expect(readCookie('lng=%E0%A4', 'lng')).toBeUndefined();
  });
});
