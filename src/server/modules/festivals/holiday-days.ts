// A festival's holiday days are the calendar's (issue 27, one fact in one place): the days of its own
// dates on which a calendar entry of that festival is a holiday. The entries are the calendar's own
// read model (ADR 033): the festival itself when it is shown on the calendar, and the occasions linked
// to it (Indra Jatra: eight days of dances, one of them the valley's holiday). A festival's holiday
// flag counts only through the calendar, so the panel never says "holiday" for a day the calendar
// shows as an ordinary one.
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { addDaysIso } from '#shared/calendar/index.ts';
import { calendarEntriesOverlapping } from '#server/db/read-models/festival-calendar.ts';

export interface DateSpan {
  /** ISO `YYYY-MM-DD`, end inclusive. */
  start_date: string;
  end_date: string;
}

interface CalendarEntry extends DateSpan {
  festival_id: number | null;
  is_holiday: number | boolean;
}

/** The ISO days of `span` on which one of `entries` (the calendar's) of festival `id` is a holiday, in order. */
export function holidayDaysWithin(id: number, span: DateSpan, entries: readonly CalendarEntry[]): string[] {
  const days = new Set<string>();
  for (const entry of entries) {
    if (entry.festival_id !== id || !entry.is_holiday) continue;
    const from = entry.start_date > span.start_date ? entry.start_date : span.start_date;
    const to = entry.end_date < span.end_date ? entry.end_date : span.end_date;
    for (let day = from; day <= to; day = addDaysIso(day, 1)) days.add(day);
  }
  return [...days].sort();
}

/** Each festival's holiday days on its own dates, read from the calendar in one query for the lot. */
export async function holidayDaysOf(
  db: Kysely<Database>,
  festivals: readonly (DateSpan & { id: number })[],
): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (festivals.length === 0) return result;
  const from = festivals.reduce(
    (min, f) => (f.start_date < min ? f.start_date : min),
    festivals[0]!.start_date,
  );
  const to = festivals.reduce((max, f) => (f.end_date > max ? f.end_date : max), festivals[0]!.end_date);
  const entries = await calendarEntriesOverlapping(db, from, to);
  for (const festival of festivals)
    result.set(festival.id, holidayDaysWithin(festival.id, festival, entries));
  return result;
}
