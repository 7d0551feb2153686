import { expect, it } from 'vitest';
import { isoToNepalLocal, nepalLocalToIso } from './nepal-time.ts';

it('reads an input’s time as Nepal time and shows a stored instant in Nepal time', () => {
  expect(nepalLocalToIso('2026-12-01T10:00')).toBe('2026-12-01T04:15:00.000Z');
  expect(nepalLocalToIso('2026-12-01T10:00:30')).toBe('2026-12-01T04:15:30.000Z');
  expect(isoToNepalLocal('2026-12-01T04:15:30.000Z')).toBe('2026-12-01T10:00:30');
  expect(nepalLocalToIso('')).toBeNull();
  expect(nepalLocalToIso('tomorrow')).toBeNull();
  expect(isoToNepalLocal(null)).toBe('');
});
