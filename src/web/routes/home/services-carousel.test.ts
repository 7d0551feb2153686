import { describe, expect, it } from 'vitest';
import { nextOffset, servicesStep } from './services-carousel.tsx';

describe('services carousel motion', () => {
  it('steps 0.5px below 768px and 1px from 768px (product.md section 9)', () => {
    expect(servicesStep(767)).toBe(0.5);
    expect(servicesStep(768)).toBe(1);
  });
  it('loops at half the content width', () => {
    expect(nextOffset(10, 1, 1000)).toBe(11);
    expect(nextOffset(499, 1, 1000)).toBe(0);
    expect(nextOffset(499.5, 1, 1000)).toBe(0.5);
  });
  it('does not loop when there is no width yet', () => expect(nextOffset(3, 1, 0)).toBe(4));
});
