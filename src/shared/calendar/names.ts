// Month and weekday names of the Bikram Sambat calendar in both site languages (product.md section 9).
import type { Lang } from '../i18n/languages.ts';

export const MONTH_NAMES: Record<Lang, readonly string[]> = {
  en: [
    'Baishakh',
    'Jestha',
    'Ashadh',
    'Shrawan',
    'Bhadra',
    'Ashwin',
    'Kartik',
    'Mangsir',
    'Poush',
    'Magh',
    'Falgun',
    'Chaitra',
  ],
  ne: ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'],
};

/** Weekday names, index 0 = Sunday (JavaScript's getUTCDay order). */
export const WEEKDAY_NAMES: Record<Lang, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ne: ['आइतबार', 'सोमबार', 'मङ्गलबार', 'बुधबार', 'बिहिबार', 'शुक्रबार', 'शनिबार'],
};

/** Short weekday labels for the month grid header. */
export const WEEKDAY_SHORT_NAMES: Record<Lang, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  ne: ['आइत', 'सोम', 'मङ्गल', 'बुध', 'बिहि', 'शुक्र', 'शनि'],
};

/** Gregorian month names, for the English (AD) display of dates. */
export const AD_MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function pick(names: readonly string[], index: number, what: string): string {
  const name = names[index];
  if (name === undefined) throw new RangeError(`No ${what} ${index}`);
  return name;
}

/** The BS month name (month 1-12). */
export function monthName(month: number, lang: Lang): string {
  return pick(MONTH_NAMES[lang], month - 1, 'month');
}

/** The weekday name (0 = Sunday). */
export function weekdayName(weekday: number, lang: Lang): string {
  return pick(WEEKDAY_NAMES[lang], weekday, 'weekday');
}

export function weekdayShortName(weekday: number, lang: Lang): string {
  return pick(WEEKDAY_SHORT_NAMES[lang], weekday, 'weekday');
}

/** The AD month name (month 1-12), English. */
export function adMonthName(month: number): string {
  return pick(AD_MONTH_NAMES, month - 1, 'month');
}
