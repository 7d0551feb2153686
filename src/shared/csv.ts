// Shared by the server (the cases and reports exports) and the staff screens (the activity log's export,
// made in the staff member's language).
// CSV for spreadsheet programs (docs/staff-area.md "Exporting cases"): UTF-8 with a byte-order mark
// (Excel otherwise misreads Devanagari), CRLF lines, every cell quoted.
//
// A cell a spreadsheet would run as a formula (= + - @, tab, CR) is prefixed with an apostrophe: citizens
// write these texts (CSV injection). Phone numbers are different: they are known to hold only digits,
// spaces, dashes and a leading +, and an apostrophe would show in the cell (Excel and LibreOffice only
// hide one typed by hand, not one read from a file). A phone cell starts instead with an invisible
// LEFT-TO-RIGHT MARK (U+200E): the cell no longer starts with + or a digit, so both programs keep it as
// text as it was written (`+977 984-1234567` is neither a formula nor the number 9.78E+12, and a landline's
// leading 0 stays), and nothing visible is added. Whoever copies it into a dialler gets the same digits.
import { bsDateOf } from '#shared/calendar/month.ts';
import { NEPAL_OFFSET, nepalLocalOf } from '#shared/calendar/nepal-time.ts';

const FORMULA_START = /^[=+\-@\t\r]/;
const LEFT_TO_RIGHT_MARK = '\u200E';

function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A phone number kept as text, without a visible mark (see above); '' for none. */
export function phoneText(phone: string | null | undefined): string {
  return phone ? `${LEFT_TO_RIGHT_MARK}${phone}` : '';
}

/**
 * An instant as two cells, both in Nepal time and in ASCII digits (a spreadsheet sorts and reads them):
 * the BS date and time `2083-08-11 17:57`, and ISO 8601 with Nepal's offset `2026-11-27T17:57:00+05:45`
 * (the exact instant, for programs). Empty cells for none.
 */
export function timeCells(iso: string | null | undefined): [string, string] {
  if (!iso) return ['', ''];
  const local = nepalLocalOf(iso);
  const bs = bsDateOf(local.slice(0, 10)).replaceAll('/', '-');
  return [`${bs} ${local.slice(11, 16)}`, `${local}${NEPAL_OFFSET}`];
}
