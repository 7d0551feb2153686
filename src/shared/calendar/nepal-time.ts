// "Today" is today in Nepal (Asia/Kathmandu, UTC+05:45), whatever the time zone of the visitor
// or the server (new NepaliDate() reads the machine's local date, so a server in UTC would be a day behind
// between midnight in Nepal and 05:45).
export const NEPAL_TIME_ZONE = 'Asia/Kathmandu';

const isoDateInNepal = new Intl.DateTimeFormat('en-CA', {
  timeZone: NEPAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The AD date in Nepal at the given instant, as ISO `YYYY-MM-DD`. */
export function nepalToday(now: Date = new Date()): string {
  return isoDateInNepal.format(now);
}

/** Nepal keeps one offset all year (no summer time): every instant's Nepal time is UTC plus 5:45. */
export const NEPAL_OFFSET = '+05:45';
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

/** A stored instant as Nepal's wall-clock time, AD, `YYYY-MM-DDTHH:MM:SS` (no offset written). */
export function nepalLocalOf(iso: string): string {
  return new Date(Date.parse(iso) + NEPAL_OFFSET_MS).toISOString().slice(0, 19);
}
