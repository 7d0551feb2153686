// A saved value as people read it (issue 25), for the history screen: a day in Bikram Sambat with its AD
// date, a publishing time as a BS date and Nepal time, a checkbox as yes or no, a choice or a branch by
// its name, a status by its label, numbers in Nepali digits on Nepali screens. (The conflict screen has
// its own table of the same, content-edit/field-display.ts; screens may not import each other.)
import { adToBs } from '#shared/calendar/convert.ts';
import { localDigits } from '#shared/calendar/digits.ts';
import { formatBsDateWords, formatDate } from '#shared/calendar/format.ts';
import type { KindSpec } from '#shared/contract/admin/content-kinds.ts';
import type { Lang } from '#shared/i18n/index.ts';
import { nepalParts } from './bs-date-time.ts';
import type { AdminKey } from './messages.ts';

export interface ReadableContext {
  t: (key: AdminKey) => string;
  lang: Lang;
  /** Choices by field name (reference fields, `branch_id`): value → label. */
  choices: Readonly<Record<string, ReadonlyMap<string, string>>>;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `11 Mangsir 2083 (AD 27 November 2026)`; in Nepali, `११ मंसिर २०८३ (ई.सं. 27 November 2026)`. */
function bsDay(day: string, lang: Lang): string {
  return `${formatBsDateWords(adToBs(day), lang)} (${lang === 'ne' ? 'ई.सं.' : 'AD'} ${formatDate(day, 'en')})`;
}

/** A stored instant as its BS day and Nepal time, with the AD day. */
function bsTime(iso: string, lang: Lang): string {
  const { ad, time } = nepalParts(iso);
  return `${formatBsDateWords(adToBs(ad), lang)}, ${localDigits(time, lang)} (${lang === 'ne' ? 'ई.सं.' : 'AD'} ${formatDate(ad, 'en')})`;
}

export function readableValue(
  spec: KindSpec,
  name: string,
  value: unknown,
  context: ReadableContext,
): string {
  const { t, lang, choices } = context;
  if (value === null || value === undefined || value === '') return '—';
  const label = choices[name]?.get(String(value));
  if (label) return label;
  if (name === 'status') return t(`admin.visibility.${String(value)}` as AdminKey);
  if ((name === 'publish_at' || name === 'unpublish_at') && !Number.isNaN(Date.parse(String(value)))) {
    return bsTime(String(value), lang);
  }
  const field = spec.fields.find((candidate) => candidate.name === name && !candidate.bilingual);
  switch (field?.type) {
    case 'flag':
      return t(value === true || value === 1 ? 'admin.conflict.yes' : 'admin.conflict.no');
    case 'day':
      return ISO_DAY.test(String(value)) ? bsDay(String(value), lang) : String(value);
    case 'number':
    case 'ref':
      return localDigits(String(value), lang);
    default:
      return typeof value === 'string' ? value.replace(/\r\n/g, '\n') : JSON.stringify(value);
  }
}
