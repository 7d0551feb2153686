// A submitted content form as the API's edit: each field of the kind read by its type (both languages,
// Bikram Sambat days as AD, checkboxes, numbers in either script), or the fields whose value cannot be read.
import { editedNames, type FieldSpec, type KindSpec } from '../../../shared/contract/admin/content-kinds.ts';
import { bsToAd } from '../../../shared/calendar/convert.ts';
import { fromNepaliDigits } from '../../../shared/calendar/digits.ts';
import { parseBsDate } from '../../../shared/calendar/month.ts';
import { nepalLocalToIso } from '../lib/nepal-time.ts';

/** The form's BS date (Nepali or ASCII digits) as the AD day the API stores, or null. */
export function adDay(bs: string | undefined): string | null {
  try {
    const date = parseBsDate(fromNepaliDigits(bs ?? '').trim());
    return bsToAd(date.year, date.month, date.day);
  } catch {
    return null;
  }
}

/** The form's name of a day field: it is entered in Bikram Sambat. */
export const dayInputName = (field: FieldSpec) => `${field.name}_bs`;

export type EditBody = { ok: true; body: Record<string, unknown> } | { ok: false; badDays: string[] };

export function editBodyOf(spec: KindSpec, fields: Record<string, string>): EditBody {
  const body: Record<string, unknown> = {};
  const badDays: string[] = [];
  for (const field of spec.fields) {
    if (field.bilingual) {
      for (const language of ['ne', 'en']) {
        body[`${field.name}_${language}`] = fields[`${field.name}_${language}`] ?? '';
      }
      continue;
    }
    const value = fields[field.type === 'day' ? dayInputName(field) : field.name] ?? '';
    switch (field.type) {
      case 'day': {
        const day = value.trim() ? adDay(value) : null;
        if (value.trim() && !day) badDays.push(dayInputName(field));
        else if (!day && field.required) badDays.push(dayInputName(field));
        body[field.name] = day;
        break;
      }
      case 'flag':
        body[field.name] = value === 'on';
        break;
      case 'number':
        body[field.name] = fromNepaliDigits(value).trim() || '0';
        break;
      default:
        body[field.name] = value.trim() || null;
    }
  }
  if (editedNames(spec).includes('branch_id')) body.branch_id = fields.branch_id || null;
  body.status = fields.status ?? 'draft';
  body.publish_at = nepalLocalToIso(fields.publish_at);
  body.unpublish_at = nepalLocalToIso(fields.unpublish_at);
  return badDays.length ? { ok: false, badDays } : { ok: true, body };
}
