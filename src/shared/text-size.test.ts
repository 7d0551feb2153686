import { describe, expect, it } from 'vitest';
import { largerTextSize, parseTextSize, smallerTextSize } from './text-size.ts';

describe('text size', () => {
  it('reads only the offered sizes, as text from a cookie or a link', () => {
    expect(parseTextSize('150')).toBe(150);
    expect(parseTextSize('200')).toBe(200);
    for (const bad of ['', '0', '120', '250', '1e2', ' 100', 'large', null, undefined, 150])
      expect(parseTextSize(bad), String(bad)).toBeNull();
  });

  it('steps one size down or up and stays at either end', () => {
    expect(smallerTextSize(100)).toBe(90);
    expect(smallerTextSize(90)).toBe(90);
    expect(largerTextSize(100)).toBe(115);
    expect(largerTextSize(175)).toBe(200);
    expect(largerTextSize(200)).toBe(200);
  });
});
