// A submitted content form as the API's edit: each field read by its type's interpreter
// (shared/contract/admin/field-types.ts: both languages, Bikram Sambat days as AD, checkboxes, numbers in
// either script, publishing times as a Bikram Sambat date and Nepal time), or the inputs whose value
// cannot be read.
import { editedNames, type FieldSpec, type KindSpec } from '#shared/contract/admin/content-kinds.ts';
import { fieldTypes } from '#shared/contract/admin/field-types.ts';
import { parseBsDateTime } from '../lib/bs-date-time.ts';

/** The form's name of a single-language field's input (a day's is `<name>_bs`: entered in Bikram Sambat). */
export const dayInputName = (field: FieldSpec) => fieldTypes[field.type].inputName(field);

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
    const type = fieldTypes[field.type];
    const input = type.inputName(field);
    const read = type.fromForm(field, fields[input] ?? '');
    if (read.ok) body[field.name] = read.value;
    else badDays.push(input);
  }
  if (editedNames(spec).includes('branch_id')) body.branch_id = fields.branch_id || null;
  body.status = fields.status ?? 'draft';
  // Typed as a Bikram Sambat date and Nepal time (lib/bs-date-time.ts).
  for (const name of ['publish_at', 'unpublish_at']) {
    const time = parseBsDateTime(fields[name]);
    if (time.ok) body[name] = time.iso;
    else badDays.push(name);
  }
  return badDays.length ? { ok: false, badDays } : { ok: true, body };
}
