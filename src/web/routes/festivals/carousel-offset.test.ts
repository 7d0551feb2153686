import { describe, expect, it } from 'vitest';
import { CAROUSEL_STEP_PX, clampOffset, maxOffset, visibleCards } from './carousel-offset.ts';

describe('carousel offset', () => {
  it('stays between 0 and count - 3 on desktop', () => {
    expect(maxOffset(10)).toBe(7);
    expect(clampOffset(-1, 10)).toBe(0);
    expect(clampOffset(8, 10)).toBe(7);
    expect(clampOffset(4, 10)).toBe(4);
  });
  it('never goes below 0 with fewer cards than fit', () => {
    expect(maxOffset(2)).toBe(0);
    expect(clampOffset(1, 0)).toBe(0);
  });
  it('lets phones (1 visible) and tablets (2) reach the last card', () => {
    expect(maxOffset(10, 1)).toBe(9);
    expect(maxOffset(10, 2)).toBe(8);
  });
  it('counts whole cards in the row: 3 of 387px + 24px gaps in 1209px', () => {
    expect(visibleCards(1209, CAROUSEL_STEP_PX, 24)).toBe(3);
    expect(visibleCards(358, 382, 24)).toBe(1);
    expect(visibleCards(720, 372, 24)).toBe(2);
    expect(visibleCards(100, 0, 24)).toBe(1);
  });
});
