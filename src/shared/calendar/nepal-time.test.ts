import { describe, expect, it } from 'vitest';
import { nepalToday } from './nepal-time.ts';

describe('nepalToday', () => {
  it('is already the next day in Nepal at 18:15 UTC', () => {
    expect(nepalToday(new Date('2026-11-21T18:15:00Z'))).toBe('2026-11-22');
  });
  it('is still the same day one minute earlier', () => {
    expect(nepalToday(new Date('2026-11-21T18:14:00Z'))).toBe('2026-11-21');
  });
});
