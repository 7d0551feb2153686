import { describe, expect, it } from 'vitest';
import { bsToAd, CalendarError, daysInMonth } from './convert.ts';
import {
  addDaysIso,
  buildMonthGrid,
  bsToday,
  firstWeekday,
  formatBsDate,
  hasNextMonth,
  hasPreviousMonth,
  isProvisionalYear,
  monthAdRange,
  nextMonth,
  parseBsDate,
  previousMonth,
  weekdayOf,
} from './month.ts';

describe('month grid', () => {
  it('offsets Baishakh 2083 (starts Tuesday 2026-04-14) by two blank cells', () => {
    const grid = buildMonthGrid(2083, 1);
    expect(bsToAd(2083, 1, 1)).toBe('2026-04-14');
    expect(grid.leadingBlanks).toBe(2);
    expect(grid.weeks[0]?.slice(0, 3).map((cell) => cell?.day ?? null)).toEqual([null, null, 1]);
    expect(grid.cells).toHaveLength(daysInMonth(2083, 1));
    expect(grid.cells[0]).toMatchObject({ day: 1, adDate: '2026-04-14', weekday: 2, isSaturday: false });
    expect(grid.cells[4]).toMatchObject({ day: 5, adDate: '2026-04-18', weekday: 6, isSaturday: true });
    expect(grid.isProvisional).toBe(false);
  });

  it('matches the converter on every month of the range', () => {
    for (let year = 2000; year <= 2090; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const grid = buildMonthGrid(year, month);
        const firstAd = bsToAd(year, month, 1);
        const lastCell = grid.cells.at(-1);
        if (
          grid.leadingBlanks !== new Date(Date.parse(firstAd)).getUTCDay() ||
          grid.leadingBlanks !== firstWeekday(year, month) ||
          lastCell?.adDate !== bsToAd(year, month, daysInMonth(year, month)) ||
          grid.weeks.some((week) => week.length !== 7)
        ) {
          expect.fail(`grid of ${year}/${month}`);
        }
      }
    }
  });

  it('marks today and Saturdays', () => {
    const grid = buildMonthGrid(2083, 8, { year: 2083, month: 8, day: 6 });
    expect(grid.cells.filter((cell) => cell.isToday).map((cell) => cell.day)).toEqual([6]);
    expect(grid.cells.filter((cell) => cell.isSaturday).every((cell) => cell.weekday === 6)).toBe(true);
    expect(buildMonthGrid(2083, 9, { year: 2083, month: 8, day: 6 }).cells.some((c) => c.isToday)).toBe(
      false,
    );
  });

  it('rejects months outside the range', () => {
    expect(() => buildMonthGrid(1999, 12)).toThrow(CalendarError);
    expect(() => buildMonthGrid(2091, 1)).toThrow("The date doesn't fall within 2000/01/01 - 2090/12/30");
    expect(() => buildMonthGrid(2083, 13)).toThrow(CalendarError);
  });
});

describe('month navigation', () => {
  it('wraps the year both ways', () => {
    expect(nextMonth({ year: 2082, month: 12 })).toEqual({ year: 2083, month: 1 });
    expect(previousMonth({ year: 2083, month: 1 })).toEqual({ year: 2082, month: 12 });
    expect(nextMonth({ year: 2083, month: 5 })).toEqual({ year: 2083, month: 6 });
    expect(previousMonth({ year: 2083, month: 5 })).toEqual({ year: 2083, month: 4 });
  });

  it('clamps at the ends of the range', () => {
    expect(previousMonth({ year: 2000, month: 1 })).toEqual({ year: 2000, month: 1 });
    expect(nextMonth({ year: 2090, month: 12 })).toEqual({ year: 2090, month: 12 });
    expect(hasPreviousMonth({ year: 2000, month: 1 })).toBe(false);
    expect(hasNextMonth({ year: 2090, month: 12 })).toBe(false);
    expect(hasPreviousMonth({ year: 2000, month: 2 })).toBe(true);
    expect(hasNextMonth({ year: 2090, month: 11 })).toBe(true);
  });
});

describe('today and helpers', () => {
  it('is today in Nepal, not in UTC', () => {
    // 18:15 UTC on 21 November is already 22 November (BS 2083/08/06) in Nepal.
    expect(bsToday(new Date('2026-11-21T18:15:00Z'))).toEqual({ year: 2083, month: 8, day: 6 });
    expect(bsToday(new Date('2026-11-21T18:14:00Z'))).toEqual({ year: 2083, month: 8, day: 5 });
  });

  it('knows weekdays, AD ranges and BS text', () => {
    expect(weekdayOf(2083, 8, 6)).toBe(0);
    expect(monthAdRange(2083, 8)).toEqual({
      start: '2026-11-17',
      end: addDaysIso('2026-11-17', daysInMonth(2083, 8) - 1),
    });
    expect(formatBsDate({ year: 2083, month: 8, day: 6 })).toBe('2083/08/06');
    expect(parseBsDate('2083/08/06')).toEqual({ year: 2083, month: 8, day: 6 });
    expect(() => parseBsDate('2081/01/32')).toThrow(CalendarError);
    expect(() => parseBsDate('yesterday')).toThrow('Invalid date format');
  });

  it('marks years after 2083 provisional', () => {
    expect(isProvisionalYear(2083)).toBe(false);
    expect(isProvisionalYear(2084)).toBe(true);
    expect(isProvisionalYear(2090)).toBe(true);
    expect(buildMonthGrid(2084, 1).isProvisional).toBe(true);
  });
});
