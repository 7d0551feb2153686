import { describe, expect, it } from 'vitest';
import { detectLanguage, detectServerLanguage, detectWebRequestLanguage, readCookie } from './detect.ts';

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

describe('detectServerLanguage and detectWebRequestLanguage', () => {
  const request = (url: string, headers: Record<string, string> = {}) =>
    new Request(`http://localhost${url}`, { headers });

  it('take the query, then the cookie, then Accept-Language, else Nepali', () => {
    expect(detectServerLanguage({ query: 'en', cookieHeader: 'lng=ne', acceptLanguage: 'ne' })).toBe('en');
    expect(detectServerLanguage({ query: null, cookieHeader: 'a=1; lng=en', acceptLanguage: 'ne' })).toBe(
      'en',
    );
    expect(detectServerLanguage({ query: 'xx', cookieHeader: null, acceptLanguage: 'en-GB,en;q=0.8' })).toBe(
      'en',
    );
    expect(
      detectServerLanguage({ query: undefined, cookieHeader: undefined, acceptLanguage: undefined }),
    ).toBe('ne');
  });

  it('read the same from a web Request as the server reads from its headers', () => {
    expect(detectWebRequestLanguage(request('/notice?lng=en', { cookie: 'lng=ne' }))).toBe('en');
    expect(detectWebRequestLanguage(request('/notice', { cookie: 'lng=en', 'accept-language': 'ne' }))).toBe(
      'en',
    );
    expect(detectWebRequestLanguage(request('/notice', { 'accept-language': 'fr, en;q=0.5' }))).toBe('en');
    expect(detectWebRequestLanguage(request('/notice'))).toBe('ne');
  });
});
