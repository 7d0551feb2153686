import { describe, expect, it } from 'vitest';
import { wrapIndex } from './viewer-index.ts';

describe('wrapIndex', () => {
  it('keeps positions inside the list', () => {
    expect(wrapIndex(0, 5)).toBe(0);
    expect(wrapIndex(3, 5)).toBe(3);
  });
  it('wraps past the last and before the first', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(12, 5)).toBe(2);
  });
  it('gives 0 for an empty list or one photo', () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(-1, 1)).toBe(0);
  });
});
