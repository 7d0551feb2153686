// The contact form (product.md sections 5 and 7): one schema for the browser form and the server.
// Messages are i18n keys; the server adds the database check that the subject exists.
import { z } from 'zod';
import { category, listResponse } from './common.ts';
import { fromNepaliDigits } from '../calendar/digits.ts';

/** Bots fill every field; people never see this one. A filled honeypot is answered but not stored. */
export const HONEYPOT_FIELD = 'website';

/** Length caps, also used as the inputs' maxLength. */
export const contactLimits = { full_name: 120, email: 254, phone: 10, message: 5000 } as const;

const tooLong = { error: 'validation.too_long' };

export const contactForm = z.object({
  full_name: z
    .string({ error: 'validation.name_required' })
    .trim()
    .min(1, { error: 'validation.name_required' })
    .max(contactLimits.full_name, tooLong),
  // Sent by the original form without a rule; a real service still refuses an address it cannot answer.
  email: z
    .string({ error: 'validation.email_invalid' })
    .trim()
    .max(contactLimits.email, tooLong)
    .refine((value) => value === '' || z.regexes.email.test(value), { error: 'validation.email_invalid' })
    .optional()
    .transform((value) => value || null),
  phone: z
    .string({ error: 'validation.phone_digits' })
    .trim()
    .overwrite(fromNepaliDigits)
    .regex(/^\d{10}$/, { error: 'validation.phone_digits' }),
  category: z
    .string({ error: 'validation.subject_required' })
    .trim()
    .min(1, { error: 'validation.subject_required' })
    .regex(/^\d{1,9}$/, { error: 'validation.subject_unknown' })
    .transform(Number),
  message: z
    .string({ error: 'validation.message_min' })
    .trim()
    .min(5, { error: 'validation.message_min' })
    .max(contactLimits.message, tooLong),
});
export type ContactForm = z.output<typeof contactForm>;

export const contactCategoriesResponse = listResponse(category);

/** 201 answer of POST /base/contact-us: the translated 'api.contact_sent' and the stored id. */
export const contactSentResponse = z.object({
  status: z.number().int(),
  message: z.string(),
  id: z.number().int(),
});
