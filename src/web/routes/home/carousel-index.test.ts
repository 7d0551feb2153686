import { describe, expect, it } from 'vitest';
import { wrapIndex } from './carousel-index.ts';

describe('wrapIndex', () => {
  it('wraps past the last slide to the first and before the first to the last', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
  });
  it('stays at 0 with no slides', () => expect(wrapIndex(3, 0)).toBe(0));
});
