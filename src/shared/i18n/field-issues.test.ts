import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldIssueKeys, fieldMessages } from './field-issues.ts';
import { translate } from './index.ts';

const form = z.object({
  full_name: z
    .string()
    .min(2, { error: 'validation.full_name_required' })
    .max(5, { error: 'validation.control_characters' }),
  phone: z.string().regex(/^\d{10}$/),
  address: z.object({ ward: z.number() }),
});

describe('fieldIssueKeys and fieldMessages', () => {
  const error = form.safeParse({ full_name: 'x', phone: 'abc', address: { ward: 'one' } }).error!;

  it('keep the first issue of each field, by dotted path, with its own key or the generic one', () => {
    expect(fieldIssueKeys(error)).toEqual({
      full_name: 'validation.full_name_required',
      phone: 'validation.invalid',
      'address.ward': 'validation.invalid',
    });
  });

  it('name a whole-value issue "_"', () => {
    expect(fieldIssueKeys(z.string().safeParse(1).error!)).toEqual({ _: 'validation.invalid' });
  });

  it('translate in the visitor language', () => {
    expect(fieldMessages(error, 'ne').full_name).toBe(translate('ne', 'validation.full_name_required'));
    expect(fieldMessages(error, 'en').phone).toBe(translate('en', 'validation.invalid'));
    expect(fieldMessages(error, 'ne').full_name).not.toBe(fieldMessages(error, 'en').full_name);
  });
});
