// The month's occasions by BS day (an occasion lists the days of this month it covers) and what a
// day's occasions make it: a holiday (red dot), a jatra (yellow dot), other events (blue dot).
import type { MonthOccasion } from '#shared/contract/calendar.ts';

export function occasionsByDay(occasions: readonly MonthOccasion[]): Map<number, MonthOccasion[]> {
  const byDay = new Map<number, MonthOccasion[]>();
  for (const occasion of occasions) {
    for (const day of occasion.days) {
      const list = byDay.get(day);
      if (list) list.push(occasion);
      else byDay.set(day, [occasion]);
    }
  }
  return byDay;
}

export interface DayFlags {
  holiday: boolean;
  jatra: boolean;
  /** An event that is neither a holiday nor a jatra (a festival day, an observance). */
  other: boolean;
}

export function dayFlags(occasions: readonly MonthOccasion[]): DayFlags {
  return {
    holiday: occasions.some((occasion) => occasion.is_holiday),
    jatra: occasions.some((occasion) => occasion.is_jatra),
    other: occasions.some((occasion) => !occasion.is_holiday && !occasion.is_jatra),
  };
}
