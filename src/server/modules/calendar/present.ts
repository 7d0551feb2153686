// Database rows -> API answers: BS dates, booleans, and the days of a month an occasion covers.
import { toBoolean } from '#server/db/paging.ts';
import { bsDateOf, daysBetweenIso } from '#shared/calendar/index.ts';
import type { MonthOccasion, Occasion } from '#shared/contract/calendar.ts';
import type { CalendarRow } from '#server/db/read-models/festival-calendar.ts';

export function toOccasion(row: CalendarRow): Occasion {
  return {
    id: row.id,
    source: row.source,
    branch_id: row.branch_id,
    festival_id: row.festival_id,
    image: row.image,
    title_en: row.title_en,
    title_ne: row.title_ne,
    description_en: row.description_en,
    description_ne: row.description_ne,
    // Only the AD dates are stored: the BS dates are derived from them, as on every page.
    date: bsDateOf(row.start_date),
    end_date_bs: bsDateOf(row.end_date),
    start_date: row.start_date,
    end_date: row.end_date,
    is_holiday: toBoolean(row.is_holiday),
    is_jatra: toBoolean(row.is_jatra),
  };
}

/** The occasion with the BS days (1-based) of the month [monthStart, monthEnd] (AD) it covers. */
export function toMonthOccasion(row: CalendarRow, monthStart: string, monthEnd: string): MonthOccasion {
  const from = row.start_date > monthStart ? row.start_date : monthStart;
  const to = row.end_date < monthEnd ? row.end_date : monthEnd;
  const first = daysBetweenIso(monthStart, from) + 1;
  const count = Math.max(0, daysBetweenIso(from, to) + 1);
  return { ...toOccasion(row), days: Array.from({ length: count }, (_, index) => first + index) };
}
