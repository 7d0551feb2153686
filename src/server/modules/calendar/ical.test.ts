import { describe, expect, it } from 'vitest';
import { buildIcal, escapeText, foldLine } from './ical.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;
/** Undoes folding (RFC 5545 3.1): every continuation line starts with one space. */
const unfold = (folded: string[]) =>
  (folded[0] ?? '') +
  folded
    .slice(1)
    .map((part) => part.slice(1))
    .join('');

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:Dashain')).toEqual(['SUMMARY:Dashain']);
    const exactly75 = `X:${'a'.repeat(73)}`;
    expect(foldLine(exactly75)).toEqual([exactly75]);
  });

  it('folds long ASCII lines at 75 octets with a leading space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    expect(folded.every((part) => octets(part) <= 75)).toBe(true);
    expect(octets(folded[0] ?? '')).toBe(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('folds long Devanagari lines without splitting a character', () => {
    // Every Devanagari code point is 3 octets in UTF-8.
    const line = `SUMMARY:${'दशैं घटस्थापना, फूलपाती, महानवमी र विजया दशमी '.repeat(6)}`;
    const folded = foldLine(line);
    expect(folded.length).toBeGreaterThan(3);
    for (const part of folded) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A split inside a character would leave a replacement character after a round trip.
      expect(new TextDecoder().decode(new TextEncoder().encode(part))).toBe(part);
      expect(part).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('buildIcal', () => {
  const text = buildIcal({
    prodId: '-//Test//EN',
    name: 'Test, calendar',
    timeZone: 'Asia/Kathmandu',
    now: new Date('2026-11-22T03:04:05.678Z'),
    events: [
      {
        uid: 'occasion-1@sampada',
        start: '2026-10-18',
        end: '2026-10-20',
        summary: 'तिहार / Tihar',
        description: 'Lights; lamps, and sweets\nsecond line',
        categories: ['Holiday', 'Jatra'],
      },
      {
        uid: 'occasion-2@sampada',
        start: '2026-12-31',
        end: '2026-12-31',
        summary: 'One day',
        description: '',
        categories: [],
      },
    ],
  });
  const lines = text.split('\r\n');

  it('uses CRLF everywhere and ends with one', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('writes the calendar header and all-day events with an exclusive end', () => {
    expect(lines.slice(0, 7)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Test\\, calendar',
      'X-WR-TIMEZONE:Asia/Kathmandu',
    ]);
    expect(lines).toContain('DTSTAMP:20261122T030405Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261018');
    expect(lines).toContain('DTEND;VALUE=DATE:20261021');
    // The year rolls over for the exclusive end.
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain('DESCRIPTION:Lights\\; lamps\\, and sweets\\nsecond line');
    expect(lines).toContain('CATEGORIES:Holiday,Jatra');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(2);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
});
