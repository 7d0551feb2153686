import { describe, expect, it } from 'vitest';
import { fromNepaliDigits, localDigits, toNepaliDigits } from './digits.ts';
import { formatBsDateWords, formatBsMonth, formatDate, toNepalIsoDate } from './format.ts';
import { monthName, weekdayName } from './names.ts';

describe('digits', () => {
  it('converts both ways and leaves other characters alone', () => {
    expect(toNepaliDigits(2083)).toBe('२०८३');
    expect(toNepaliDigits('2083/08/06')).toBe('२०८३/०८/०६');
    expect(fromNepaliDigits('२०८३/०८/०६')).toBe('2083/08/06');
    expect(fromNepaliDigits('फोन ९८४१२३४५६७')).toBe('फोन 9841234567');
    expect(toNepaliDigits('0123456789')).toBe('०१२३४५६७८९');
    expect(localDigits(12, 'en')).toBe('12');
    expect(localDigits('१२', 'en')).toBe('12');
  });
});

describe('names', () => {
  it('has the spec month names and both weekday sets', () => {
    expect(monthName(1, 'en')).toBe('Baishakh');
    expect(monthName(12, 'en')).toBe('Chaitra');
    expect(monthName(8, 'ne')).toBe('मंसिर');
    expect(weekdayName(0, 'ne')).toBe('आइतबार');
    expect(weekdayName(6, 'ne')).toBe('शनिबार');
    expect(weekdayName(6, 'en')).toBe('Saturday');
    expect(() => monthName(13, 'en')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('formats a date in both languages and all styles', () => {
    expect(formatDate('2026-11-22', 'ne', 'long')).toBe('६ मंसिर २०८३');
    expect(formatDate('2026-11-22', 'ne', 'long-weekday')).toBe('६ मंसिर २०८३, आइतबार');
    expect(formatDate('2026-11-22', 'ne', 'numeric')).toBe('२०८३/०८/०६');
    expect(formatDate('2026-11-22', 'ne', 'short')).toBe('६ मंसिर २०८३');
    expect(formatDate('2026-11-22', 'en', 'long')).toBe('22 November 2026');
    expect(formatDate('2026-11-22', 'en', 'long-weekday')).toBe('Sunday, 22 November 2026');
    expect(formatDate('2026-11-22', 'en', 'short')).toBe('22 Nov 2026');
    expect(formatDate('2026-03-05', 'en', 'numeric')).toBe('05/03/2026');
    expect(formatDate('2026-11-22', 'en')).toBe('22 November 2026');
  });

  it('takes a timestamp as the date in Nepal (UTC+05:45)', () => {
    // 18:14 UTC on 21 November is 23:59 in Kathmandu; 18:15 UTC is 00:00 on the 22nd.
    expect(formatDate('2026-11-21T18:14:00Z', 'en', 'long')).toBe('21 November 2026');
    expect(formatDate('2026-11-21T18:15:00Z', 'en', 'long')).toBe('22 November 2026');
    expect(formatDate('2026-11-21T18:15:00.000Z', 'ne', 'long-weekday')).toBe('६ मंसिर २०८३, आइतबार');
    expect(formatDate(Date.parse('2026-11-21T18:15:00Z'), 'ne')).toBe('६ मंसिर २०८३');
    expect(formatDate(new Date('2026-11-21T18:14:59Z'), 'ne')).toBe('५ मंसिर २०८३');
    // Timestamp text without an offset is UTC, as stored in the database.
    expect(formatDate('2026-11-21 18:15:00', 'en')).toBe('22 November 2026');
    expect(formatDate('2026-11-21T10:00:00+05:45', 'en')).toBe('21 November 2026');
  });

  it('never throws on bad or missing values', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate(undefined, 'ne')).toBe('');
    expect(formatDate('', 'ne')).toBe('');
    expect(formatDate('garbage', 'ne')).toBe('');
    expect(formatDate('2026-02-30', 'en')).toBe('');
    expect(formatDate(Number.NaN, 'en')).toBe('');
    // Outside the BS range Nepali falls back to the AD date in Nepali digits.
    expect(formatDate('1900-01-01', 'ne')).toBe('१९००-०१-०१');
    expect(formatDate('1900-01-01', 'en')).toBe('1 January 1900');
  });

  it('exposes the Nepal date of any value', () => {
    expect(toNepalIsoDate('2026-11-22')).toBe('2026-11-22');
    expect(toNepalIsoDate('2026-11-21T18:15:00Z')).toBe('2026-11-22');
    expect(toNepalIsoDate('nope')).toBeNull();
  });

  it('formats BS dates and months in words', () => {
    expect(formatBsDateWords({ year: 2083, month: 8, day: 6 }, 'ne')).toBe('६ मंसिर २०८३');
    expect(formatBsDateWords({ year: 2083, month: 8, day: 6 }, 'en')).toBe('6 Mangsir 2083');
    expect(formatBsMonth(2083, 1, 'ne')).toBe('बैशाख २०८३');
    expect(formatBsMonth(2083, 1, 'en')).toBe('Baishakh 2083');
  });
});
