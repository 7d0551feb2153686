// A list's "from" and "to" day filters as the URL carries them and as the API reads them (the activity
// log, the case inbox). On Nepali screens the days are typed in Bikram Sambat (the BS date field, issue
// 25; Nepali or ASCII digits) and turned into AD days here, on the server, so the filter works without
// JavaScript; English screens send AD days from a date input.
import { adDay } from '#shared/contract/admin/field-types.ts';
import type { Lang } from '#shared/i18n/index.ts';

const AD_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const DAY_FILTERS = ['from', 'to'] as const;
export type DayFilter = (typeof DAY_FILTERS)[number];

export interface DayFilters {
  /** The AD days to ask the API for. */
  days: Partial<Record<DayFilter, string>>;
  /** Days typed that name no day: left out of the query and said beside the field. */
  badDates: Partial<Record<DayFilter, true>>;
}

export function dayFilters(url: URL, lang: Lang): DayFilters {
  const result: DayFilters = { days: {}, badDates: {} };
  for (const name of DAY_FILTERS) {
    const typed = url.searchParams.get(name)?.trim();
    if (!typed) continue;
    const day = lang === 'ne' ? adDay(typed) : AD_DAY.test(typed) ? typed : null;
    if (day) result.days[name] = day;
    else result.badDates[name] = true;
  }
  return result;
}
