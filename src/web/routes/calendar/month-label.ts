// Month headings and day labels of the calendar. Nepali: Nepali month names and Devanagari digits
// throughout; English: the BS month in English with the AD months it spans, 'Mangsir 2083 (Nov–Dec 2026)'.
import {
  formatBsMonth,
  monthAdRange,
  toNepaliDigits,
  weekdayName,
  formatBsDateWords,
  formatDate,
  type BsDate,
} from '#shared/calendar/index.ts';
import { translate, type Lang, type MessageKey } from '#shared/i18n/index.ts';

function adMonthLabel(adMonth: number, lang: Lang): string {
  return translate(lang, `calendar.ad_month_${adMonth}` as MessageKey);
}

function adParts(iso: string): { year: number; month: number; day: number } {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  return { year, month, day };
}

/** The AD months a BS month spans: 'Nov–Dec 2026', 'Dec 2026–Jan 2027' (Nepali names and digits in Nepali). */
export function adSpanLabel(year: number, month: number, lang: Lang): string {
  const { start, end } = monthAdRange(year, month);
  const first = adParts(start);
  const last = adParts(end);
  const digits = (value: number) => (lang === 'ne' ? toNepaliDigits(value) : String(value));
  const from = adMonthLabel(first.month, lang);
  const to = adMonthLabel(last.month, lang);
  if (first.year !== last.year) return `${from} ${digits(first.year)}–${to} ${digits(last.year)}`;
  if (first.month === last.month) return `${from} ${digits(first.year)}`;
  return `${from}–${to} ${digits(first.year)}`;
}

/** The month heading: 'मंसिर २०८३ (नोभेम्बर–डिसेम्बर २०२६)' / 'Mangsir 2083 (Nov–Dec 2026)'. */
export function monthHeading(year: number, month: number, lang: Lang): string {
  return `${formatBsMonth(year, month, lang)} (${adSpanLabel(year, month, lang)})`;
}

/** The small AD date of a day cell: '22 Nov' in English, '२२' in Nepali. */
export function adCellLabel(iso: string, lang: Lang): { day: string; month: string } {
  const { month, day } = adParts(iso);
  return lang === 'ne'
    ? { day: toNepaliDigits(day), month: adMonthLabel(month, lang) }
    : { day: String(day), month: adMonthLabel(month, lang) };
}

/** A BS day in full with its weekday and AD date: '६ मंसिर २०८३, आइतबार (२२ नोभेम्बर २०२६)' / '6 Mangsir 2083, Sunday (22 November 2026)'. */
export function fullDayLabel(date: BsDate, weekday: number, adIso: string, lang: Lang): string {
  const bs = formatBsDateWords(date, lang);
  const ad =
    lang === 'ne'
      ? (() => {
          const { year, month, day } = adParts(adIso);
          return `${toNepaliDigits(day)} ${adMonthLabel(month, lang)} ${toNepaliDigits(year)}`;
        })()
      : formatDate(adIso, 'en', 'long');
  return `${bs}, ${weekdayName(weekday, lang)} (${ad})`;
}
