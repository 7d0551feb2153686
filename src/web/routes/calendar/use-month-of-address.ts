// Offline, the service worker answers a calendar address it never saved (another month, a chosen
// day) with the calendar page it did save (ADR 047), which holds the month it was saved with. Once
// the page runs, it asks its loader again for the month and day its address names: the loader reads
// them from the months the worker saved. Online the server renders the month of the address, so this
// never fires.
import { useEffect, useRef } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import type { BsDate } from '#shared/calendar/index.ts';
import { readCalendarSelection, type CalendarSelection } from './calendar-url.ts';

export function useMonthOfAddress(selection: CalendarSelection, today: BsDate): void {
  const { search, key } = useLocation();
  const revalidator = useRevalidator();
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    const wanted = readCalendarSelection(new URLSearchParams(search), today);
    const same =
      wanted.year === selection.year && wanted.month === selection.month && wanted.day === selection.day;
    // Once per address: a loader that still cannot match (no saved month) must not loop.
    if (same || askedFor.current === key || revalidator.state !== 'idle') return;
    askedFor.current = key;
    void revalidator.revalidate();
  }, [search, key, today, selection.year, selection.month, selection.day, revalidator]);
}
