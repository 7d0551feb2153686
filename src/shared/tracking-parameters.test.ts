import { describe, expect, it } from 'vitest';
import { isTrackingParameter, withoutTrackingParameters } from './tracking-parameters.ts';

describe('withoutTrackingParameters', () => {
  it('drops click ids and campaign tags, keeping every other parameter as spelled and in its place', () => {
    expect(withoutTrackingParameters('/?fbclid=IwAR3x_Yz')).toBe('/');
    expect(withoutTrackingParameters('/notice?page=2&fbclid=abc&category=3')).toBe(
      '/notice?page=2&category=3',
    );
    expect(
      withoutTrackingParameters(
        '/articles/1?utm_source=facebook&utm_medium=social&UTM_Campaign=dashain&lng=en',
      ),
    ).toBe('/articles/1?lng=en');
    expect(withoutTrackingParameters('/search?q=%E0%A4%97%E0%A5%81%E0%A4%A0%E0%A5%80+x&gclid=1')).toBe(
      '/search?q=%E0%A4%97%E0%A5%81%E0%A4%A0%E0%A5%80+x',
    );
    // A name spelled with escapes is the name it decodes to.
    expect(withoutTrackingParameters('/?utm%5Fsource=x&page=1')).toBe('/?page=1');
    expect(withoutTrackingParameters('/?page=1&fbclid=1&')).toBe('/?page=1');
  });

  it('leaves an address without them as it is, and a value that only looks like one', () => {
    for (const url of ['/', '/notice?page=2', '/search?q=fbclid', '/?utmost=1', '/?x=%zz&y=1', '/?'])
      expect(withoutTrackingParameters(url)).toBe(url);
    // A malformed escape in a name does not throw.
    expect(withoutTrackingParameters('/?%E0%A4=1&fbclid=2')).toBe('/?%E0%A4=1');
  });
});

describe('isTrackingParameter', () => {
  it('knows the click ids of the sites Nepali visitors come from, and every utm_ tag', () => {
    for (const name of ['fbclid', 'gclid', 'msclkid', 'ttclid', 'igshid', 'utm_source', 'utm_id', '_gl'])
      expect(isTrackingParameter(name), name).toBe(true);
    for (const name of ['page', 'q', 'lng', 'latest', 'utm', 'gallery'])
      expect(isTrackingParameter(name), name).toBe(false);
  });
});
