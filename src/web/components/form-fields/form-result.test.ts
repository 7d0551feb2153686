import { describe, expect, test } from 'vitest';
import { COMPLAINT_FILE_ACCEPT } from '#shared/contract/complaint.ts';
import { contactForm } from '#shared/contract/contact.ts';
import {
  acceptedExtensions,
  chosenFile,
  fieldErrorKeys,
  hasAcceptedExtension,
  textValues,
} from './form-result.ts';

describe('fieldErrorKeys', () => {
  test('the first message key of each field, from the shared contract', () => {
    expect(
      fieldErrorKeys(contactForm, { full_name: '', phone: '984123456', category: '', message: 'abcd' }),
    ).toEqual({
      full_name: 'validation.name_required',
      phone: 'validation.phone_digits',
      category: 'validation.subject_required',
      message: 'validation.message_min',
    });
  });

  test('a valid form has none (Nepali digits count as digits)', () => {
    expect(
      fieldErrorKeys(contactForm, {
        full_name: 'राम',
        phone: '९८४१२३४५६७',
        category: '2',
        message: 'नमस्ते हजुर',
      }),
    ).toEqual({});
  });
});

describe('files', () => {
  test('extensions come from the accept attribute, case-insensitively', () => {
    expect(acceptedExtensions(COMPLAINT_FILE_ACCEPT)).toEqual(['jpg', 'jpeg', 'png', 'pdf']);
    expect(hasAcceptedExtension('Scan.PDF', COMPLAINT_FILE_ACCEPT)).toBe(true);
    expect(hasAcceptedExtension('notes.txt', COMPLAINT_FILE_ACCEPT)).toBe(false);
    expect(hasAcceptedExtension('noextension', COMPLAINT_FILE_ACCEPT)).toBe(false);
  });

  test('an empty, nameless file part is no file; text values leave files out', () => {
    const form = new FormData();
    form.set('name', 'Sita');
    form.set('file', new File([], ''));
    expect(chosenFile(form, 'file')).toBeNull();
    expect(textValues(form)).toEqual({ name: 'Sita' });
    form.set('file', new File(['x'], 'a.png'));
    expect(chosenFile(form, 'file')?.name).toBe('a.png');
  });
});
