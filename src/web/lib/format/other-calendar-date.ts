// The other calendar's date of a stored time: AD beside BS in Nepali, BS beside AD in English. Item
// pages show it in both languages; cards show it in English (issue 27), where the AD date alone would
// leave out the date Nepal goes by.
import { adToBs, formatBsDateWords, toNepalIsoDate, toNepaliDigits } from '#shared/calendar/index.ts';
import type { MessageKey } from '#shared/i18n/index.ts';

export function otherCalendarDate(
  createdAt: string,
  lang: 'ne' | 'en',
  t: (key: MessageKey, params: Record<string, string>) => string,
): string {
  const iso = toNepalIsoDate(createdAt);
  if (!iso) return '';
  if (lang === 'ne') return t('item.ad_date', { date: toNepaliDigits(iso) });
  return t('item.bs_date', { date: formatBsDateWords(adToBs(iso), 'en') });
}
