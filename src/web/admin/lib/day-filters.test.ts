import { describe, expect, it } from 'vitest';
import { dayFilters } from './day-filters.ts';

const url = (query: string) => new URL(`http://x/admin/cases?${query}`);

describe('a staff list’s day filters', () => {
  it('on Nepali screens reads Bikram Sambat days, in Nepali or ASCII digits, as AD days', () => {
    expect(dayFilters(url('from=२०८३-०८-११&to=2083-08-12'), 'ne')).toEqual({
      days: { from: '2026-11-27', to: '2026-11-28' },
      badDates: {},
    });
  });

  it('on English screens takes the date input’s AD days as they are', () => {
    expect(dayFilters(url('from=2026-11-27'), 'en')).toEqual({ days: { from: '2026-11-27' }, badDates: {} });
  });

  it('leaves out a day that is not one, and says which (past the calendar’s table, or not a date)', () => {
    expect(dayFilters(url('from=2099-01-01&to=soon'), 'ne')).toEqual({
      days: {},
      badDates: { from: true, to: true },
    });
    expect(dayFilters(url('from=27/11/2026&to='), 'en')).toEqual({ days: {}, badDates: { from: true } });
  });
});
