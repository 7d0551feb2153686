// A minimal iCalendar (RFC 5545) writer for all-day events: CRLF line endings, text escaping
// (section 3.3.11) and line folding at 75 octets (section 3.1) that never splits a UTF-8 character.

interface IcalEvent {
  uid: string;
  /** First day, ISO `YYYY-MM-DD`. */
  start: string;
  /** Last day (inclusive), ISO `YYYY-MM-DD`; DTEND is written as the day after (exclusive). */
  end: string;
  summary: string;
  description: string;
  categories: string[];
}

export interface IcalCalendar {
  prodId: string;
  name: string;
  timeZone: string;
  /** The DTSTAMP of every event (when the feed was generated). */
  now: Date;
  events: IcalEvent[];
}

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** Escapes a TEXT value: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds one content line into lines of at most 75 octets; continuation lines start with one
 * space, which counts towards their 75. Splits happen between code points only.
 */
export function foldLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines;
}

/** `YYYY-MM-DD` -> `YYYYMMDD`. */
function icalDate(iso: string): string {
  return iso.replaceAll('-', '');
}

function dayAfter(iso: string): string {
  const next = new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000);
  return next.toISOString().slice(0, 10);
}

/** UTC date-time `YYYYMMDDTHHMMSSZ`. */
function icalTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

export function buildIcal(calendar: IcalCalendar): string {
  const stamp = icalTimestamp(calendar.now);
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${calendar.timeZone}`,
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icalDate(event.start)}`,
      `DTEND;VALUE=DATE:${icalDate(dayAfter(event.end))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.categories.length ? [`CATEGORIES:${event.categories.map(escapeText).join(',')}`] : []),
      // All-day observances do not make anyone busy.
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.flatMap(foldLine).join('\r\n')}\r\n`;
}
