import { describe, expect, it } from 'vitest';
import { serialNumber } from './serial.ts';

describe('serialNumber', () => {
  it('numbers rows on from the pages before', () => {
    expect(serialNumber(1, 0)).toBe(1);
    expect(serialNumber(1, 9)).toBe(10);
    expect(serialNumber(2, 0)).toBe(11);
    expect(serialNumber(3, 4)).toBe(25);
  });
  it('follows the page size', () => {
    expect(serialNumber(2, 0, 25)).toBe(26);
  });
});
