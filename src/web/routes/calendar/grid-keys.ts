// Where a key press moves the focus in the month grid, following the WAI-ARIA APG date picker grid:
// arrows move a day or a week and cross into the neighbouring month (ArrowUp from day 3 goes to the
// same weekday a week earlier, in the previous month); Home/End go to the first/last day of the
// week, kept inside the month; PageUp/PageDown change the month and Shift+PageUp/PageDown the year,
// keeping the day number (clamped to the month's length). Nothing moves past BS 2000/01/01 or
// 2090/12/30. Pure, so it is unit-tested without a browser.
import {
  addDaysIso,
  adToBs,
  bsToAd,
  clampMonth,
  compareMonths,
  daysInMonth,
  MAX_BS_YEAR,
  MIN_BS_YEAR,
  nextMonth,
  previousMonth,
  weekdayOfIso,
  type BsDate,
  type BsMonth,
} from '#shared/calendar/index.ts';

const DAY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function sameDayIn(target: BsMonth, day: number): BsDate {
  return { ...target, day: Math.min(day, daysInMonth(target.year, target.month)) };
}

/** The year before/after at the same month, held inside the supported range. */
function shiftYear({ year, month }: BsMonth, by: number): BsMonth {
  const wanted = Math.min(MAX_BS_YEAR, Math.max(MIN_BS_YEAR, year + by));
  return clampMonth({ year: wanted, month });
}

/** The date a key moves to from `from`, or null when the key is not a grid movement key. */
export function gridKeyTarget(key: string, shiftKey: boolean, from: BsDate): BsDate | null {
  const step = DAY_STEPS[key];
  if (step !== undefined) {
    try {
      return adToBs(addDaysIso(bsToAd(from.year, from.month, from.day), step));
    } catch {
      // Past either end of the range: stay put.
      return from;
    }
  }
  const weekday = weekdayOfIso(bsToAd(from.year, from.month, from.day));
  const length = daysInMonth(from.year, from.month);
  switch (key) {
    case 'Home':
      return { ...from, day: Math.max(1, from.day - weekday) };
    case 'End':
      return { ...from, day: Math.min(length, from.day + (6 - weekday)) };
    case 'PageUp':
      return sameDayIn(shiftKey ? shiftYear(from, -1) : previousMonth(from), from.day);
    case 'PageDown':
      return sameDayIn(shiftKey ? shiftYear(from, 1) : nextMonth(from), from.day);
    default:
      return null;
  }
}

export function isSameMonth(a: BsMonth, b: BsMonth): boolean {
  return compareMonths(a, b) === 0;
}
