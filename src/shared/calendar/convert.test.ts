import bikramSambat from 'bikram-sambat';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adToBs,
  bsToAd,
  CalendarError,
  daysInMonth,
  MAX_AD_DATE,
  MIN_AD_DATE,
  TOTAL_DAYS,
} from './convert.ts';

const DAY_MS = 86_400_000;

function isoOfUtc(utc: number): string {
  return new Date(utc).toISOString().slice(0, 10);
}

/** Every BS day of the range in order, with its expected AD date (epoch + n days, UTC arithmetic). */
function* everyDay(): Generator<{ year: number; month: number; day: number; index: number }> {
  let index = 0;
  for (let year = 2000; year <= 2090; year += 1) {
    for (let month = 1; month <= 12; month += 1) {
      const length = daysInMonth(year, month);
      for (let day = 1; day <= length; day += 1) {
        yield { year, month, day, index };
        index += 1;
      }
    }
  }
}

describe('the whole range BS 2000/01/01 .. 2090/12/30', () => {
  it('round-trips every day, advancing one AD day and one weekday at a time', () => {
    const epoch = Date.UTC(1943, 3, 14);
    let count = 0;
    let previousWeekday = new Date(epoch - DAY_MS).getUTCDay();
    for (const { year, month, day, index } of everyDay()) {
      const expectedAd = isoOfUtc(epoch + index * DAY_MS);
      const ad = bsToAd(year, month, day);
      if (ad !== expectedAd) expect(`${year}/${month}/${day} -> ${ad}`).toBe(expectedAd);
      const back = adToBs(ad);
      if (back.year !== year || back.month !== month || back.day !== day) {
        expect(back).toEqual({ year, month, day });
      }
      const weekday = new Date(Date.parse(ad)).getUTCDay();
      if (weekday !== (previousWeekday + 1) % 7) expect(weekday).toBe((previousWeekday + 1) % 7);
      previousWeekday = weekday;
      count += 1;
    }
    expect(count).toBe(TOTAL_DAYS);
    expect(count).toBe(33238);
  });

  it('has month lengths of 29 to 32 days', () => {
    for (let year = 2000; year <= 2090; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const length = daysInMonth(year, month);
        expect(length >= 29 && length <= 32, `${year}/${month} has ${length}`).toBe(true);
      }
    }
  });

  it('starts on AD 1943-04-14 (a Wednesday) and ends on AD 2034-04-13', () => {
    expect(bsToAd(2000, 1, 1)).toBe('1943-04-14');
    expect(MIN_AD_DATE).toBe('1943-04-14');
    expect(bsToAd(2090, 12, 30)).toBe('2034-04-13');
    expect(MAX_AD_DATE).toBe('2034-04-13');
    expect(new Date('1943-04-14').getUTCDay()).toBe(3);
  });
});

describe('agreement with the independent bikram-sambat library', () => {
  it('agrees on every month length and every day of BS 2000..2083', () => {
    let days = 0;
    for (let year = 2000; year <= 2083; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const length = daysInMonth(year, month);
        expect(length, `${year}/${month}`).toBe(bikramSambat.daysInMonth(year, month));
        // One toGreg per month (it walks back to its 1970 epoch, so it is slow); the days of the
        // month then follow consecutively, which toBik_euro checks one by one.
        const firstAd = bsToAd(year, month, 1);
        expect(firstAd, `${year}/${month}/1`).toBe(bikramSambat.toGreg_text(year, month, 1));
        for (let day = 1; day <= length; day += 1) {
          const ad = bsToAd(year, month, day);
          const theirs = bikramSambat.toBik(ad);
          if (theirs.year !== year || theirs.month !== month || theirs.day !== day) {
            expect(theirs, ad).toEqual({ year, month, day });
          }
          days += 1;
        }
      }
    }
    // Every day up to the last of 2083 was compared.
    expect(days).toBe((Date.parse(bsToAd(2084, 1, 1)) - Date.parse('1943-04-14')) / DAY_MS);
  });
});

describe('errors', () => {
  function errorOf(run: () => unknown): CalendarError {
    try {
      run();
    } catch (error) {
      if (error instanceof CalendarError) return error;
      throw error;
    }
    throw new Error('no error thrown');
  }

  it('rejects dates outside the range with the spec message', () => {
    for (const run of [
      () => bsToAd(1999, 12, 30),
      () => bsToAd(2091, 1, 1),
      () => bsToAd(2090, 12, 31),
      () => bsToAd(2081, 13, 1),
      () => bsToAd(2081, 0, 1),
      () => bsToAd(2081, 1, 0),
      () => adToBs('1943-04-13'),
      () => adToBs('2034-04-14'),
      () => adToBs('1900-01-01'),
    ]) {
      const error = errorOf(run);
      expect(error.message).toBe("The date doesn't fall within 2000/01/01 - 2090/12/30");
      expect(error.key).toBe('api.date_out_of_range');
    }
  });

  it('rejects days beyond the month length instead of rolling over like the library', () => {
    expect(daysInMonth(2081, 1)).toBe(31);
    expect(errorOf(() => bsToAd(2081, 1, 32)).key).toBe('api.date_out_of_range');
    expect(Date.parse(bsToAd(2081, 2, 1)) - Date.parse(bsToAd(2081, 1, 31))).toBe(DAY_MS);
  });

  it('rejects unparsable input with the spec message', () => {
    for (const run of [
      () => adToBs('not a date'),
      () => adToBs('2026-02-30'),
      () => adToBs('2026-1-5'),
      () => adToBs('2026-11-22T10:00:00Z'),
      () => bsToAd(2081.5, 1, 1),
      () => bsToAd(Number.NaN, 1, 1),
    ]) {
      const error = errorOf(run);
      expect(error.message).toBe('Invalid date format');
      expect(error.key).toBe('api.invalid_date_format');
    }
  });
});

describe('time zone independence', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it('gives the same answers whatever the process time zone', () => {
    const samples: [number, number, number][] = [
      [2000, 1, 1],
      [2027, 6, 15],
      [2083, 8, 6],
      [2090, 12, 30],
    ];
    const expected = samples.map(([y, m, d]) => bsToAd(y, m, d));
    expect(expected[2]).toBe('2026-11-22');
    for (const zone of ['Pacific/Kiritimati', 'America/Adak', 'Asia/Kathmandu', 'America/Santiago', 'UTC']) {
      process.env.TZ = zone;
      expect(
        samples.map(([y, m, d]) => bsToAd(y, m, d)),
        zone,
      ).toEqual(expected);
      expect(
        expected.map((iso) => adToBs(iso)),
        zone,
      ).toEqual(samples.map(([year, month, day]) => ({ year, month, day })));
    }
  });
});
