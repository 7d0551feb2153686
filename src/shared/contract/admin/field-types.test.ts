// Each field type's form parser gives what its edit schema accepts, and its column mapping round-trips.
import { describe, expect, it } from 'vitest';
import type { FieldSpec, FieldType } from '#shared/kinds/fields.ts';
import { fieldTypes } from './field-types.ts';

const typed: Record<FieldType, { field: FieldSpec; posted: string; value: unknown }> = {
  text: { field: { name: 'title', type: 'text' }, posted: ' Dashain ', value: 'Dashain' },
  longtext: { field: { name: 'text', type: 'longtext' }, posted: 'Two\nlines', value: 'Two\nlines' },
  richtext: {
    field: { name: 'text', type: 'richtext', max: 60_000 },
    posted: '<h2>Exams</h2><table><tbody><tr><td>1</td></tr></tbody></table>',
    value: '<h2>Exams</h2><table><tbody><tr><td>1</td></tr></tbody></table>',
  },
  day: { field: { name: 'date', type: 'day', required: true }, posted: '२०८३-०१-०१', value: '2026-04-14' },
  flag: { field: { name: 'is_urgent', type: 'flag' }, posted: 'on', value: true },
  address: { field: { name: 'file', type: 'address' }, posted: ' /uploads/a.pdf ', value: '/uploads/a.pdf' },
  number: { field: { name: 'sort_order', type: 'number' }, posted: '१२', value: 12 },
  ref: { field: { name: 'category_id', type: 'ref', ref: 'law_category' }, posted: '7', value: 7 },
};

describe('field types', () => {
  it.each(Object.entries(typed))('%s: the posted form reads as what the API accepts', (type, example) => {
    const interpreter = fieldTypes[type as FieldType];
    const read = interpreter.fromForm(example.field, example.posted);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(interpreter.edit(example.field).parse(read.value)).toEqual(example.value);
  });

  it.each(Object.entries(typed))('%s: a stored value reads back as the item schema says', (type, example) => {
    const interpreter = fieldTypes[type as FieldType];
    const stored = interpreter.toColumn ? interpreter.toColumn(example.value) : example.value;
    const back = interpreter.fromColumn ? interpreter.fromColumn(stored) : stored;
    expect(interpreter.item(example.field).parse(back)).toEqual(example.value);
  });

  it('refuses a day that is no day, and a missing required one', () => {
    const day = fieldTypes.day;
    expect(day.fromForm({ name: 'date', type: 'day' }, '2083-13-40').ok).toBe(false);
    expect(day.fromForm({ name: 'date', type: 'day', required: true }, ' ').ok).toBe(false);
    expect(day.fromForm({ name: 'end_date', type: 'day' }, '')).toEqual({ ok: true, value: null });
  });
});
