// The complaint form (product.md sections 5 and 7): one schema for the browser form and the server.
// Messages are i18n keys. The server adds the database checks (branch and category exist) and
// judges the attached file by its bytes (src/server/files/sniff.ts).
import { z } from 'zod';
import { category, listResponse } from './common.ts';
import { fromNepaliDigits } from '../calendar/digits.ts';

export { HONEYPOT_FIELD } from './contact.ts';

/** Exactly 5 MiB is accepted; one byte more is refused (product.md section 9). */
export const COMPLAINT_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The file input's accept attribute. The server checks the content, not this hint. */
export const COMPLAINT_FILE_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
export const COMPLAINT_FILE_FIELD = 'file';

/** Length caps, also used as the inputs' maxLength. */
export const complaintLimits = { name: 120, contact: 30, address: 300, title: 200, details: 5000 } as const;

const tooLong = { error: 'validation.too_long' };
const idField = (required: string, unknown: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .regex(/^\d{1,9}$/, { error: unknown })
    .transform(Number);

export const complaintForm = z.object({
  name: z
    .string({ error: 'validation.full_name_required' })
    .trim()
    .min(1, { error: 'validation.full_name_required' })
    .max(complaintLimits.name, tooLong),
  contact: z
    .string({ error: 'validation.contact_required' })
    .trim()
    .overwrite(fromNepaliDigits)
    .min(1, { error: 'validation.contact_required' })
    .max(complaintLimits.contact, tooLong)
    .regex(/^[\d+\-\s]+$/, { error: 'validation.contact_format' }),
  address: z
    .string({ error: 'validation.address_required' })
    .trim()
    .min(1, { error: 'validation.address_required' })
    .max(complaintLimits.address, tooLong),
  branch: idField('validation.branch_required', 'validation.branch_unknown'),
  category: idField('validation.category_required', 'validation.category_unknown'),
  title: z
    .string({ error: 'validation.title_min' })
    .trim()
    .min(5, { error: 'validation.title_min' })
    .max(complaintLimits.title, tooLong),
  details: z
    .string()
    .trim()
    .max(complaintLimits.details, tooLong)
    .optional()
    .transform((value) => value || null),
});
export type ComplaintForm = z.output<typeof complaintForm>;

/** The browser's own check of a chosen file's size; the server checks again. */
export const complaintFileSizeError = (size: number): string | null =>
  size > COMPLAINT_FILE_MAX_BYTES ? 'validation.file_size' : null;

export const complaintCategoriesResponse = listResponse(category);

/** 201 answer of POST /base/complaints: the translated 'api.complaint_submitted' and the stored id. */
export const complaintSubmittedResponse = z.object({
  status: z.number().int(),
  message: z.string(),
  id: z.number().int(),
  /** What the citizen quotes and checks the status with (/complaint/status), e.g. GS-2083-000123. */
  reference: z.string(),
});
