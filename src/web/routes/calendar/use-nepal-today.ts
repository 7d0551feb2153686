// "Today" for the highlight: the server's today until hydration (so the HTML and the first client
// render agree), then the browser's own reading of today in Nepal (bsToday(), whatever the visitor's
// time zone), re-checked every minute so a page left open past midnight in Nepal moves on.
import { useEffect, useState } from 'react';
import { bsToday, type BsDate } from '#shared/calendar/index.ts';

const RECHECK_MS = 60_000;

function sameDay(a: BsDate, b: BsDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

export function useNepalToday(fromServer: BsDate): BsDate {
  const [today, setToday] = useState(fromServer);
  useEffect(() => {
    const check = () => {
      const now = bsToday();
      setToday((current) => (sameDay(current, now) ? current : now));
    };
    check();
    const timer = window.setInterval(check, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return today;
}
