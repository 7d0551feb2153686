import { describe, expect, it } from 'vitest';
import { adBeside, formatBsDateTime, parseBsDateTime } from './bs-date-time.ts';

describe('a typed Bikram Sambat date and Nepal time', () => {
  it('reads BS 2083-08-11 14:30 in Nepal as AD 2026-11-27 08:45 UTC, in either digits and separator', () => {
    const iso = '2026-11-27T08:45:00.000Z';
    for (const typed of [
      '2083-08-11 14:30',
      '2083/8/11 14:30',
      '२०८३-०८-११ १४:३०',
      ' 2083.08.11  14.30 ',
      '2083-08-11, 14:30',
    ]) {
      expect(parseBsDateTime(typed), typed).toEqual({ ok: true, iso });
    }
  });

  it('takes a date alone as the start of that day in Nepal, and nothing as no time', () => {
    // Midnight in Nepal is 18:15 UTC the day before.
    expect(parseBsDateTime('2083-08-11')).toEqual({ ok: true, iso: '2026-11-26T18:15:00.000Z' });
    expect(parseBsDateTime('')).toEqual({ ok: true, iso: null });
    expect(parseBsDateTime(undefined)).toEqual({ ok: true, iso: null });
  });

  it('refuses days the month does not have instead of rolling them over, and impossible times', () => {
    // Mangsir 2083 has 29 days; the date library itself would roll the 30th into Poush.
    for (const typed of [
      '2083-08-30',
      '2083-13-01',
      '2083-08-11 24:00',
      '2083-08-11 10:60',
      '1999-01-01',
      '2091-01-01',
      'tomorrow',
      '11-08-2083',
      '2083-08-11 2pm',
    ]) {
      expect(parseBsDateTime(typed), typed).toEqual({ ok: false });
    }
  });

  it('still reads a form kept before the picker (an AD datetime-local value) as Nepal time', () => {
    expect(parseBsDateTime('2026-12-01T10:00')).toEqual({ ok: true, iso: '2026-12-01T04:15:00.000Z' });
  });

  it('shows a stored instant as BS and Nepal time in the screen’s digits, and reads it back', () => {
    const iso = '2026-11-27T08:45:00.000Z';
    expect(formatBsDateTime(iso, 'en')).toBe('2083-08-11 14:30');
    expect(formatBsDateTime(iso, 'ne')).toBe('२०८३-०८-११ १४:३०');
    expect(formatBsDateTime('2026-11-27T08:45:30.000Z', 'en')).toBe('2083-08-11 14:30:30');
    expect(formatBsDateTime(null, 'ne')).toBe('');
    for (const lang of ['en', 'ne'] as const) {
      expect(parseBsDateTime(formatBsDateTime(iso, lang))).toEqual({ ok: true, iso });
    }
    // The first day of a BS year, just after midnight in Nepal (still the day before in UTC).
    const newYear = '2026-04-13T18:20:00.000Z';
    expect(formatBsDateTime(newYear, 'en')).toBe('2083-01-01 00:05');
  });

  it('gives the AD date and time beside what was typed', () => {
    expect(adBeside('२०८३-०८-११ १४:३०')).toBe('2026-11-27 14:30');
    expect(adBeside('2083-08-30')).toBeNull();
    expect(adBeside('')).toBeNull();
  });
});
