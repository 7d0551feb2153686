// One interpreter per field type (ADR 028): what a field of each type is for the API (its edit and item
// schemas), for the staff form (the input's name and how its posted text becomes the API's value) and for
// the database (how the value is stored and read back). A new field type is one entry here and its input
// component (`fieldInputs` in web/admin/content-edit/content-fields.tsx); the kinds only name their
// fields' types.
import { z } from 'zod';
import { bsToAd } from '#shared/calendar/convert.ts';
import { fromNepaliDigits } from '#shared/calendar/digits.ts';
import { parseBsDate } from '#shared/calendar/month.ts';
import type { FieldSpec, FieldType } from '#shared/kinds/fields.ts';

/** A posted value read, or a value that cannot be read (a day that is no day). */
type FormValue = { ok: true; value: unknown } | { ok: false };

export interface FieldInterpreter {
  /** What an editor's save must hold (missing values take their default). */
  readonly edit: (field: FieldSpec) => z.ZodType;
  /** What the API answers for the field. */
  readonly item: (field: FieldSpec) => z.ZodType;
  /** The form input's name (a single-language field's own; bilingual fields add `_ne`/`_en`). */
  readonly inputName: (field: FieldSpec) => string;
  /** The posted text as the API's value. */
  readonly fromForm: (field: FieldSpec, posted: string) => FormValue;
  /** The value as its column stores it, and back (default: as is). */
  readonly toColumn?: (value: unknown) => unknown;
  readonly fromColumn?: (value: unknown) => unknown;
}

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date_invalid' });
export const refId = z.coerce
  .number({ error: 'validation.invalid' })
  .int()
  .positive({ error: 'validation.invalid' });

/** A BS date typed in Nepali or ASCII digits as the AD day the API stores, or null. */
export function adDay(bs: string | undefined): string | null {
  try {
    const date = parseBsDate(fromNepaliDigits(bs ?? '').trim());
    return bsToAd(date.year, date.month, date.day);
  } catch {
    return null;
  }
}

const ownName = (field: FieldSpec) => field.name;
const read = (value: unknown): FormValue => ({ ok: true, value });

const texts: FieldInterpreter = {
  edit: (field) =>
    z
      .string()
      .trim()
      // A number typed once is kept in ASCII digits, typed in either (FieldSpec.digits).
      .overwrite((value) => (field.digits ? fromNepaliDigits(value) : value))
      .max(field.max ?? 300, { error: 'validation.too_long' })
      .default(''),
  item: () => z.string(),
  inputName: ownName,
  fromForm: (_field, posted) => read(posted),
};

export const fieldTypes: Record<FieldType, FieldInterpreter> = {
  text: texts,
  longtext: texts,
  // HTML from the editor or plain text from the form without JavaScript: the server makes plain text
  // paragraphs and sanitises HTML on every write (server/rich-text/, ADR 031).
  richtext: texts,
  day: {
    edit: (field) => (field.required ? isoDay : z.preprocess(emptyToNull, isoDay.nullable()).default(null)),
    item: () => z.string().nullable(),
    // Entered in Bikram Sambat.
    inputName: (field) => `${field.name}_bs`,
    fromForm: (field, posted) => {
      const day = posted.trim() ? adDay(posted) : null;
      if (posted.trim() && !day) return { ok: false };
      if (!day && field.required) return { ok: false };
      return read(day);
    },
  },
  flag: {
    edit: () => z.boolean().default(false),
    item: () => z.boolean(),
    inputName: ownName,
    fromForm: (_field, posted) => read(posted === 'on'),
    // better-sqlite3 refuses booleans; both databases read 0/1 back.
    toColumn: (value) => (value ? 1 : 0),
    fromColumn: (value) => value === 1 || value === true,
  },
  address: {
    edit: (field) =>
      field.required
        ? z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(500)
        : z.preprocess(emptyToNull, z.string().trim().max(500).nullable()).default(null),
    item: () => z.string().nullable(),
    inputName: ownName,
    fromForm: (_field, posted) => read(posted.trim() || null),
  },
  number: {
    edit: () =>
      z.coerce
        .number({ error: 'validation.invalid' })
        .int({ error: 'validation.invalid' })
        .min(0, { error: 'validation.invalid' })
        .max(100_000, { error: 'validation.invalid' })
        .default(0),
    item: () => z.number().int(),
    inputName: ownName,
    fromForm: (_field, posted) => read(fromNepaliDigits(posted).trim() || '0'),
  },
  ref: {
    edit: (field) =>
      field.required
        ? z.preprocess(emptyToNull, refId.nullable()).refine((value) => value !== null, {
            error: 'validation.required',
          })
        : z.preprocess(emptyToNull, refId.nullable()).default(null),
    item: () => z.number().int().nullable(),
    inputName: ownName,
    fromForm: (_field, posted) => read(posted.trim() || null),
  },
};
