import { describe, expect, it } from 'vitest';
import { wholePageTarget } from './whole-page-links-offline.ts';

const here = new URL('https://guthi.example.gov.np/calendar?year=2083&month=8');
const click = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const link = (href: string, extra: { target?: string; download?: boolean } = {}) => ({
  href: new URL(href, here).href,
  target: extra.target ?? '',
  hasAttribute: (name: string) => name === 'download' && extra.download === true,
});

describe('links offline', () => {
  it('opens another page as a whole page, for the service worker to answer', () => {
    expect(wholePageTarget(click, link('/notice/1'), here, false)).toBe(
      'https://guthi.example.gov.np/notice/1',
    );
  });

  it('leaves everything else to the app or the browser', () => {
    expect(wholePageTarget(click, link('/notice/1'), here, true)).toBeNull();
    expect(wholePageTarget(click, link('/calendar?year=2083&month=9'), here, false)).toBeNull();
    expect(wholePageTarget(click, link('https://www.openstreetmap.org/'), here, false)).toBeNull();
    expect(wholePageTarget(click, link('/notice/1', { target: '_blank' }), here, false)).toBeNull();
    expect(wholePageTarget(click, link('/uploads/a.pdf', { download: true }), here, false)).toBeNull();
    expect(wholePageTarget({ ...click, ctrlKey: true }, link('/notice/1'), here, false)).toBeNull();
    expect(wholePageTarget({ ...click, button: 1 }, link('/notice/1'), here, false)).toBeNull();
    expect(wholePageTarget({ ...click, defaultPrevented: true }, link('/notice/1'), here, false)).toBeNull();
    expect(wholePageTarget(click, null, here, false)).toBeNull();
  });
});
