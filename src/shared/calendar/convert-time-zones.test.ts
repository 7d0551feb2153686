// The conversion must not depend on the process time zone. Time zones that once skipped a calendar
// day (crossing the date line) broke the library's local-Date conversion around that day, so the
// whole range is converted in child processes running under those zones. The time zone of a Node
// process is fixed at its start, hence a child per zone rather than setting process.env.TZ here.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bsToAd, daysInMonth, TABLE_DAYS, TOTAL_DAYS } from './convert.ts';
import { NepaliDate } from './library.ts';

const convertUrl = new URL('./convert.ts', import.meta.url).href;

// Runs in the child (plain Node ESM, which strips the types of convert.ts): every BS day must be
// the epoch plus its index, in UTC arithmetic, and convert back to itself.
const childScript = `
const { adToBs, bsToAd, daysInMonth } = await import(${JSON.stringify(convertUrl)});
const DAY_MS = 86400000;
const epoch = Date.UTC(1943, 3, 14);
const wrong = [];
let index = 0;
for (let year = 2000; year <= 2090; year += 1)
  for (let month = 1; month <= 12; month += 1)
    for (let day = 1; day <= daysInMonth(year, month); day += 1, index += 1) {
      const expected = new Date(epoch + index * DAY_MS).toISOString().slice(0, 10);
      const ad = bsToAd(year, month, day);
      const back = adToBs(expected);
      if (ad !== expected || back.year !== year || back.month !== month || back.day !== day)
        wrong.push(year + '/' + month + '/' + day + ' -> ' + ad + ', ' + expected + ' -> ' + JSON.stringify(back));
    }
const probe = new Date(2011, 11, 30).getDate();
console.log(JSON.stringify({ days: index, wrong: wrong.slice(0, 5), offset: new Date(Date.UTC(2020, 0, 1)).getTimezoneOffset(), probe }));
`;

interface ChildReport {
  days: number;
  wrong: string[];
  offset: number;
  probe: number;
}

function convertUnder(timeZone: string): ChildReport {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', childScript], {
    env: { ...process.env, TZ: timeZone },
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    encoding: 'utf8',
  });
  return JSON.parse(out) as ChildReport;
}

describe('conversion in any process time zone', () => {
  it.each([
    // Skipped 2011-12-30 (UTC-10 -> UTC+14).
    ['Pacific/Apia', 31, -840],
    // Skipped 1993-08-21 (UTC-12 -> UTC+12).
    ['Pacific/Kwajalein', 30, -720],
    // Skipped 1994-12-31 (UTC-10 -> UTC+14).
    ['Pacific/Kiritimati', 30, -840],
    ['Asia/Kathmandu', 30, -345],
    ['America/Los_Angeles', 30, 480],
  ])(
    'converts all 33,238 days both ways under TZ=%s',
    (timeZone, probe, offset) => {
      const report = convertUnder(timeZone);
      // The child really ran in that zone: its UTC offset, and in Apia local 2011-12-30 became the 31st.
      expect(report.offset).toBe(offset);
      expect(report.probe).toBe(probe);
      expect(report.wrong).toEqual([]);
      expect(report.days).toBe(TOTAL_DAYS);
    },
    60_000,
  );
});

describe("the library's table", () => {
  it('holds exactly the 33,238 days of the range', () => {
    expect(TABLE_DAYS).toBe(TOTAL_DAYS);
  });

  it("gives the library's own conversion for every day (in this process's time zone)", () => {
    // This process's zone never skipped a day in the range (CI and this machine run in UTC), so the
    // library's local-Date conversion is a fair independent check of the table arithmetic.
    expect(['UTC', 'Etc/UTC', 'Asia/Kathmandu']).toContain(Intl.DateTimeFormat().resolvedOptions().timeZone);
    let mismatches = 0;
    for (let year = 2000; year <= 2090; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        for (let day = 1; day <= daysInMonth(year, month); day += 1) {
          const ad = new NepaliDate(year, month - 1, day).getAD();
          const iso = `${ad.year}-${String(ad.month + 1).padStart(2, '0')}-${String(ad.date).padStart(2, '0')}`;
          if (bsToAd(year, month, day) !== iso) mismatches += 1;
        }
      }
    }
    expect(mismatches).toBe(0);
  });
});
