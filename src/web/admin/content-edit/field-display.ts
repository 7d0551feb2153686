// How a saved value of each field type reads to a person (the conflict screen shows both versions with
// these): a day in Bikram Sambat with its AD date, a checkbox as yes or no, a choice by its label. The
// inputs that edit each type are in content-fields.tsx; the schemas and form parser in
// shared/contract/admin/field-types.ts.
import { adToBs } from '#shared/calendar/convert.ts';
import { localDigits } from '#shared/calendar/digits.ts';
import { formatBsDate } from '#shared/calendar/month.ts';
import type { FieldType } from '#shared/contract/admin/content-kinds.ts';
import type { Lang } from '#shared/i18n/languages.ts';
import { plainTextOf } from '#shared/rich-text/plain-text.ts';
import type { SelectOption } from '#web/components/form-fields/select-field.tsx';
import type { AdminKey } from '../lib/messages.ts';

export interface DisplayContext {
  t: (key: AdminKey) => string;
  lang: Lang;
  /** The field's choices (a reference field's). */
  choices: readonly SelectOption[];
}

// A textarea posts CR LF line ends; they show as the line breaks they are.
const plain = (value: unknown) => String(value).replace(/\r\n/g, '\n');

export const fieldDisplays: Record<FieldType, (value: unknown, context: DisplayContext) => string> = {
  text: plain,
  longtext: plain,
  // The words of a body; its markup is the editor's business.
  richtext: (value) => plainTextOf(String(value ?? '')),
  address: plain,
  number: plain,
  day: (value, { lang }) =>
    /^\d{4}-\d{2}-\d{2}$/.test(String(value))
      ? `${localDigits(formatBsDate(adToBs(String(value))), lang)} (${String(value)})`
      : plain(value),
  flag: (value, { t }) => t(value ? 'admin.conflict.yes' : 'admin.conflict.no'),
  ref: (value, { choices }) =>
    choices.find((choice) => choice.value === String(value))?.label ?? String(value),
};
