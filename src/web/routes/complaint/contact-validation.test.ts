// The complaint's contact number (issue 15): a value that is not a phone number says what is
// expected, with an example, in both languages, instead of the generic "This value is not valid".
import { describe, expect, test } from 'vitest';
import { complaintForm } from '#shared/contract/complaint.ts';
import { translate } from '#shared/i18n/index.ts';
import { fieldErrorKeys } from '#web/components/form-fields/form-result.ts';

const valid = {
  name: 'Ram',
  contact: '9841234567',
  address: 'Patan',
  branch: '1',
  category: '1',
  title: 'Temple',
};

describe('complaint contact number', () => {
  test.each(['abc', '98412abc', 'ram@example.com'])(
    '%s: the message names the expected format',
    (contact) => {
      const errors = fieldErrorKeys(complaintForm, { ...valid, contact });
      expect(errors.contact).toBe('validation.contact_format');
      expect(translate('en', errors.contact!)).toMatch(/phone number.*digits.*9841234567/);
      expect(translate('ne', errors.contact!)).toMatch(/अङ्क.*फोन नम्बर.*९८४१२३४५६७/);
    },
  );

  test.each(['9841234567', '९८४१२३४५६७', '+977 1-4123456'])('%s is accepted', (contact) => {
    expect(fieldErrorKeys(complaintForm, { ...valid, contact })).toEqual({});
  });
});
