import { describe, expect, it } from 'vitest';
import { fieldTypes } from '#shared/contract/admin/field-types.ts';
import { phone } from '#shared/kinds/fields.ts';
import { inBothDigits } from './one-number.ts';

describe('a number typed once', () => {
  it('is shown in ASCII digits in English and Nepali digits in Nepali, whichever was typed', () => {
    expect(inBothDigits('01-4248603, 9851034567')).toEqual({
      en: '01-4248603, 9851034567',
      ne: '०१-४२४८६०३, ९८५१०३४५६७',
    });
    expect(inBothDigits('०१-४२४८६०३')).toEqual({ en: '01-4248603', ne: '०१-४२४८६०३' });
    expect(inBothDigits(' +977 (1) 4248603 ')).toEqual({ en: '+977 (1) 4248603', ne: '+९७७ (१) ४२४८६०३' });
  });

  it('is no number in either when empty', () => {
    expect(inBothDigits(null)).toEqual({ en: null, ne: null });
    expect(inBothDigits('  ')).toEqual({ en: null, ne: null });
  });

  it('is saved in ASCII digits when typed in Nepali digits (a phone field of a kind)', () => {
    const schema = fieldTypes.text.edit(phone('phone_number'));
    expect(schema.parse(' ०१-४२४८६०३ ')).toBe('01-4248603');
    // Other texts keep their digits as typed.
    expect(fieldTypes.text.edit({ name: 'title', type: 'text' }).parse('२०८२ साल')).toBe('२०८२ साल');
  });
});
