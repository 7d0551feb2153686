// Formatting for the operators' inbox (scripts/inbox.ts): CSV for spreadsheets, JSON, and a
// readable list for the terminal. Pure functions, tested in inbox-format.test.ts.

import { UNSAFE_TEXT_CHARACTERS } from '#server/files/file-name.ts';

export type Row = Record<string, string | number | null>;

/** Opens as UTF-8 in Excel (Devanagari stays readable) instead of the legacy code page. */
const BOM = '\uFEFF';

/** Cells a spreadsheet would run as a formula (CSV injection): visitors typed this text. */
const formulaStart = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV (CRLF rows, quoted where needed) with a UTF-8 BOM and a header row. */
export function toCsv(columns: readonly string[], rows: readonly Row[]): string {
  const lines = [
    columns.map(csvCell),
    ...rows.map((row) => columns.map((column) => csvCell(row[column] ?? null))),
  ];
  return BOM + lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** A JSON array of row objects with the columns in order. */
export function toJson(columns: readonly string[], rows: readonly Row[]): string {
  const ordered = rows.map((row) =>
    Object.fromEntries(columns.map((column) => [column, row[column] ?? null])),
  );
  return JSON.stringify(ordered, null, 2) + '\n';
}

/**
 * Visitors typed this text and an operator's terminal prints it: an escape sequence could recolour,
 * clear or retitle the terminal, and bidi controls reorder what is shown. Each is written out as
 * `\u{1b}` instead, so it is visible and inert.
 */
export function terminalSafe(text: string): string {
  return text.replace(
    UNSAFE_TEXT_CHARACTERS,
    (character) => `\\u{${character.codePointAt(0)!.toString(16)}}`,
  );
}

const oneLine = (text: string | number | null | undefined, max = 200) => {
  const flat = terminalSafe(
    String(text ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** A readable block per entry: a heading line, then `label: value` lines that have a value. */
export function formatEntries(
  title: string,
  entries: readonly { heading: string; lines: [string, string | number | null | undefined][] }[],
): string {
  if (entries.length === 0) return `${title}: nothing yet\n`;
  const blocks = entries.map(({ heading, lines }) =>
    [
      terminalSafe(heading),
      ...lines
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => `  ${label.padEnd(10)} ${oneLine(value)}`),
    ].join('\n'),
  );
  return `${title} (${entries.length}, newest first)\n\n${blocks.join('\n\n')}\n`;
}
