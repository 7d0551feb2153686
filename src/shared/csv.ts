// Shared by the server (the cases export) and the staff screens (the activity log's export, made in the
// staff member's language).
// CSV for spreadsheet programs: UTF-8 with a byte-order mark (Excel otherwise misreads Devanagari), CRLF
// lines, every cell quoted. A cell a spreadsheet would run as a formula (= + - @, tab, CR) is prefixed
// with an apostrophe: citizens write these texts (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
