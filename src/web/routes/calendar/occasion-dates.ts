// The dates of an occasion in words: '२ कात्तिक २०८३' or a span '२ – ६ कात्तिक २०८३' / '2 Kartik – 6 Kartik 2083'.
import { formatBsDateWords, parseBsDate } from '#shared/calendar/index.ts';
import type { Lang } from '#shared/i18n/index.ts';

function words(text: string, lang: Lang): string {
  try {
    return formatBsDateWords(parseBsDate(text), lang);
  } catch {
    return text;
  }
}

export function occasionDates(occasion: { date: string; end_date_bs: string }, lang: Lang): string {
  const start = words(occasion.date, lang);
  if (occasion.end_date_bs === occasion.date) return start;
  return `${start} – ${words(occasion.end_date_bs, lang)}`;
}
