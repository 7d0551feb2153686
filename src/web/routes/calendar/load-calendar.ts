// The calendar page's data, read the same way on the server (loader) and in the browser
// (clientLoader): the month from the URL, then GET /api/events/get-month-details/?month=&year=.
// A failed call becomes an 'error' result (the page keeps its heading and month links and shows
// 'Error loading Calendar Page...'), never a thrown error or a 500 from a bad query string.
import { bsToday, type BsDate } from '#shared/calendar/index.ts';
import type { MonthDetails } from '#shared/contract/calendar.ts';
import { endpoints, type ApiRead } from '#web/lib/api/api-reader.ts';
import { failureStatus } from '#web/lib/list/load-list.ts';
import { readCalendarSelection, type CalendarSelection } from './calendar-url.ts';

export type CalendarData = {
  selection: CalendarSelection;
  /**
   * Today in Nepal by the clock of whoever ran the loader (the server for the first HTML). The page
   * renders with it until hydration, then corrects it from the browser's clock (use-nepal-today.ts).
   */
  today: BsDate;
} & ({ state: 'ok'; details: MonthDetails } | { state: 'error'; status: number });

export async function loadCalendar(
  read: ApiRead,
  url: string,
  now: Date = new Date(),
): Promise<CalendarData> {
  const today = bsToday(now);
  const selection = readCalendarSelection(new URL(url).searchParams, today);
  try {
    const details = await read(endpoints.monthDetails(selection.year, selection.month));
    return { state: 'ok', selection, today, details };
  } catch (error) {
    return { state: 'error', selection, today, status: failureStatus(error) };
  }
}
