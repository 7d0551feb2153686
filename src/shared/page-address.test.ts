import { describe, expect, it } from 'vitest';
import { pageAddress } from './page-address.ts';

describe('pageAddress', () => {
  it('keeps what chooses the content, drops remembered choices, and marks English', () => {
    expect(pageAddress('https://x.np', '/notice', '?page=2&lng=ne&theme=dark', 'ne')).toBe(
      'https://x.np/notice?page=2',
    );
    expect(pageAddress('https://x.np', '/notice', '?page=2', 'en')).toBe('https://x.np/notice?page=2&lng=en');
    expect(pageAddress('https://x.np', '/', '', 'en')).toBe('https://x.np/?lng=en');
    expect(pageAddress('https://x.np', '/', '', 'ne')).toBe('https://x.np/');
  });
});
