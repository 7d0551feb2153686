import { describe, expect, it } from 'vitest';
import { formatEntries, toCsv, toJson } from './inbox-format.ts';

describe('inbox CSV', () => {
  it('starts with a UTF-8 BOM and a header, ends rows with CRLF', () => {
    expect(toCsv(['id', 'name'], [{ id: 1, name: 'Sita' }])).toBe('\uFEFFid,name\r\n1,Sita\r\n');
  });

  it('quotes commas, quotes, newlines and edge spaces; empty for null', () => {
    const csv = toCsv(
      ['a', 'b', 'c', 'd', 'e'],
      [{ a: 'x, y', b: 'say "hi"', c: 'line 1\nline 2\r\nline 3', d: null, e: ' padded ' }],
    );
    expect(csv.split('\r\n')[1]).toBe('"x, y","say ""hi""","line 1\nline 2');
    expect(csv).toContain('"line 1\nline 2\r\nline 3",," padded "\r\n');
  });

  it('keeps Devanagari as UTF-8 text', () => {
    const csv = toCsv(['name'], [{ name: 'सीता शर्मा, काठमाडौं' }]);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv).toBe('\uFEFFname\r\n"सीता शर्मा, काठमाडौं"\r\n');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    const csv = toCsv(
      ['a', 'b', 'c', 'n'],
      [{ a: '=HYPERLINK("x")', b: '+977 9841234567', c: '@SUM(1)', n: -5 }],
    );
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",'+977 9841234567,'@SUM(1),-5`);
  });

  it('writes missing columns as empty cells', () => {
    expect(toCsv(['id', 'x'], [{ id: 2 }])).toBe('\uFEFFid,x\r\n2,\r\n');
  });
});

describe('inbox JSON', () => {
  it('writes rows with the columns in order and null for missing values', () => {
    const json = toJson(['id', 'name', 'email'], [{ name: 'सीता', id: 1 }]);
    expect(json.endsWith('\n')).toBe(true);
    expect(JSON.parse(json)).toEqual([{ id: 1, name: 'सीता', email: null }]);
    expect(Object.keys(JSON.parse(json)[0])).toEqual(['id', 'name', 'email']);
    expect(toJson(['id'], [])).toBe('[]\n');
  });
});

describe('inbox list text', () => {
  it('shows a heading per entry and only the lines with a value, flattened', () => {
    const text = formatEntries('Contact messages', [
      {
        heading: '#2  2025-01-02  Sita',
        lines: [
          ['phone', '9841234567'],
          ['email', null],
          ['message', 'a\n  b'],
        ],
      },
    ]);
    expect(text).toBe(
      'Contact messages (1, newest first)\n\n#2  2025-01-02  Sita\n  phone      9841234567\n  message    a b\n',
    );
    expect(formatEntries('Complaints', [])).toBe('Complaints: nothing yet\n');
  });

  it('writes terminal escape sequences and bidi controls out instead of printing them', () => {
    const text = formatEntries('Contact messages', [
      {
        heading: '#3  2025-01-03  \u001b]0;owned\u0007Ram',
        lines: [['message', 'red \u001b[31mtext\u009b2J \u202Eevil']],
      },
    ]);
    // eslint-disable-next-line no-control-regex -- no control character may reach the terminal
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(text).toContain('#3  2025-01-03  \\u{1b}]0;owned\\u{7}Ram');
    expect(text).toContain('red \\u{1b}[31mtext\\u{9b}2J \\u{202e}evil');
  });
});
