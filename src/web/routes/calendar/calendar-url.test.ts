import { describe, expect, it } from 'vitest';
import { calendarSearch, neighbourMonths, readCalendarSelection } from './calendar-url.ts';

const today = { year: 2083, month: 8, day: 6 };
const read = (query: string) => readCalendarSelection(new URLSearchParams(query), today);

describe('readCalendarSelection', () => {
  it("starts at today's month without a day", () => {
    expect(read('')).toEqual({ year: 2083, month: 8, day: null });
  });

  it('reads year, month and day, also in Nepali digits', () => {
    expect(read('year=2082&month=12&day=30')).toEqual({ year: 2082, month: 12, day: 30 });
    expect(read('year=२०८२&month=१&day=५')).toEqual({ year: 2082, month: 1, day: 5 });
  });

  it('clamps years and months into BS 2000/01 .. 2090/12', () => {
    expect(read('year=1999&month=5')).toEqual({ year: 2000, month: 1, day: null });
    expect(read('year=2091&month=1')).toEqual({ year: 2090, month: 12, day: null });
    expect(read('year=999999&month=3')).toEqual({ year: 2090, month: 12, day: null });
    expect(read('year=2083&month=13')).toEqual({ year: 2083, month: 12, day: null });
    expect(read('year=2083&month=0')).toEqual({ year: 2083, month: 1, day: null });
  });

  it("falls back to today's month for unreadable values", () => {
    expect(read('year=abc&month=xyz')).toEqual({ year: 2083, month: 8, day: null });
    expect(read('year=-5&month=2.5')).toEqual({ year: 2083, month: 8, day: null });
    expect(read('month=3')).toEqual({ year: 2083, month: 3, day: null });
    expect(read('year=2080')).toEqual({ year: 2080, month: 1, day: null });
    expect(read('year=2083')).toEqual({ year: 2083, month: 8, day: null });
  });

  it('drops a day outside the month', () => {
    expect(read('year=2083&month=8&day=0').day).toBeNull();
    expect(read('year=2083&month=8&day=40').day).toBeNull();
    expect(read('year=2083&month=8&day=x').day).toBeNull();
  });
});

describe('month links', () => {
  it('builds ?year&month(&day)', () => {
    expect(calendarSearch({ year: 2083, month: 8 })).toBe('?year=2083&month=8');
    expect(calendarSearch({ year: 2083, month: 8 }, 6)).toBe('?year=2083&month=8&day=6');
  });

  it('wraps the year and stops at the ends of the range', () => {
    expect(neighbourMonths({ year: 2082, month: 12 })).toEqual({
      previous: { year: 2082, month: 11 },
      next: { year: 2083, month: 1 },
    });
    expect(neighbourMonths({ year: 2083, month: 1 }).previous).toEqual({ year: 2082, month: 12 });
    expect(neighbourMonths({ year: 2000, month: 1 }).previous).toBeNull();
    expect(neighbourMonths({ year: 2090, month: 12 }).next).toBeNull();
  });
});
