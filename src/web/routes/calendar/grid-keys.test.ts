import { describe, expect, it } from 'vitest';
import { daysInMonth, weekdayOf } from '#shared/calendar/index.ts';
import { gridKeyTarget } from './grid-keys.ts';

const at = (year: number, month: number, day: number) => ({ year, month, day });

describe('month grid keys', () => {
  it('moves a day or a week with the arrows, keeping the weekday column for up and down', () => {
    expect(gridKeyTarget('ArrowRight', false, at(2083, 5, 10))).toEqual(at(2083, 5, 11));
    expect(gridKeyTarget('ArrowLeft', false, at(2083, 5, 10))).toEqual(at(2083, 5, 9));
    expect(gridKeyTarget('ArrowDown', false, at(2083, 5, 10))).toEqual(at(2083, 5, 17));
    // ArrowUp from day 3 goes to the same weekday a week earlier, in the previous month.
    const up = gridKeyTarget('ArrowUp', false, at(2083, 5, 3));
    const shrawanLength = daysInMonth(2083, 4);
    expect(up).toEqual(at(2083, 4, shrawanLength - 4));
    expect(weekdayOf(up!.year, up!.month, up!.day)).toBe(weekdayOf(2083, 5, 3));
  });

  it('crosses month and year ends', () => {
    const last = daysInMonth(2083, 12);
    expect(gridKeyTarget('ArrowRight', false, at(2083, 12, last))).toEqual(at(2084, 1, 1));
    expect(gridKeyTarget('ArrowLeft', false, at(2084, 1, 1))).toEqual(at(2083, 12, last));
    expect(gridKeyTarget('ArrowDown', false, at(2083, 12, last))).toEqual(at(2084, 1, 7));
  });

  it('stays put at the ends of the supported range', () => {
    expect(gridKeyTarget('ArrowLeft', false, at(2000, 1, 1))).toEqual(at(2000, 1, 1));
    expect(gridKeyTarget('ArrowUp', false, at(2000, 1, 5))).toEqual(at(2000, 1, 5));
    expect(gridKeyTarget('ArrowRight', false, at(2090, 12, 30))).toEqual(at(2090, 12, 30));
    expect(gridKeyTarget('PageUp', false, at(2000, 1, 5))).toEqual(at(2000, 1, 5));
    expect(gridKeyTarget('PageDown', true, at(2090, 6, 5))).toEqual(at(2090, 6, 5));
  });

  it('goes to the first and last day of the week with Home and End, inside the month', () => {
    // 2083/05/10 is a Wednesday (day 1 of Bhadra 2083 is a Monday).
    expect(weekdayOf(2083, 5, 10)).toBe(3);
    expect(gridKeyTarget('Home', false, at(2083, 5, 10))).toEqual(at(2083, 5, 7));
    expect(gridKeyTarget('End', false, at(2083, 5, 10))).toEqual(at(2083, 5, 13));
    // The first week starts on Monday: Home stops at day 1.
    expect(gridKeyTarget('Home', false, at(2083, 5, 3))).toEqual(at(2083, 5, 1));
    const length = daysInMonth(2083, 5);
    expect(gridKeyTarget('End', false, at(2083, 5, length))?.day).toBeLessThanOrEqual(length);
  });

  it('changes the month with PageUp/PageDown and the year with Shift, clamping the day', () => {
    expect(gridKeyTarget('PageDown', false, at(2083, 12, 10))).toEqual(at(2084, 1, 10));
    expect(gridKeyTarget('PageUp', false, at(2083, 1, 10))).toEqual(at(2082, 12, 10));
    expect(gridKeyTarget('PageDown', true, at(2082, 3, 10))).toEqual(at(2083, 3, 10));
    expect(gridKeyTarget('PageUp', true, at(2083, 3, 10))).toEqual(at(2082, 3, 10));
    // A 32-day month into a shorter one keeps the last day.
    const long = [1, 2, 3, 4].find((m) => daysInMonth(2083, m) === 32)!;
    const target = gridKeyTarget('PageDown', false, at(2083, long, 32))!;
    expect(target.day).toBe(Math.min(32, daysInMonth(target.year, target.month)));
  });

  it('ignores other keys', () => {
    expect(gridKeyTarget('a', false, at(2083, 5, 10))).toBeNull();
    expect(gridKeyTarget('Enter', false, at(2083, 5, 10))).toBeNull();
  });
});
