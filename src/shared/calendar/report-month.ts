// The months of the complaint reports and the public record (issue 26), for reading: Bikram Sambat on
// Nepali pages, AD on English ones. Kept apart from the contract so pages import no schema.
import type { ReportCalendar } from '../contract/complaint-record.ts';
import type { Lang } from '../i18n/languages.ts';
import { localDigits } from './digits.ts';
import { formatBsMonth } from './format.ts';
import { adMonthName } from './names.ts';

/** A report month for reading: 'मंसिर २०८३' / 'Mangsir 2083' (BS), 'November 2026' (AD). */
export function reportMonthLabel(month: string, calendar: ReportCalendar, lang: Lang): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  if (calendar === 'bs') return formatBsMonth(year, number, lang);
  return `${adMonthName(number)} ${localDigits(year, lang)}`;
}

/** The calendar a language's pages count months in. */
export const calendarOf = (lang: Lang): ReportCalendar => (lang === 'ne' ? 'bs' : 'ad');
